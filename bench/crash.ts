// Issue 13 item 6: secrets lost and duplicate objects after SIGKILL at random moments of a real
// `msgform apply` followed by a re-run (goal 0 and 0), and duplicates after four concurrent applies
// of one configuration (goal 0). Each round applies a fresh configuration of seven objects whose
// secrets the service shows once (five API keys, two webhook endpoints) to a separate emulator
// process; kill moments are spread over the measured length of an uninterrupted apply.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { progress, round } from "./common";
import { EmulatorProcess, type KeyPair, ROOT } from "./emulator";

const MAIN = join(ROOT, "dist", "cli", "main.js");
const KEYS = ["ci", "deploy", "billing", "support", "reports"];
const HOOKS = ["orders", "alerts"];
const KILLS = Number(process.env.BENCH_KILLS ?? 20);

type Sink = Record<string, Record<string, Record<string, string>>>;

function writeConfig(dir: string, configuration: string): string {
  const file = join(dir, `${configuration}.yaml`);
  const keys = KEYS.map((n) => `  ${n}:\n    name: ${n}\n    scopes: [messages:read]\n    revokeQuietSeconds: 0\n`).join("");
  const hooks = HOOKS.map((n) => `  ${n}:\n    url: http://127.0.0.1:9/${n}\n    enabledEvents: [message.delivered]\n`).join("");
  writeFileSync(file, `version: 1\nconfiguration: ${configuration}\napi_keys:\n${keys}webhook_endpoints:\n${hooks}`);
  return file;
}

/** Runs `msgform apply`; with `killAfterMs`, SIGKILL from outside at that moment. Resolves the exit code (null if killed). */
function apply(emu: EmulatorProcess, config: string, sink: string, killAfterMs?: number): Promise<number | null> {
  const env = {
    PATH: process.env.PATH,
    MSGFORM_BASE_URL: emu.baseUrl,
    MSGFORM_KEY_ID: emu.primary.keys.live.id,
    MSGFORM_KEY_SECRET: emu.primary.keys.live.secret,
    MSGFORM_CA_FILE: emu.caFile,
  };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN, "apply", config, "--yes", "--secrets-out", sink], { env, stdio: "ignore" });
    const timer = killAfterMs === undefined ? undefined : setTimeout(() => child.kill("SIGKILL"), killAfterMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

interface Owned {
  id: string;
  name: string;
  section: "api_keys" | "webhook_endpoints";
}

async function owned(emu: EmulatorProcess, configuration: string): Promise<Owned[]> {
  const key = emu.primary.keys.live;
  type Item = { id: string; metadata: Record<string, string> };
  const keys = await emu.must<{ data: Item[] }>("GET", "/v1/keys?status=active&limit=100", key);
  const hooks = await emu.must<{ data: Item[] }>("GET", "/v1/webhook_endpoints?limit=100", key);
  const mine = (section: Owned["section"]) => (o: Item) =>
    o.metadata["msgform:config"] === configuration ? [{ id: o.id, name: o.metadata["msgform:name"]!, section }] : [];
  return [...keys.data.flatMap(mine("api_keys")), ...hooks.data.flatMap(mine("webhook_endpoints"))];
}

/** Duplicates (objects beyond one per declaration) and secrets missing or refused in each sink. */
async function audit(emu: EmulatorProcess, configuration: string, sinks: string[]) {
  const live = await owned(emu, configuration);
  const names = [...KEYS.map((n) => `api_keys.${n}`), ...HOOKS.map((n) => `webhook_endpoints.${n}`)];
  const count = (n: string) => live.filter((o) => `${o.section}.${o.name}` === n).length;
  const duplicates = names.reduce((sum, n) => sum + Math.max(0, count(n) - 1), 0);
  const missing = names.filter((n) => count(n) === 0).length;
  let lost = 0;
  for (const file of sinks) {
    const sink: Sink = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Sink) : {};
    for (const o of live) {
      const entry = sink[o.section]?.[o.name];
      const secret = o.section === "api_keys" ? entry?.secret : entry?.signingSecret;
      if (entry?.id !== o.id || !secret) lost++;
      else if (o.section === "api_keys" && (await emu.api("GET", "/v1/me", { id: o.id, secret } as KeyPair)).status !== 200) lost++;
    }
  }
  return { duplicates, missing, lost, live };
}

async function cleanUp(emu: EmulatorProcess, live: Owned[]): Promise<void> {
  const key = emu.primary.keys.live;
  for (const o of live) {
    if (o.section === "webhook_endpoints") await emu.api("DELETE", `/v1/webhook_endpoints/${o.id}`, key);
    else await emu.api("POST", `/v1/keys/${o.id}/revoke`, key, {});
  }
}

/** A fixed spread of kill moments: the same figures on every run of the bench. */
function killMoments(n: number, spanMs: number): number[] {
  let x = 0x2545f491;
  return Array.from({ length: n }, () => {
    x = (x * 1103515245 + 12345) >>> 0;
    return Math.round(spanMs * (0.15 + 0.85 * (x / 2 ** 32)));
  });
}

export async function crashSection() {
  const emu = await EmulatorProcess.start([]);
  const dir = mkdtempSync(join(tmpdir(), "msgform-bench-crash-"));
  try {
    await emu.setRateLimits("off");
    const t0 = performance.now();
    const first = await apply(emu, writeConfig(dir, "timing"), join(dir, "timing.json"));
    const spanMs = performance.now() - t0;
    await cleanUp(emu, (await audit(emu, "timing", [])).live);
    const kills = { rounds: 0, killed: 0, reruns_failed: 0, secrets_lost: 0, duplicates: 0, missing: 0 };
    for (const [i, ms] of killMoments(KILLS, spanMs).entries()) {
      const configuration = `kill-${i}`;
      const config = writeConfig(dir, configuration);
      const sink = join(dir, `${configuration}.json`);
      if ((await apply(emu, config, sink, ms)) === null) kills.killed++;
      if ((await apply(emu, config, sink)) !== 0) kills.reruns_failed++;
      const a = await audit(emu, configuration, [sink]);
      kills.rounds = i + 1;
      kills.secrets_lost += a.lost;
      kills.duplicates += a.duplicates;
      kills.missing += a.missing;
      await cleanUp(emu, a.live);
      progress(`crash: round ${i + 1}/${KILLS} killed at ${ms} ms: lost ${a.lost}, duplicates ${a.duplicates}`);
    }
    const sinks = ["a", "b", "c", "d"].map((s) => join(dir, `concurrent-${s}.json`));
    const config = writeConfig(dir, "concurrent");
    const codes = await Promise.all(sinks.map((s) => apply(emu, config, s)));
    const c = await audit(emu, "concurrent", sinks);
    return {
      uninterrupted_apply_exit: first,
      uninterrupted_apply_seconds: round(spanMs / 1000, 2),
      sigkill: { ...kills, goal: "0 secrets lost, 0 duplicates" },
      concurrent: {
        applies: sinks.length,
        exit_codes: codes,
        duplicates: c.duplicates,
        missing: c.missing,
        secrets_missing_in_sinks: c.lost,
        goal: "0 duplicates",
      },
    };
  } finally {
    await emu.close();
  }
}
