import { describe, expect, it } from "vitest";
import { applyPlan, DestroyRefusedError, guardDestroy, type SecretRecord } from "../../cli/reconcile/apply";
import { driftFrom } from "../../cli/reconcile/drift";
import { readLive } from "../../cli/reconcile/live";
import { type Plan, SECRET_PENDING_KEY, type Section, summarize } from "../../cli/reconcile/model";
import { computeChanges } from "../../cli/reconcile/plan";
import type { Owner } from "../../provider/ownership";
import { context, gadgetSection, GadgetService } from "./fixtures/gadgetKind";

/**
 * The reconcile engine's rules against a synthetic kind in memory (issue 19 item 4): plan
 * classification, apply order and guards, idempotent creates and lost-secret recovery (issue 13,
 * spec 8), duplicates, drift. The end-to-end tests (test/cli) run the same rules over HTTPS.
 */
const owner: Owner = { kind: "config", configuration: "test" };
const markers = (name: string) => ({ "msgform:name": name, "msgform:config": "test" });
type Decls = Record<string, Record<string, unknown>>;

async function plan(sections: Section[], decls: Decls): Promise<Plan> {
  const live = await readLive(sections, () => context(), owner);
  const changes = computeChanges(sections, { gadgets: decls }, live);
  return {
    format: "msgform-plan",
    version: 1,
    created_at: new Date(0).toISOString(),
    base_url: "https://gadgets.test",
    configuration: "test",
    fingerprint: "",
    files: [],
    sections: ["gadgets"],
    summary: summarize(changes),
    changes,
    unmanaged: [],
    managed_elsewhere: [],
  };
}

interface Opts {
  allowDestroy?: boolean;
  onSecret?: (s: SecretRecord) => void;
}

function apply(p: Plan, sections: Section[], opts: Opts = {}) {
  const options = { allowDestroy: opts.allowDestroy ?? false, onSecret: opts.onSecret ?? (() => {}) };
  return applyPlan(p, sections, () => context(), options);
}

const actions = (p: Plan) => Object.fromEntries(p.changes.map((c) => [`${c.action}:${c.name}`, c.id ?? null]));

