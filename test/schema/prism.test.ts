import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer as createHttpsServer, type Server } from "node:https";
import { createServer as createNetServer } from "node:net";
import { join } from "node:path";
import { Agent, request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTlsMaterial, type TlsMaterial } from "../../emulator/tls";
import { EVENT_KINDS } from "../../schema/eventKinds";
import { type CliResult, msgform } from "../cli/run";
import { TestEmulator } from "../helpers/emulator";

/**
 * A contract any tool can serve and judge: Stoplight Prism (`@stoplight/prism-cli`, a dev
 * dependency; CONTRIBUTING, dependencies), from our documents alone.
 *
 * - As a **mock** of schema/openapi.json, behind a small TLS front (the CLI refuses a base URL that is
 *   not HTTPS, rightly; the front's CA goes to the CLI as MSGFORM_CA_FILE), msgform's own CLI runs
 *   `validate`, `plan` and `drift` of every example to completion: the document's examples are lists
 *   that end and rate-limit headers that can be true, and the client stops on a list that does not.
 * - As a **validating proxy** in front of the emulator (service and control API), every response to
 *   this suite's traffic (every operation with the document's own examples, without credentials, with
 *   a key lacking the scope, the platform's error paths, the CLI's plan and apply) must break nothing:
 *   Prism lists what breaks the document in its `sl-violations` header, and the test fails on any
 *   response violation. Request violations are expected where the test sends a bad request on purpose.
 *
 * What Prism cannot judge, and where it is judged instead:
 * - webhooks (OpenAPI 3.1's `webhooks`): Prism neither mocks nor validates them; the deliveries are
 *   checked against their entries with ajv in test/schema/contract.test.ts (spec 6);
 * - empty parameter values (`?cursor=`, `?limit=`): Prism reads an empty query value as absent, so a
 *   request the emulator refuses with 400 (`cursor` has minLength 1) passes its request check;
 *   the emulator's own validation tests cover them;
 * - rules between fields (zod refinements: a lookup's number or numbers, metadata's 20 labels only as
 *   maxProperties) and idempotency, rate limiting and `Connection` semantics, which no document states.
 *
 * Few processes on a small machine: two Prism processes (the mock and the service proxy; the control
 * traffic goes through a third, small one only for the control document), started side by side.
 */

const ROOT = join(__dirname, "..", "..");
const PRISM = join(ROOT, "node_modules", "@stoplight", "prism-cli", "dist", "index.js");
const SERVICE_DOC = join(ROOT, "schema", "openapi.json");
const CONTROL_DOC = join(ROOT, "schema", "control.openapi.json");
const service = JSON.parse(readFileSync(SERVICE_DOC, "utf8"));
const control = JSON.parse(readFileSync(CONTROL_DOC, "utf8"));

async function freePort(): Promise<number> {
  const s = createNetServer();
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

interface Prism {
  child: ChildProcess;
  url: string;
  log: () => string;
}

/** Starts `prism <args>` on a free port and resolves once it listens. */
async function startPrism(args: string[], env: Record<string, string> = {}): Promise<Prism> {
  const port = await freePort();
  const child = spawn(process.execPath, [PRISM, ...args, "-h", "127.0.0.1", "-p", String(port)], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`prism did not start:\n${log}`)), 60_000);
    const onData = (d: Buffer) => {
      log += d;
      if (log.includes("Prism is listening")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`prism exited ${code}:\n${log}`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, log: () => log };
}

