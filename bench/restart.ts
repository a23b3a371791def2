// Issue 20 items 2 and 4: restart time of `msgform emulator --state-dir` holding 100,000 objects,
// after SIGKILL (snapshot + journal to replay) and after SIGTERM (a fresh snapshot).
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { progress, round, settings, sleep } from "./common";
import { EmulatorProcess } from "./emulator";
import { Filler } from "./lists";

const size = (dir: string, file: string) => {
  try {
    return round(statSync(join(dir, file)).size / 2 ** 20, 1);
  } catch {
    return 0;
  }
};

async function timedStart(args: string[]) {
  const t0 = performance.now();
  const emu = await EmulatorProcess.start(args);
  return { emu, seconds: round((performance.now() - t0) / 1000, 2) };
}

export async function restartSection() {
  const total = settings.restartObjects;
  // Keys and numbers a tenth each; the rest inbound messages, each a message and an event.
  const tenth = Math.round(total / 10);
  const target = { keys: tenth, numbers: tenth, messages: Math.round((total - 2 * tenth) / 2) };
  const objects = target.keys + target.numbers + 2 * target.messages;
  const dir = mkdtempSync(join(tmpdir(), "msgform-bench-state-"));
  const args = ["--state-dir", dir];
  try {
    const empty = await timedStart([]);
    await empty.emu.close();
    const first = await timedStart(args);
    await first.emu.setRateLimits("off");
    const filler = new Filler(first.emu, first.emu.primary.keys.live, first.emu.primary.accountId);
    progress(`restart: filling a state dir with ${objects} objects`);
    const t0 = performance.now();
    await filler.fill({ ...target, keys: target.keys - 2 }, { keys: 0, numbers: 0, messages: 0 });
    const fillSeconds = round((performance.now() - t0) / 1000, 1);
    await sleep(2500); // past the flush interval: what SIGKILL may lose is only the last second
    const beforeKill = await first.emu.memory();
    await first.emu.kill("SIGKILL");
    const onDisk = { snapshot_mb: size(dir, "snapshot.ndjson"), journal_mb: size(dir, "journal.ndjson") };

    progress("restart: after SIGKILL");
    const afterKill = await timedStart(args);
    const oldKey = filler.keys[filler.keys.length - 1]!;
    const check = await afterKill.emu.api("GET", "/v1/numbers?limit=1", oldKey);
    const listed = await afterKill.emu.api<{ data: unknown[] }>("GET", "/v1/messages?limit=100", oldKey);
    const t1 = performance.now();
    await afterKill.emu.kill("SIGTERM");
    const stopSeconds = round((performance.now() - t1) / 1000, 2);

    progress("restart: after SIGTERM");
    const afterTerm = await timedStart(args);
    const memory = await afterTerm.emu.memory();
    const check2 = await afterTerm.emu.api("GET", "/v1/numbers?limit=1", oldKey);
    await afterTerm.emu.close();
    return {
      setup:
        `one emulator process with --state-dir, rate limits off, filled over HTTPS: ${target.keys} keys, ` +
        `${target.numbers} numbers, ${target.messages} inbound messages (+ as many events); killed 2.5 s after the ` +
        "fill; start time = spawn of `msgform emulator` to its start line",
      objects,
      fill_seconds: fillSeconds,
      on_disk_at_kill: onDisk,
      start_seconds_empty: empty.seconds,
      start_seconds_after_sigkill: afterKill.seconds,
      sigterm_shutdown_seconds: stopSeconds,
      on_disk_after_sigterm: { snapshot_mb: size(dir, "snapshot.ndjson"), journal_mb: size(dir, "journal.ndjson") },
      start_seconds_after_sigterm: afterTerm.seconds,
      old_key_works_after_sigkill: check.status === 200,
      old_key_works_after_sigterm: check2.status === 200,
      messages_page_after_sigkill: listed.body.data?.length ?? null,
      rss_mb_before_kill: beforeKill?.rssMb,
      rss_mb_after_restart: memory?.rssMb,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
