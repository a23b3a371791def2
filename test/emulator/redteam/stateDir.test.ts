// The emulator's state directory (--state-dir) as a hostile local user would set it up: the directory
// and every directory on the way to it are checked on their descriptors (sdk/files/checked.ts). A
// directory others can write, a link or a parent of another user, a parent others can rename in: each
// refused at once with one line naming the path, what is wrong and the fix; nothing written there.
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { EmulatorProcess } from "../../helpers/emulatorProcess";

const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), "msgform-statedir-"));
const running: EmulatorProcess[] = [];

afterEach(async () => {
  for (const p of running.splice(0)) await p.kill("SIGKILL");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The emulator on `stateDir` exits 1 with one line on stderr, which is returned. */
async function refused(stateDir: string): Promise<string> {
  const p = EmulatorProcess.spawn(["--state-dir", stateDir]);
  running.push(p);
  expect((await p.exit).code).toBe(1);
  const lines = p.stderr.trim().split("\n");
  expect(lines, p.stderr).toHaveLength(1);
  expect(lines[0]).toContain(`cannot use ${stateDir} as the emulator's state directory: `);
  expect(lines[0]).toContain("choose another --state-dir");
  return lines[0]!;
}

describe("the state directory, set up by another user", () => {
  it("a state directory others can write is refused, not tightened: files may have been put in it", async () => {
    const wide = join(dir, "wide");
    mkdirSync(wide);
    chmodSync(wide, 0o777);
    const problem = /wide is writable by others \(mode 0777\), who may have put files in it; run chmod 700 /;
    expect(await refused(wide)).toMatch(problem);
    expect(readdirSync(wide)).toEqual([]);
    expect(statSync(wide).mode & 0o777).toBe(0o777);
  });

  it("one under a directory others can rename in (no sticky bit) is refused and not created", async () => {
    const open = join(dir, "open");
    mkdirSync(open);
    chmodSync(open, 0o777);
    const problem = /open is writable by others without the sticky bit \(mode 0777\), so they can rename what is in it/;
    expect(await refused(join(open, "state"))).toMatch(problem);
    expect(existsSync(join(open, "state"))).toBe(false);
  });

  it("one under a sticky shared directory (as /tmp) is made 0700 and used", async () => {
    const sticky = join(dir, "sticky");
    mkdirSync(sticky);
    chmodSync(sticky, 0o1777);
    const p = EmulatorProcess.spawn(["--state-dir", join(sticky, "state")]);
    running.push(p);
    await p.line();
    expect(statSync(join(sticky, "state")).mode & 0o777).toBe(0o700);
  });

  it("a state directory others may only read is made 0700 on its descriptor and used", async () => {
    const readable = join(dir, "readable");
    mkdirSync(readable);
    chmodSync(readable, 0o755);
    const p = EmulatorProcess.spawn(["--state-dir", readable]);
    running.push(p);
    await p.line();
    expect(statSync(readable).mode & 0o777).toBe(0o700);
  });

  it.runIf(asRoot)("a directory of another user, a link of another user, or a parent of another user is refused", async () => {
    const theirs = join(dir, "theirs");
    mkdirSync(theirs, { mode: 0o700 });
    chownSync(theirs, NOBODY, NOBODY);
    expect(await refused(theirs)).toMatch(new RegExp(`theirs belongs to user ${NOBODY}, not to you`));

    const mine = join(dir, "mine");
    mkdirSync(mine, { mode: 0o700 });
    const link = join(dir, "their-link");
    symlinkSync(mine, link);
    execFileSync("chown", ["-h", `${NOBODY}:${NOBODY}`, link]);
    expect(await refused(link)).toMatch(new RegExp(`their-link, a symbolic link of user ${NOBODY}'s, who can point it elsewhere`));
    expect(readdirSync(mine)).toEqual([]);

    const parent = join(dir, "their-parent");
    mkdirSync(parent, { mode: 0o755 });
    chownSync(parent, NOBODY, NOBODY);
    expect(await refused(join(parent, "state"))).toMatch(new RegExp(`their-parent belongs to user ${NOBODY}, who can rename what is in it`));
  });

  it("a FIFO where the directory should be is refused at once", async () => {
    const pipe = join(dir, "state.fifo");
    execFileSync("mkfifo", ["-m", "600", pipe]);
    expect(await refused(pipe)).toMatch(/state\.fifo is not a directory/);
  });
});
