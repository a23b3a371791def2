// examples/emulator-env.sh as a newcomer meets it: sourced from the wrong folder, before `npm ci`,
// twice in one shell, and `stop_emulator` run twice. Each mistake gets a message that says what to do,
// and no emulator is ever left running.
import { cpSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bash, EXAMPLES, ROOT, scratch } from "./support";

let tmp: { dir: string; remove: () => void };
const env = () => ({ PATH: process.env.PATH, HOME: tmp.dir, TMPDIR: tmp.dir });

beforeAll(() => {
  tmp = scratch("env");
});
afterAll(() => tmp.remove());

describe("source examples/emulator-env.sh", () => {
  it("from a folder other than the repository root: says to cd there, starts nothing", async () => {
    const r = await bash("source emulator-env.sh || echo \"exit $?\"", { cwd: EXAMPLES, env: env() });
    expect(r.stdout).toBe("exit 1\n");
    expect(r.stderr).toBe(
      "emulator-env.sh: source it from the msgform repository root (the folder holding examples/): cd there, then run: source examples/emulator-env.sh\n",
    );
  });

  it("in a clone where `npm ci` has not run (no dist/): says to run it", async () => {
    const clone = join(tmp.dir, "clone");
    mkdirSync(join(clone, "examples"), { recursive: true });
    cpSync(join(EXAMPLES, "emulator-env.sh"), join(clone, "examples", "emulator-env.sh"));
    const r = await bash("source examples/emulator-env.sh || echo \"exit $?\"", { cwd: clone, env: env() });
    expect(r.stdout).toBe("exit 1\n");
    expect(r.stderr).toBe(
      "emulator-env.sh: dist/cli/main.js is missing: run npm ci first (it installs and builds dist/; npm run build rebuilds it)\n",
    );
  });

  it("twice in one shell: the first emulator is stopped (saying so); stop_emulator ends the second; again, says none runs", async () => {
    const script = [
      "source examples/emulator-env.sh",
      "first_pid=$MSGFORM_EMULATOR_PID first_dir=$MSGFORM_EMULATOR_DIR",
      "source examples/emulator-env.sh",
      "if kill -0 \"$first_pid\" 2> /dev/null; then echo 'first still running'; fi",
      "if [ -e \"$first_dir\" ]; then echo 'first folder still there'; fi",
      "echo \"msgform on PATH: $(echo \"$PATH\" | tr ':' '\\n' | grep -c '/msgform-emulator')\"",
      "msgform validate examples/drift-ci/msgform/account.yaml",
      "stop_emulator",
      "stop_emulator",
    ].join("\n");
    const r = await bash(script, { cwd: ROOT, env: env(), timeoutMs: 40_000 });
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines).toEqual([
      expect.stringMatching(/^msgform emulator: https:\/\/127\.0\.0\.1:\d+ /),
      expect.stringMatching(/^msgform emulator: https:\/\/127\.0\.0\.1:\d+ /),
      "msgform on PATH: 1",
      "msgform emulator: stopped",
      "msgform emulator: none is running from this shell (source examples/emulator-env.sh starts one)",
    ]);
    // bash() reports any process left in the shell's group after it exits: none.
    expect(r.stderr.split("\n").slice(0, 2)).toEqual([
      expect.stringMatching(new RegExp(
        "^emulator-env\\.sh: stopping the emulator this shell started before \\(pid \\d+\\); starting a new, empty one$",
      )),
      expect.stringMatching(/^msgform: examples\/drift-ci\/msgform\/account\.yaml: valid/),
    ]);
    expect(r.stderr).not.toContain("left running");
    // Both emulators' folders (the script's and the emulator's CA folder) are gone.
    expect(readdirSync(tmp.dir).filter((n) => n.startsWith("msgform-emulator"))).toEqual([]);
  });
});
