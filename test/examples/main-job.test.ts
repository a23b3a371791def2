import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expectNoSecrets, groupMembers, ROOT, secretsIn } from "./support";

/**
 * `npm start` (issue 8): the compiled main job as a child process, with no terminal, as CI runs
 * it. It must walk every step, receive and verify a real delivery, show drift with exit 2, converge,
 * print no secret, leave no process behind in its process group, and end by itself.
 */
const MAIN = join(ROOT, "dist", "examples", "main-job", "index.js");

interface MainRun {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
  /** Processes left in the job's process group once it exited. */
  left: string[];
}

function runMain(env: Record<string, string>): Promise<MainRun> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, ...env },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 58_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      const left = groupMembers(child.pid!);
      if (left.length > 0) process.kill(-child.pid!, "SIGKILL");
      resolve({ code: code ?? -1, stdout, stderr, ms: Date.now() - started, left });
    });
  });
}

const tmpOf = (stdout: string) => /temporary folder: (\S+)/.exec(stdout)?.[1];

describe("npm start: the main job", () => {
  it("walks validate, plan, apply, a verified delivery, drift (exit 2), apply, drift (exit 0); no secret printed", async () => {
    const r = await runMain({ NO_COLOR: "1", MSGFORM_MAIN_KEEP_TMP: "1" });
    const tmp = tmpOf(r.stdout);
    try {
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.ms).toBeLessThan(60_000);
      // One line per step, before it runs.
      for (let i = 1; i <= 9; i++) expect(r.stdout).toMatch(new RegExp(`^▶ ${i}/9 \\w`, "m"));
      for (const cmd of ["validate", "plan", "apply", "drift"]) expect(r.stdout).toContain(`$ msgform ${cmd} examples/main-job/account.yaml`);
      // The CLI's own output, indented under its step.
      expect(r.stdout).toMatch(/^ {4}│ Plan: 5 to create, 1 to update, 0 to replace, 0 to delete\.$/m);
      expect(r.stdout).toMatch(/^ {4}│ Apply: 6 done, 0 failed, 0 skipped\.$/m);
      expect(r.stdout).toMatch(/secrets file: \S+secrets\.json \(mode 0600\)/);
      // The emulator's console: its address, with the token that signs a browser in.
      expect(r.stdout).toMatch(/console {4}http:\/\/127\.0\.0\.1:\d+\/console\?token=[A-Za-z0-9_-]{43} /);
      // The receiver verified real deliveries and rejected a forged one.
      expect(r.stdout).toMatch(/receiver: ✓ 200 message\.sent evt_\w+ \(msg_\w+ sent\): signature verified/);
      expect(r.stdout).toMatch(/receiver: ✓ 200 message\.delivered evt_\w+ \(msg_\w+ delivered\): signature verified/);
      expect(r.stdout).toContain("a forged delivery (signed with another secret) gets 400: rejected");
      // Drift caught with exit 2 and the fields named; then converged; then clean.
      const drift = r.stdout.slice(r.stdout.indexOf("▶ 7/9"), r.stdout.indexOf("▶ 8/9"));
      expect(drift).toContain("description: account has \"edited in the console\", config says \"delivery receipts and registration changes\"");
      expect(drift).toContain("~ ip_allowlist");
      expect(drift).toContain("✓ exit 2 (expected 2)");
      // The example's README shows this step as an excerpt of a real run: it is one, but for ports and ids.
      const readme = readFileSync(join(ROOT, "examples", "main-job", "README.md"), "utf8");
      const excerpt = /```text\n(▶ 7\/9 [\s\S]*?)\n```/.exec(readme)?.[1];
      const anyRun = (text: string) => text.replace(/127\.0\.0\.1:\d+/g, "127.0.0.1:PORT").replace(/\b(we|svc_live_k)_\w+/g, "$1_ID");
      expect(excerpt).toBeDefined();
      expect(anyRun(drift)).toContain(anyRun(excerpt!));
      expect(r.stdout.slice(r.stdout.indexOf("▶ 8/9"))).toMatch(/Apply: 2 done, 0 failed, 0 skipped\./);
      const last = r.stdout.slice(r.stdout.indexOf("▶ 9/9"));
      expect(last).toContain("No drift.");
      expect(last).toContain("✓ exit 0");
      expect(r.stdout).toMatch(/✓ done in \d+\.\d s/);
      // NO_COLOR and no terminal: plain text.
      expect(r.stdout + r.stderr).not.toContain("\u001b[");
      // No secret: neither the ones the apply created (kept for this check) nor anything shaped like one.
      expect(tmp).toBeDefined();
      const sink = join(tmp!, "secrets.json");
      expect(statSync(sink).mode & 0o777).toBe(0o600);
      const secrets = secretsIn(sink);
      expect(secrets.length).toBe(2);
      expectNoSecrets([r.stdout, r.stderr], secrets);
      expect(r.stdout).not.toContain("[REDACTED]");
      // Ended by itself, everything closed: no leak report, nothing left in its process group.
      expect(r.stderr).not.toContain("still running");
      expect(r.left).toEqual([]);
    } finally {
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    }
  });

  it("removes its temporary folder (the secrets file with it) and says so", async () => {
    const r = await runMain({});
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const tmp = tmpOf(r.stdout);
    expect(tmp).toBeDefined();
    expect(existsSync(tmp!)).toBe(false);
    expect(r.stdout).toContain(`${tmp} was removed, the secrets file with it`);
    // The console's link was printed while it answered: the end says how to keep it open.
    expect(r.stdout).toContain("it closes when the job ends; MSGFORM_MAIN_CONSOLE=1 npm start keeps it open until Ctrl-C");
    expect(r.stdout).toContain("to look around in the emulator's console afterwards: MSGFORM_MAIN_CONSOLE=1 npm start");
    expect(r.left).toEqual([]);
    expect(r.stderr).toBe("");
  });

  it("MSGFORM_MAIN_CONSOLE=1: the console printed at the start answers after the job, until Ctrl-C (SIGINT) closes it", async () => {
    const child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, MSGFORM_MAIN_CONSOLE: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    child.stdout.on("data", (d) => (stdout += d));
    const closed = new Promise<number | null>((resolve) => child.on("close", resolve));
    try {
      await expect.poll(() => stdout, { timeout: 55_000, interval: 200 }).toContain("press Ctrl-C to stop it and clean up");
      const url = /console {4}(http:\/\/127\.0\.0\.1:\d+\/console\?token=\S+)/.exec(stdout)?.[1];
      expect(url).toBeDefined();
      expect(stdout).not.toContain("it closes when the job ends");
      // The link signs a browser in: a redirect to the console that sets its cookie.
      const page = await fetch(url!, { redirect: "manual" });
      expect(page.status).toBe(303);
      expect(page.headers.get("set-cookie")).toBeTruthy();
      await page.arrayBuffer();
      child.kill("SIGINT");
      expect(await closed).toBe(0);
      await expect(fetch(url!)).rejects.toThrow();
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("is what npm start runs, after a build (a clean clone has no dist/)", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe("npm run build && node dist/examples/main-job/index.js");
  });
});
