import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SINK_JS, SINK_WRITER } from "../helpers/sinkWriter";
import { stoppedReaper, unrelatedProcess } from "../helpers/stoppedReaper";

// Several real processes write to one secrets sink whose lock a killed process left behind: every
// writer sees a dead holder at once, so a takeover that is not atomic lets two of them in together
// and one's rename drops the other's secret while both report success.

const WRITERS = 6;
const PER_WRITER = 40;
const ROUNDS = 5;
const root = mkdtempSync(join(tmpdir(), "msgform-sink-race-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Writer {
  kill(): void;
  done: Promise<{ code: number | null; written: string[]; err: string }>;
}

function writer(file: string, me: string, go: string): Writer {
  const child = spawn(process.execPath, ["-e", SINK_WRITER, SINK_JS, file, me, String(PER_WRITER), go]);
  let out = "";
  let err = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (err += d));
  return {
    kill: () => child.kill("SIGKILL"),
    done: new Promise((resolve) => {
      child.on("exit", (code) => resolve({ code, written: out.split("\n").filter(Boolean), err }));
    }),
  };
}

async function round(n: number, staleLock: string): Promise<void> {
  const dir = mkdtempSync(join(root, `r${n}-`));
  const file = join(dir, "secrets.json");
  const go = join(dir, "go");
  writeFileSync(`${file}.lock`, staleLock);
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(file, `w${w}`, go));
  // Every writer has opened the sink before any writes: they all meet the stale lock together.
  await new Promise((r) => setTimeout(r, 600));
  writeFileSync(go, "");
  // Two writers are killed mid-run, most likely holding the lock: stale locks again, under load.
  for (const victim of [writers[0]!, writers[1]!]) {
    await new Promise((r) => setTimeout(r, 30 + Math.random() * 120));
    victim.kill();
  }
  const results = await Promise.all(writers.map((w) => w.done));
  for (const r of results.slice(2)) {
    expect(r.code, r.err).toBe(0);
    expect(r.written).toHaveLength(PER_WRITER);
  }
  const doc = JSON.parse(readFileSync(file, "utf8")) as { api_keys: Record<string, { id: string; secret: string }> };
  const missing = results.flatMap((r) => r.written).filter((name) => {
    const [w, i] = name.split("-");
    return doc.api_keys[name]?.secret !== `s_${w}_${i}` || doc.api_keys[name]?.id !== `k_${w}_${i}`;
  });
  expect(missing, `round ${n}: secrets reported written but missing`).toEqual([]);
  // Whatever the killed writers left behind (a lock, a temporary file holding secrets) goes with the next write.
  const last = writer(file, "last", go);
  expect((await last.done).code).toBe(0);
  expect(existsSync(`${file}.lock`)).toBe(false);
  expect(readdirSync(dir).filter((f) => f !== "secrets.json" && f !== "go")).toEqual([]);
}

describe("the secrets sink under racing writers", () => {
  it.skipIf(!existsSync(SINK_JS))(
    `${WRITERS} processes over a stale lock, two killed mid-run, ${ROUNDS} rounds: every secret reported written is in the sink`,
    async () => {
      for (let n = 0; n < ROUNDS; n++) {
        // A lock of this version (pid and nonce) and one of an earlier version (pid only), both dead.
        await round(n, n % 2 === 0 ? "999999999" : "999999999 0123456789abcdef01234567\n");
      }
    },
    120_000,
  );

  it.skipIf(!existsSync(SINK_JS))("a probe left by a process killed while opening the sink goes with the next write; a running one's stays", async () => {
    const dir = mkdtempSync(join(root, "probe-"));
    const file = join(dir, "secrets.json");
    // What a writer killed between making its probe and removing it leaves (the sink is opened without the lock).
    const dead = ".msgform-probe-999999999-0123456789abcdef";
    const running = `.msgform-probe-${process.pid}-89abcdef01234567`;
    writeFileSync(join(dir, dead), "");
    writeFileSync(join(dir, running), "");
    writeFileSync(join(dir, "go"), "");
    const r = await writer(file, "solo", join(dir, "go")).done;
    expect(r.code, r.err).toBe(0);
    expect(readdirSync(dir).sort()).toEqual([running, "go", "secrets.json"].sort());
  });

  it.skipIf(!existsSync(SINK_JS))("a claim left by a reaper that died is taken over too", async () => {
    const dir = mkdtempSync(join(root, "claim-"));
    const file = join(dir, "secrets.json");
    writeFileSync(`${file}.lock`, "999999999 0123456789abcdef01234567\n");
    // A process killed between placing its claim on the dead lock and removing the lock.
    writeFileSync(`${file}.lock.reap-0123456789abcdef01234567`, "999999998 89abcdef0123456789abcdef\n");
    writeFileSync(join(dir, "go"), "");
    const r = await writer(file, "solo", join(dir, "go")).done;
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8")).api_keys["solo-0"].secret).toBe("s_solo_0");
    expect(readdirSync(dir).sort()).toEqual(["go", "secrets.json"]);
  });

  it.skipIf(!existsSync(SINK_JS))(
    "a stale lock whose takeover a stopped (SIGSTOP) process claimed: SecretsSink.write ends with one line naming the claim; killed, its claim is cleaned up",
    async () => {
      const dir = mkdtempSync(join(root, "stopped-"));
      const file = join(dir, "secrets.json");
      writeFileSync(`${file}.lock`, "999999999 0123456789abcdef01234567\n");
      writeFileSync(join(dir, "go"), "");
      const reaper = await stoppedReaper(`${file}.lock`);
      const r = await writer(file, "w", join(dir, "go")).done;
      expect(r.code).not.toBe(0);
      expect(r.written).toEqual([]);
      const line = r.err.split("\n").find((l) => l.startsWith("Error: "));
      expect(line, r.err).toContain(`${file}.lock is held by process 999999999, which is no longer running`);
      expect(line).toContain(`process ${reaper.pid} claimed its takeover (${reaper.claim})`);
      // A claim naming a live process that is no msgform (a reused pid) ends the wait the same way.
      const other = unrelatedProcess();
      try {
        writeFileSync(reaper.claim, `${other.pid} 89abcdef0123456789abcdef\n`);
        const again = await writer(file, "w", join(dir, "go")).done;
        expect(again.err).toContain(`process ${other.pid} claimed its takeover (${reaper.claim})`);
      } finally {
        other.kill();
      }
      await reaper.kill();
      writeFileSync(reaper.claim, `${reaper.pid} 89abcdef0123456789abcdef\n`); // a dead process's claim
      const ok = await writer(file, "w", join(dir, "go")).done;
      expect(ok.code, ok.err).toBe(0);
      expect(ok.written).toHaveLength(PER_WRITER);
      expect(readdirSync(dir).sort()).toEqual(["go", "secrets.json"]);
    },
    60_000,
  );
});
