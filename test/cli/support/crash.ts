import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { endpointsOf } from "../../../emulator/delivery/model";
import { createClient } from "../../../sdk";
import type { TestEmulator } from "../../helpers/emulator";
import { CLI } from "../run";

export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** The built CLI as a child process; `killAfterMs` sends it SIGKILL from outside at that moment. */
export function apply(args: string[], env: Record<string, string>, killAfterMs?: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const timer = killAfterMs === undefined ? undefined : setTimeout(() => child.kill("SIGKILL"), killAfterMs);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

const API_KEYS = ["ci", "deploy", "billing", "support", "reports"];
const ENDPOINTS = ["orders", "alerts"];

/** A configuration with seven objects whose secrets the service shows once. */
export function writeConfig(dir: string, configuration: string): string {
  const file = join(dir, `${configuration}.yaml`);
  const keys = API_KEYS.map((n) => `  ${n}:\n    name: ${n} key\n    scopes: [messages:read]\n    revokeQuietSeconds: 0\n`).join("");
  const hooks = ENDPOINTS.map((n) => `  ${n}:\n    url: http://127.0.0.1:9/hooks/${n}\n    enabledEvents: [message.delivered]\n`).join("");
  writeFileSync(file, `version: 1\nconfiguration: ${configuration}\napi_keys:\n${keys}webhook_endpoints:\n${hooks}`);
  return file;
}

interface Owned {
  id: string;
  name: string;
}

/** The live objects a configuration owns, by its markers. */
export async function owned(t: TestEmulator, configuration: string): Promise<{ keys: Owned[]; endpoints: Owned[] }> {
  const { baseUrl, caFile, keys } = t.emu;
  const c = createClient({ baseUrl, keyId: keys.live.id, keySecret: keys.live.secret, caFile });
  try {
    const mine = (m: Record<string, string> | undefined) => m?.["msgform:config"] === configuration;
    const keys = (await c.keys.list({ status: "active", limit: 100 }).toArray())
      .filter((k) => mine(k.metadata))
      .map((k) => ({ id: k.id, name: k.metadata!["msgform:name"]! }));
    const endpoints = (await c.webhooks.list({ limit: 100 }).toArray())
      .filter((w) => mine(w.metadata))
      .map((w) => ({ id: w.id, name: w.metadata!["msgform:name"]! }));
    return { keys, endpoints };
  } finally {
    await c.close();
  }
}

/**
 * The account has exactly one object per declaration, and every sink holds each one's secret,
 * as the service accepts it: each key secret authenticates, each signing secret is the endpoint's.
 */
export async function expectConverged(
  t: TestEmulator,
  configuration: string,
  sinks: Record<string, unknown>[],
): Promise<void> {
  const live = await owned(t, configuration);
  expect(live.keys.map((k) => k.name).sort()).toEqual([...API_KEYS].sort());
  expect(live.endpoints.map((w) => w.name).sort()).toEqual([...ENDPOINTS].sort());
  const account = t.emu.core.state.accounts.get(t.emu.accountId)!;
  for (const sink of sinks as Record<string, Record<string, Record<string, string>>>[]) {
    for (const k of live.keys) {
      const entry = sink.api_keys?.[k.name];
      expect(entry?.id, `api_keys.${k.name}`).toBe(k.id);
      const me = await t.api("GET", "/v1/me", { key: { id: k.id, secret: entry!.secret! } });
      expect(me.status, `api_keys.${k.name} secret authenticates`).toBe(200);
    }
    for (const w of live.endpoints) {
      const entry = sink.webhook_endpoints?.[w.name];
      expect(entry?.id, `webhook_endpoints.${w.name}`).toBe(w.id);
      const stored = endpointsOf(t.emu.core, account, "live").get(w.id)!.secret;
      expect(entry!.signingSecret, `webhook_endpoints.${w.name} signing secret`).toBe(stored);
    }
  }
}

/** Deletes a configuration's endpoints and revokes its keys (the account allows 10 endpoints). */
export async function cleanUp(t: TestEmulator, configuration: string): Promise<void> {
  const live = await owned(t, configuration);
  for (const w of live.endpoints) await t.api("DELETE", `/v1/webhook_endpoints/${w.id}`);
  for (const k of live.keys) await t.api("POST", `/v1/keys/${k.id}/revoke`, { body: {} });
}
