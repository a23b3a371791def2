import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SINK_JS, SINK_WRITER } from "../helpers/sinkWriter";

// Six processes write 25 secrets each through SecretsSink.write at the same instant, on a lock file
// naming a dead process, while another process re-creates that same dead lock whenever the lock is
// free, and CPU hogs beside them keep every process waiting for a core. Each re-created lock is a
// new file with the old text: a takeover that tells the instances apart (by inode or time) lets two
// reapers act on one lock, and the second removes the lock a live writer has just placed; two
// writers then merge at once and one's rename drops the other's secret, both reporting success.

const WRITERS = 6;
const PER_WRITER = 25;
const ROUNDS = Number(process.env.MSGFORM_LOCK_RACE_ROUNDS ?? 6);
const root = mkdtempSync(join(tmpdir(), "msgform-lock-race-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Puts the dead holder's lock back (created exclusively, as any tool would) whenever it is gone, until argv[3] exists. */
const RECREATOR = `
const fs = require("node:fs");
const [lock, text, stop] = process.argv.slice(1);
while (!fs.existsSync(stop)) {
  try { fs.writeFileSync(lock, text, { flag: "wx" }); } catch {}
}
`;

/** Spins until argv[1] exists. */
const HOG = `
const fs = require("node:fs");
for (let i = 0; ; i++) if (i % 1e6 === 0 && fs.existsSync(process.argv[1])) break;
`;

interface Run {
  child: ChildProcess;
  done: Promise<{ code: number | null; out: string; err: string }>;
}

function run(script: string, args: string[]): Run {
  const child = spawn(process.execPath, ["-e", script, ...args]);
  let out = "";
  let err = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (err += d));
  return { child, done: new Promise((resolve) => child.on("exit", (code) => resolve({ code, out, err }))) };
}

async function round(n: number, deadText: string): Promise<void> {
  const dir = mkdtempSync(join(root, `r${n}-`));
  const file = join(dir, "secrets.json");
  const go = join(root, `go-${n}`);
  const stop = join(root, `stop-${n}`);
  writeFileSync(`${file}.lock`, deadText);
  const hogs = [run(HOG, [stop]), run(HOG, [stop])];
  const recreator = run(RECREATOR, [`${file}.lock`, deadText, stop]);
  const writers = Array.from({ length: WRITERS }, (_, w) => run(SINK_WRITER, [SINK_JS, file, `w${w}`, String(PER_WRITER), go]));
  try {
    // Every writer has opened the sink before any writes: they all meet the dead lock together.
    await new Promise((r) => setTimeout(r, 800));
    writeFileSync(go, "");
    const results = await Promise.all(writers.map((w) => w.done));
    const written = results.flatMap((r) => r.out.split("\n").filter(Boolean));
    const doc = JSON.parse(readFileSync(file, "utf8")) as { api_keys: Record<string, { id: string; secret: string }> };
    const missing = written.filter((name) => {
      const [w, i] = name.split("-");
      return doc.api_keys[name]?.secret !== `s_${w}_${i}` || doc.api_keys[name]?.id !== `k_${w}_${i}`;
    });
    expect(missing, `round ${n}: secrets reported written but missing from the sink`).toEqual([]);
    for (const r of results) expect(r.code, r.err).toBe(0);
    expect(written).toHaveLength(WRITERS * PER_WRITER);
  } finally {
    writeFileSync(stop, "");
    for (const w of writers) w.child.kill("SIGKILL");
    await Promise.all([recreator.done, ...hogs.map((h) => h.done)]);
  }
}

describe("the secrets sink's lock under a re-created dead lock and a CPU hog", () => {
  it.skipIf(!existsSync(SINK_JS))(
    `${WRITERS} processes × ${PER_WRITER} secrets, ${ROUNDS} rounds: every write that returned is in the sink`,
    async () => {
      for (let n = 0; n < ROUNDS; n++) {
        // A dead holder's lock of an earlier version (pid only), and of this version (pid and nonce).
        await round(n, n % 2 === 0 ? "999999999\n" : "999999999 0123456789abcdef01234567\n");
      }
    },
    600_000,
  );
});
