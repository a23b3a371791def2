// apply's status line on a terminal (cli/progress.ts): redrawn in place, never a line per change;
// what it says: done/total, failed, elapsed, time left, and whether the rate limit holds it back.
// (Without a terminal the same reporter prints lines: test/cli/apply-scale.e2e.test.ts.)
import { describe, expect, it } from "vitest";
import { ApplyProgress, duration } from "../../cli/progress";
import type { StepResult } from "../../cli/reconcile/apply";
import type { Change } from "../../cli/reconcile/model";

const change = (name: string): Change => ({
  section: "phone_numbers",
  kind: "PhoneNumber",
  name,
  action: "create",
  waitsFor: [],
  destructive: false,
  notes: [],
});
const result = (name: string, outcome: StepResult["outcome"], extra: Partial<StepResult> = {}): StepResult =>
  ({ change: change(name), step: "create", outcome, ...extra });

describe("apply progress on a terminal", () => {
  it("one status line redrawn in place: done/total, failed, elapsed, time left, waiting on the rate limit", () => {
    let out = "";
    let limited = false;
    const p = new ApplyProgress({ live: true, total: 4, write: (t) => (out += t), rateLimited: () => limited });
    p.start();
    p.start();
    p.result(result("a", "done", { id: "pn_1" }));
    p.result(result("b", "failed", { error: "no" }));
    limited = true;
    expect(p.status()).toMatch(/^2\/4 done, elapsed \d+s, 1 failed, about \d+s left, waiting on the rate limit$/);
    p.note("PhoneNumber: bought +14155550100");
    p.close();
    // Nothing but the status line and the note: no line per change, and the line is cleared at the end.
    const lines = out.split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/msgform: PhoneNumber: bought \+14155550100$/);
    expect(out).not.toContain("phone_numbers.a");
    expect(out).toContain("\r\u001b[2Kmsgform: 2/4 done");
    expect(out.endsWith("\r\u001b[2K")).toBe(true);
  });

  it("steps an interrupt kept from starting are neither done nor in flight", () => {
    const p = new ApplyProgress({ live: true, total: 3, write: () => {} });
    p.start();
    p.result(result("a", "done"));
    p.result(result("b", "skipped", { notStarted: true }));
    expect(p.running).toBe(0);
    expect(p.status()).toMatch(/^1\/3 done, elapsed \d+s, about \d+s left$/);
    p.close();
  });

  it("durations read as seconds, then minutes and seconds", () => {
    expect(duration(9_400)).toBe("9s");
    expect(duration(75_000)).toBe("1m15s");
  });
});
