import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { afterAll, beforeAll, expect } from "vitest";
import { type EmulatorInstance, startInstance } from "../../../emulator/instance";
import { clientOf, EmulatorProcess, type StartLine } from "../../helpers/emulatorProcess";

/** A line of the state files as format version 2 writes it: `<crc32 hex>\t<payload>\n`. */
export const checked = (payload: string) => crc32(payload).toString(16).padStart(8, "0") + "\t" + payload + "\n";

/** Lines of a file, each with its newline. */
export const linesOf = (text: string) => text.split(/(?<=\n)/);

export const payload = (line: string) => line.slice(9).replace(/\n$/, "");

/** The lines of the journal's committed batches: [first line index, commit line index] per batch. */
export function batches(lines: string[]): [number, number][] {
  const out: [number, number][] = [];
  let start = 2;
  lines.forEach((l, i) => {
    if (payload(l).startsWith("{\"commit\"")) {
      out.push([start, i]);
      start = i + 1;
    }
  });
  return out;
}

/** A crafted batch appended after the journal's last: its records, then a commit that matches them. */
export function extraBatch(journal: string, recordPayloads: string[]): string {
  const lines = linesOf(journal);
  const last = batches(lines).at(-1);
  const seq = last ? (JSON.parse(payload(lines[last[1]]!)).commit.seq as number) + 1 : 1;
  // The batch's checksum: FNV-1a over its lines' checksums.
  let sum = 2166136261;
  let text = "";
  for (const p of recordPayloads) {
    sum = Math.imul(sum ^ crc32(p), 16777619) >>> 0;
    text += checked(p);
  }
  return text + checked(JSON.stringify({ commit: { seq, records: recordPayloads.length, crc: sum.toString(16).padStart(8, "0") } }));
}

/**
 * A made directory's files as format version 1 wrote them: the same records, no checksums,
 * "commit" lines, no opening or end lines, signing secrets in clear.
 */
export function format1(made: Made): { snapshot: string; journal: string } {
  const v1 = (text: string) =>
    linesOf(text)
      .map((l, i) => {
        if (i === 0) return l.replace("\"version\":2", "\"version\":1");
        const p = payload(l);
        if (p.startsWith("{\"commit\"")) return "commit\n";
        return p.startsWith("{") ? "" : p + "\n";
      })
      .join("");
  const plain = (text: string) => text.replace(/"secret":"sealed:v1:[^"]*"/, `"secret":"${made.endpointSecret}"`);
  return { snapshot: plain(v1(made.snapshot)), journal: v1(made.journal) };
}

export interface Made {
  dir: string;
  snapshot: string;
  journal: string;
  key: string;
  accountId: string;
  keyIds: string[];
  endpointSecret: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A state directory written by real emulator processes: a snapshot (after a SIGTERM), then a
 * journal of several batches (changes a flush interval apart, then SIGKILL).
 */
async function makeStateDir(): Promise<Made> {
  const dir = mkdtempSync(join(tmpdir(), "msgform-integrity-"));
  const start = async () => {
    const p = EmulatorProcess.spawn(["--state-dir", dir]);
    const line: StartLine = await p.line();
    return { p, line, c: clientOf(line) };
  };
  const first = await start();
  const boot = { id: first.line.keys.live.id, secret: first.line.keys.live.secret! };
  const ep = await first.c.api(boot, "POST", "/v1/webhook_endpoints", { url: "https://example.com/hook", enabled_events: ["number.released"] });
  const keyIds: string[] = [];
  keyIds.push((await first.c.api(boot, "POST", "/v1/keys", { name: "k0", scopes: ["numbers:read"] })).body.id);
  await first.c.close();
  await first.p.kill("SIGTERM");
  const second = await start();
  for (let i = 1; i <= 3; i++) {
    keyIds.push((await second.c.api(boot, "POST", "/v1/keys", { name: `k${i}`, scopes: ["numbers:read"] })).body.id);
    await sleep(1300); // one batch each
  }
  await second.c.close();
  await second.p.kill("SIGKILL");
  const read = (name: string) => readFileSync(join(dir, name), "utf8");
  return {
    dir,
    snapshot: read("snapshot.ndjson"),
    journal: read("journal.ndjson"),
    key: read("state.key"),
    accountId: first.line.account_id,
    keyIds,
    endpointSecret: ep.body.secret,
  };
}

/** A scratch copy of a made directory with the given file contents. */
export function scratch(made: Made, files: { snapshot?: string | Buffer; journal?: string | Buffer } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "msgform-integrity-copy-"));
  cpSync(made.dir, dir, { recursive: true });
  rmSync(join(dir, "lock"), { force: true });
  if (files.snapshot !== undefined) writeFileSync(join(dir, "snapshot.ndjson"), files.snapshot);
  if (files.journal !== undefined) writeFileSync(join(dir, "journal.ndjson"), files.journal);
  return dir;
}

/** Starts in this process; the refusal's message, or the running emulator and the notices it gave. */
export async function startIn(
  dir: string,
  extra: { moveDamagedAside?: boolean } = {},
): Promise<{ refused: string } | { emu: EmulatorInstance; notices: string[] }> {
  const notices: string[] = [];
  try {
    const emu = await startInstance({ stateDir: dir, notice: (l) => notices.push(l), ...extra });
    return { emu, notices };
  } catch (e) {
    return { refused: (e as Error).message };
  }
}

/** The directory's state files and their bytes (not the lock, nor the CA, which every start writes anew). */
export function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    if (name !== "lock" && name !== "ca.pem") out[name] = readFileSync(join(dir, name), "latin1");
  }
  return out;
}

/**
 * The start is refused on one line that names `file` (a path in `dir`) and matches `pattern`; no
 * file was changed, added or removed, and the lock is released.
 */
export async function expectRefused(dir: string, file: string, pattern = /damaged at line \d+/): Promise<string> {
  const before = filesOf(dir);
  const r = await startIn(dir);
  if (!("refused" in r)) {
    await r.emu.close();
    throw new Error(`started although ${file} was damaged`);
  }
  expect(r.refused).not.toContain("\n");
  expect(r.refused).toContain(join(dir, file));
  expect(r.refused).toMatch(pattern);
  expect(filesOf(dir), "no file was changed").toEqual(before);
  expect(existsSync(join(dir, "lock")), "the lock is released").toBe(false);
  return r.refused;
}

/**
 * A test file's state directory, made once (beforeAll), with scratch copies of it; every directory
 * made or tracked is removed after the file.
 */
export function sharedStateDir() {
  let made: Made | undefined;
  const dirs: string[] = [];
  beforeAll(async () => {
    made = await makeStateDir();
    dirs.push(made.dir);
  }, 60_000);
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  return {
    get made(): Made {
      return made!;
    },
    track: (dir: string) => void dirs.push(dir),
    copy(files: Parameters<typeof scratch>[1] = {}): string {
      const d = scratch(made!, files);
      dirs.push(d);
      return d;
    },
  };
}
