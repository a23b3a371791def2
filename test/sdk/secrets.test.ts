import { createServer } from "node:net";
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createClient,
  createClientFromEnv,
  createWebhookHandler,
  signPayload,
  verifySignature,
  WebhookReceiver,
} from "../../sdk";
import { TestEmulator } from "../helpers/emulator";
import { addFault, freshAccount, optionsFor } from "./support";

let emu: TestEmulator;
beforeAll(async () => {
  emu = await TestEmulator.start({ faultSeed: 7 });
});
afterAll(async () => {
  await emu.close();
});

/** Everything a client or receiver could leak through: renderings of every object and every line. */
class Capture {
  readonly texts: string[] = [];
  add(x: unknown) {
    if (typeof x === "string") {
      this.texts.push(x);
      return;
    }
    this.texts.push(String(x));
    this.texts.push(inspect(x, { showHidden: true, depth: Infinity, getters: true }));
    try {
      this.texts.push(JSON.stringify(x) ?? "");
    } catch {
      // circular: inspect covered it
    }
    if (x instanceof Error) this.texts.push(x.stack ?? "", x.message);
  }

  async failure(p: Promise<unknown> | (() => unknown)) {
    try {
      await (typeof p === "function" ? p() : p);
    } catch (e) {
      this.add(e);
      return e;
    }
    throw new Error("expected a failure");
  }
}

describe("no secret in any log line, error, inspect or JSON output", () => {
  it("key secrets (and their basic-auth form) and signing secrets never appear in anything captured", async () => {
    const cap = new Capture();
    const logger = {
      debug: (m: string, f?: object) => cap.add(`${m} ${JSON.stringify(f)}`),
      info: (m: string, f?: object) => cap.add(`${m} ${JSON.stringify(f)}`),
      warn: (m: string, f?: object) => cap.add(`${m} ${JSON.stringify(f)}`),
      error: (m: string, f?: object) => cap.add(`${m} ${JSON.stringify(f)}`),
    };
    const writes: string[] = [];
    const out = process.stdout.write.bind(process.stdout);
    const err = process.stderr.write.bind(process.stderr);
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      writes.push(String(chunk));
      return out(chunk, ...rest);
    }) as typeof process.stdout.write;
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      writes.push(String(chunk));
      return err(chunk, ...rest);
    }) as typeof process.stderr.write;
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name} ${w.message}`);
    process.on("warning", onWarning);
    const secrets: string[] = [];
    const basic = (id: string, secret: string) => Buffer.from(`${id}:${secret}`).toString("base64");

    try {
      const { accountId, key } = await freshAccount(emu);
      secrets.push(key.secret, basic(key.id, key.secret));
      const opts = optionsFor(emu, key, { logger, onAttempt: (a) => cap.add(a) });
      const client = createClient(opts);
      cap.add(client);
      cap.add(opts.logger);

      await client.me.get();
      const created = await client.keys.create({ scopes: ["keys:read"], name: "fresh" });
      secrets.push(created.secret, basic(created.id, created.secret));
      const ep = await client.webhooks.create({ url: "https://hooks.example/in", enabled_events: ["message.sent"] });
      const rolled = await client.webhooks.rollSecret(ep.id, {});
      secrets.push(ep.secret, rolled.secret);

      // Retried faults (logged at info and warn), then errors of every kind.
      await addFault(emu, { target: "keys.list", kind: "error_5xx", probability: 1, max_count: 2, account_id: accountId });
      await addFault(emu, { target: "keys.get", kind: "reset_after_commit", probability: 1, max_count: 1, account_id: accountId });
      await client.keys.list({ limit: 1 });
      await client.keys.get(created.id);
      await cap.failure(client.keys.create({ scopes: [] }));
      await cap.failure(client.keys.get("svc_live_k_" + "Q".repeat(24)));
      await addFault(emu, { target: "keys.create", kind: "reset_after_commit", probability: 1, max_count: 1, account_id: accountId });
      await cap.failure(client.keys.create({ scopes: ["keys:read"] }, { idempotencyKey: false }));
      cap.add(client.stats());
      cap.add(client);

      const wrongSecret = "svc_live_s_" + "W".repeat(40);
      secrets.push(wrongSecret, basic(key.id, wrongSecret));
      const wrong = createClient({ ...optionsFor(emu, { id: key.id, secret: wrongSecret }), logger });
      await cap.failure(wrong.me.get());
      cap.add(wrong);

      const server = createServer();
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const port = (server.address() as { port: number }).port;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const nowhere = createClient({
        baseUrl: `https://127.0.0.1:${port}`,
        keyId: key.id,
        keySecret: key.secret,
        logger,
        retry: { maxRetries: 1, baseDelayMs: 1 },
      });
      await cap.failure(nowhere.me.get());
      await cap.failure(() => createClient({ ...opts, baseUrl: emu.emu.baseUrl.replace("https", "http") }));
      await cap.failure(() => createClient({ ...opts, baseUrl: `https://${key.id}:${key.secret}@127.0.0.1/` }));
      await cap.failure(() => createClientFromEnv({}, { MSGFORM_KEY_SECRET: key.secret }));

      // Webhooks: failures of every kind, the receiver and the handler themselves.
      const raw = JSON.stringify({ id: "evt_x", event: "message.sent", occurred_at: new Date().toISOString(), data: {} });
      await cap.failure(() => verifySignature(raw, signPayload(raw, ep.secret), rolled.secret));
      await cap.failure(() => verifySignature(raw, "t=1,v1=" + "0".repeat(64), [ep.secret, rolled.secret]));
      await cap.failure(() => verifySignature(raw, undefined, ep.secret));
      const receiver = new WebhookReceiver({ secret: [ep.secret, rolled.secret] });
      cap.add(receiver);
      await cap.failure(receiver.receive({ rawBody: raw, headers: { "svc-signature": signPayload(raw, "whsec_" + "n".repeat(32)) } }));
      cap.add(createWebhookHandler({ secret: rolled.secret, onEvent: () => undefined }));

      await Promise.all([client.close(), wrong.close(), nowhere.close()]);
    } finally {
      process.stdout.write = out;
      process.stderr.write = err;
      process.off("warning", onWarning);
    }

    const everything = [...cap.texts, ...writes, ...warnings];
    expect(everything.length).toBeGreaterThan(40);
    // The capture saw real material: request ids, codes and retries.
    expect(everything.some((t) => t.includes("retrying"))).toBe(true);
    expect(everything.some((t) => t.includes("connection_reset"))).toBe(true);
    expect(everything.some((t) => t.includes("invalid_api_key"))).toBe(true);
    expect(secrets.length).toBe(8);
    for (const s of secrets) {
      // Count only: a failure message must not print the secret either.
      const hits = everything.filter((t) => t.includes(s)).length;
      expect(hits, `secret #${secrets.indexOf(s)} leaked into ${hits} captured texts`).toBe(0);
    }
  });
});