/** HTTPS in front of a plain-HTTP Prism: the request and the answer passed through unchanged. */
async function tlsFront(tls: TlsMaterial, target: string): Promise<{ server: Server; url: string }> {
  const { port } = new URL(target);
  const server = createHttpsServer({ cert: tls.certPem, key: tls.keyPem }, (req, res) => {
    const upstream = httpRequest({ host: "127.0.0.1", port, method: req.method, path: req.url, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.rawHeaders);
      up.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `https://127.0.0.1:${(server.address() as { port: number }).port}` };
}

type Violation = { location?: string[]; severity?: string; message?: string; code?: string };

describe("Stoplight Prism serves and judges msgform's documents", () => {
  let t: TestEmulator;
  let tls: TlsMaterial;
  let mock: Prism;
  let proxy: Prism;
  let controlProxy: Prism;
  let mockFront: { server: Server; url: string };
  let proxyFront: { server: Server; url: string };
  let frontAgent: Agent;
  const violations: string[] = [];
  const unanswered: string[] = [];
  let judged = 0;
  /** Prism's complaints about requests sent wrong on purpose: proof that its header is read. */
  let requestViolations = 0;

  beforeAll(async () => {
    [t, tls] = await Promise.all([TestEmulator.start({ rateLimits: "off" }), makeTlsMaterial([])]);
    // The proxy reaches the emulator over HTTPS: it trusts the emulator's CA as any Node program would.
    [mock, proxy, controlProxy] = await Promise.all([
      startPrism(["mock", SERVICE_DOC]),
      startPrism(["proxy", SERVICE_DOC, t.emu.baseUrl], { NODE_EXTRA_CA_CERTS: t.emu.caFile }),
      startPrism(["proxy", CONTROL_DOC, t.emu.controlUrl]),
    ]);
    [mockFront, proxyFront] = await Promise.all([tlsFront(tls, mock.url), tlsFront(tls, proxy.url)]);
    frontAgent = new Agent({ connect: { ca: tls.caPem } });
  }, 120_000);

  afterAll(async () => {
    for (const f of [mockFront, proxyFront]) {
      await new Promise<void>((resolve) => (f ? f.server.close(() => resolve()) : resolve()));
    }
    for (const p of [mock, proxy, controlProxy]) p?.child.kill("SIGTERM");
    await frontAgent?.close();
    await t?.close();
  });

  /** The response violations Prism reported for one exchange. */
  function judge(what: string, headers: Record<string, string | string[] | undefined>): void {
    judged++;
    const raw = headers["sl-violations"];
    if (raw === undefined) return;
    const list = JSON.parse(String(raw).replace(/^Too many violations! /, "")) as Violation[];
    for (const v of list) {
      // A response that breaks the document (what the request broke was sent so on purpose).
      if (v.location?.[0] === "request") requestViolations++;
      else {
        violations.push(`${what}: ${v.location?.join(".")} ${v.message}`);
      }
    }
  }

  /** One request to the service through the proxy (trusting the front's CA), judged. */
  interface Via {
    key?: { id: string; secret: string } | null;
    body?: string | undefined;
    headers?: Record<string, string>;
  }
  async function via(method: string, path: string, opts: Via = {}) {
    const key = opts.key === undefined ? t.emu.keys.live : opts.key;
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (key) headers.authorization = "Basic " + Buffer.from(`${key.id}:${key.secret}`).toString("base64");
    if (opts.body !== undefined) headers["content-type"] ??= "application/json";
    const res = await request(proxyFront.url + path, {
      method: method as "GET",
      headers,
      body: opts.body,
      dispatcher: frontAgent,
    }).catch((e: Error) => {
      unanswered.push(`${method} ${path.slice(0, 60)}: ${e.message}`);
      return undefined;
    });
    if (!res) return undefined;
    const text = await res.body.text();
    judge(`${method} ${path.split("?")[0]} ${res.statusCode}`, res.headers);
    return { status: res.statusCode, text };
  }

  async function viaControl(method: string, path: string, body?: unknown) {
    const res = await request(controlProxy.url + path, {
      method: method as "GET",
      // The control token on every request, reads too (the control API may require it for reads).
      headers: { ...t.emu.controlHeaders, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await res.body.text();
    judge(`control ${method} ${path.split("?")[0]} ${res.statusCode}`, res.headers);
    return res.statusCode;
  }

  it("the validating proxy in front of the emulator: every operation, with and without credentials and scope, and the error paths break nothing", async () => {
    const scoped = await t.api("POST", "/v1/keys", { body: { name: "narrow", scopes: ["lookup:read"] } });
    const narrow = { id: scoped.body.id, secret: scoped.body.secret };
    const receiver = await t.api("POST", "/v1/webhook_endpoints", { body: { url: "https://hooks.acme.example/prism", enabled_events: [...EVENT_KINDS] } });
    expect(receiver.status).toBe(201);
    for (const [template, item] of Object.entries<any>(service.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        const example = (name: string) => op.parameters.find((p: any) => p.name === name).example;
        const path = template.replace(/\{([a-z_]+)\}/g, (_m, name) => example(name));
        const sample = op.requestBody?.content["application/json"].example;
        const body = sample === undefined ? undefined : JSON.stringify(sample);
        const m = method.toUpperCase();
        await via(m, path, { body });
        await via(m, path, { body, key: null });
        await via(m, path, { body, key: narrow });
      }
    }
    await via("GET", `/v1/keys?cursor=${"x".repeat(9000)}`);
    await via("GET", "/v1/keys?limit=0");
    await via("GET", "/v1/keys", { headers: { "x-padding": "y".repeat(20_000) } });
    await via("POST", "/v1/keys", { body: JSON.stringify({ name: "z".repeat(2 * 1024 * 1024), scopes: ["lookup:read"] }) });
    await via("POST", "/v1/keys", { body: "name=x", headers: { "content-type": "text/plain" } });
    await via("POST", "/v1/keys", { body: "{not json" });
    await via("POST", "/v1/brands/bn_none/resubmit", { body: JSON.stringify({ foo: 1 }) });
    await via("DELETE", "/v1/me");
    await via("GET", "/v2/nothing");
    for (const status of [408, 501, 503]) {
      await t.control("POST", "/control/faults", { target: "me.get", kind: "error_5xx", status, probability: 1, max_count: 1 });
      await via("GET", "/v1/me");
    }
    // The control API's reads and levers, through the proxy of its own document.
    const account = t.emu.accountId;
    for (const [template, item] of Object.entries<any>(control.paths)) {
      if (template === "/control/changes") continue; // a stream that never ends
      for (const [method, op] of Object.entries<any>(item)) {
        const path = template.replace(/\{([a-z_]+)\}/g, (_m, name) =>
          name === "account_id" ? account : op.parameters.find((p: any) => p.name === name).example);
        await viaControl(method.toUpperCase(), path, method === "get" ? undefined : op.requestBody?.content["application/json"].example ?? undefined);
      }
    }
    await viaControl("POST", `/control/accounts/${account}/inbound-messages`, { from: "+13125550177", to: "+14155550100", body: "hi" });
    expect(unanswered).toEqual([]);
    expect(judged).toBeGreaterThan(150);
    expect(requestViolations).toBeGreaterThan(10);
    expect(violations).toEqual([]);
  }, 180_000);

  it("msgform's CLI through the proxy: plan and apply of an example, then drift, judged by Prism", async () => {
    const env = {
      MSGFORM_BASE_URL: proxyFront.url,
      MSGFORM_CA_FILE: tls.caFile,
      MSGFORM_KEY_ID: t.emu.keys.live.id,
      MSGFORM_KEY_SECRET: t.emu.keys.live.secret,
      HOOKS_BASE_URL: "https://hooks.acme.example",
      MSGFORM_LOG: "debug",
    };
    const config = join(ROOT, "examples", "webhooks-allowlist", "msgform.yaml");
    const sink = join(tls.caFile, "..", "secrets.json");
    const apply = await msgform(["apply", config, "--yes", "--secrets-out", sink], env);
    expect(apply.code, apply.stderr).toBe(0);
    const drift = await msgform(["drift", config], env);
    expect(drift.code, drift.stderr).toBe(0);
    // The proxy's own log names each violation it found in the CLI's traffic.
    expect(proxy.log()).not.toMatch(/Violation: response/i);
  }, 120_000);

  describe("the mock from schema/openapi.json alone: msgform completes every example against it", () => {
    const runs: [string, string[], Record<string, string>][] = [
      ["webhooks-allowlist", ["webhooks-allowlist/msgform.yaml"], { HOOKS_BASE_URL: "https://hooks.acme.example" }],
      ["drift-ci", ["drift-ci/msgform/account.yaml"], {}],
      ["10dlc-gitops", ["10dlc-gitops/msgform/brands.yaml", "10dlc-gitops/msgform/campaigns.yaml"], {}],
      ["main-job", ["main-job/account.yaml"], { RECEIPTS_WEBHOOK_URL: "https://hooks.acme.example/receipts" }],
      ...(["dev", "staging", "prod", "qa"] as const).map((name): [string, string[], Record<string, string>] => [
        `bootstrap ${name}`,
        ["bootstrap/base.yaml", `bootstrap/${name}.yaml`],
        { APP_BASE_URL: `https://${name}.acme.example` },
      ]),
    ];

    it.each(runs)("%s: validate, plan and drift end (no error of msgform's, no endless paging)", async (_name, files, extra) => {
      const keyId = service.components.schemas.ApiKey.examples[0].id as string;
      const env = {
        MSGFORM_BASE_URL: mockFront.url,
        MSGFORM_CA_FILE: tls.caFile,
        MSGFORM_KEY_ID: keyId,
        MSGFORM_KEY_SECRET: service.components.schemas.ApiKeyWithSecret.examples[0].secret as string,
        ...extra,
      };
      const paths = files.map((f) => join(ROOT, "examples", f));
      const results: [string, CliResult][] = [];
      for (const command of ["validate", "plan", "drift"]) results.push([command, await msgform([command, ...paths], env)]);
      for (const [command, r] of results) {
        // 0: nothing to do; 2: changes or drift found (the mock's account is not the example's). Never 1.
        expect([0, 2], `${command}: ${r.stderr}\n${r.stdout}`).toContain(r.code);
      }
    }, 60_000);
  });
});