describe("reconcile engine with a synthetic kind", () => {
  it("plan: creates, leaves alone, updates, replaces and deletes by the owner markers", async () => {
    const svc = new GadgetService();
    const sections = [gadgetSection(svc)];
    const keep = svc.create({ label: "a", color: "red", metadata: markers("keep") }, undefined).stored;
    const relabel = svc.create({ label: "a", color: "red", metadata: markers("relabel") }, undefined).stored;
    const recolor = svc.create({ label: "a", color: "red", metadata: markers("recolor") }, undefined).stored;
    const gone = svc.create({ label: "a", color: "red", metadata: markers("gone") }, undefined).stored;
    svc.create({ label: "a", color: "red", metadata: {} }, undefined); // unmanaged: never touched
    const p = await plan(sections, {
      keep: { label: "a", color: "red" },
      relabel: { label: "b", color: "red" },
      recolor: { label: "a", color: "blue" },
      fresh: { label: "a", color: "green" },
    });
    expect(actions(p)).toEqual({
      "noop:keep": keep.id,
      "update:relabel": relabel.id,
      "replace:recolor": recolor.id,
      "create:fresh": null,
      "delete:gone": gone.id,
    });
    expect(p.changes.filter((c) => c.destructive).map((c) => c.name).sort()).toEqual(["gone", "recolor"]);
  });

  it("one destroy guard: applyPlan and the CLI refuse a destructive plan without allowDestroy, the same way", async () => {
    const svc = new GadgetService();
    const sections = [gadgetSection(svc)];
    svc.create({ label: "a", color: "red", metadata: markers("gone") }, undefined);
    const p = await plan(sections, {});
    await expect(apply(p, sections)).rejects.toBeInstanceOf(DestroyRefusedError);
    expect(() => guardDestroy(p.changes, false)).toThrow(/--allow-destroy/);
    expect(svc.objects.size).toBe(1);
  });

  it("the kind's replace strategy decides the order: create-before-delete by default, delete-before-create when declared", async () => {
    for (const [strategy, order] of [
      [undefined, ["create gd_2", "delete gd_1"]],
      ["delete-before-create", ["delete gd_1", "create gd_2"]],
    ] as const) {
      const svc = new GadgetService();
      const sections = [gadgetSection(svc, strategy)];
      svc.create({ label: "a", color: "red", metadata: markers("x") }, undefined);
      svc.ops.length = 0;
      const r = await apply(await plan(sections, { x: { label: "a", color: "blue" } }), sections, { allowDestroy: true });
      expect(r.ok).toBe(true);
      expect(svc.ops.filter((o) => !o.startsWith("update"))).toEqual(order);
      expect([...svc.objects.values()].map((o) => o.color)).toEqual(["blue"]);
    }
  });

  it("spec 8: two applies of one plan at once make one object, and both get its secret", async () => {
    const svc = new GadgetService();
    const sections = [gadgetSection(svc)];
    const p = await plan(sections, { x: { label: "a", color: "red" } });
    const got: SecretRecord[][] = [[], []];
    const runs = await Promise.all(got.map((g) => apply(p, sections, { onSecret: (s) => g.push(s) })));
    expect(runs.every((r) => r.ok)).toBe(true);
    expect(svc.objects.size).toBe(1);
    const [only] = [...svc.objects.values()];
    for (const g of got) expect(g).toEqual([{ section: "gadgets", name: "x", id: only!.id, field: "token", value: only!.token }]);
    expect(only!.metadata[SECRET_PENDING_KEY]).toBeUndefined();
  });

  it("spec 8: a secret that never reached the sink is named by the next plan and recovered by replaying the create", async () => {
    const svc = new GadgetService();
    const sections = [gadgetSection(svc)];
    const first = await apply(await plan(sections, { x: { label: "a", color: "red" } }), sections, {
      onSecret: () => {
        throw new Error("disk full");
      },
    });
    expect(first.ok).toBe(false);
    const [made] = [...svc.objects.values()];
    expect(made!.metadata[SECRET_PENDING_KEY]).toBe("true");
    const next = await plan(sections, { x: { label: "a", color: "red" } });
    expect(next.changes[0]).toMatchObject({ action: "update", lostSecret: true });
    expect(next.changes[0]!.notes.join(" ")).toContain("never reached a secrets sink");
    const got: SecretRecord[] = [];
    const second = await apply(next, sections, { onSecret: (s) => got.push(s) });
    expect(second.ok).toBe(true);
    expect(got.map((s) => s.value)).toEqual([made!.token]);
    expect(svc.objects.size).toBe(1);
    expect(made!.metadata[SECRET_PENDING_KEY]).toBeUndefined();
  });

  it("spec 8: beyond the 24 h a lost secret is reported with its remedy, the probe create is deleted, the marker stays", async () => {
    const svc = new GadgetService();
    const sections = [gadgetSection(svc)];
    const fail = () => {
      throw new Error("disk full");
    };
    await apply(await plan(sections, { x: { label: "a", color: "red" } }), sections, { onSecret: fail });
    svc.expire();
    const r = await apply(await plan(sections, { x: { label: "a", color: "red" } }), sections);
    expect(r.ok).toBe(false);
    expect(r.results.find((s) => s.step === "recover")?.error).toContain("--replace-lost-secrets");
    expect(svc.objects.size).toBe(1);
    expect([...svc.objects.values()][0]!.metadata[SECRET_PENDING_KEY]).toBe("true");
  });

  it("spec 8: a replay that names an object deleted since moves to the next generation and creates anew", async () => {
    const svc = new GadgetService();
    const sections = [gadgetSection(svc)];
    const decls = { x: { label: "a", color: "red" } };
    await apply(await plan(sections, decls), sections);
    const [first] = [...svc.objects.keys()];
    svc.objects.delete(first!);
    const r = await apply(await plan(sections, decls), sections);
    expect(r.ok).toBe(true);
    expect(svc.ops).toContain(`replay ${first}`);
    expect([...svc.objects.keys()]).toHaveLength(1);
    expect([...svc.objects.keys()][0]).not.toBe(first);
  });

  it("duplicates: plan and drift name the extras and the one kept; apply with allowDestroy deletes only the extras", async () => {
    const svc = new GadgetService();
    const sections = [gadgetSection(svc)];
    const older = svc.create({ label: "a", color: "red", metadata: markers("x") }, undefined).stored;
    const newer = svc.create({ label: "a", color: "red", metadata: markers("x") }, undefined).stored;
    const p = await plan(sections, { x: { label: "a", color: "red" } });
    expect(p.changes).toContainEqual(expect.objectContaining({ action: "noop", id: older.id }));
    expect(p.changes).toContainEqual(expect.objectContaining({ action: "delete", name: "x", id: newer.id, duplicateOf: older.id }));
    const live = await readLive(sections, () => context(), owner);
    const drift = driftFrom(p, sections, live, new Date());
    expect(drift.duplicates).toEqual([{ section: "gadgets", name: "x", id: newer.id, kept: older.id }]);
    expect(drift.undeclared).toEqual([]);
    expect((await apply(p, sections, { allowDestroy: true })).ok).toBe(true);
    expect([...svc.objects.keys()]).toEqual([older.id]);
  });
});
