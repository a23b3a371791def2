// Step 3, send: one attempt over the wire, returned (never thrown) with its status, headers and body,
// or with a classified network failure.
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent } from "undici";
import { makeTlsMaterial } from "../../../emulator/tls";
import { prepare } from "../../../sdk/transport/prepare";
import { sendAttempt } from "../../../sdk/transport/send";
import type { CallSpec } from "../../../sdk/transport/types";

let server: Server;
let origin: string;
let agent: Agent;
const seen: { method: string; url: string; headers: Record<string, unknown>; body: string }[] = [];

beforeAll(async () => {
  const tls = await makeTlsMaterial(["127.0.0.1"]);
  server = createServer({ key: tls.keyPem, cert: tls.certPem }, (req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.url === "/slow") return void setTimeout(() => res.end("{}"), 2000);
      if (req.url === "/reset") return void req.socket.destroy();
      res.writeHead(201, { "content-type": "application/json", "request-id": "req_9", "account-id": "acct_9" });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  agent = new Agent({ connect: { ca: readFileSync(tls.caFile) } });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await agent.close();
});

const call = (path: string, method = "POST") => {
  const endpoint = { id: "t", method, path, group: "reads", response: undefined as never } as CallSpec["endpoint"];
  const body = method === "GET" ? undefined : { a: 1 };
  return prepare({ endpoint, body }, { idempotencyKey: "idem-1" }, { basePath: "", authorization: "Basic q", userAgent: "ua" });
};

describe("send", () => {
  it("sends the prepared request as is and returns the status, headers and body text", async () => {
    const r = await sendAttempt({ origin, agent }, call("/ok"), 5000, undefined);
    expect([r.status, r.text, r.headers["request-id"], r.network, r.aborted]).toEqual([201, "{\"ok\":true}", "req_9", undefined, false]);
    expect(r.at).toBeGreaterThan(0);
    const got = seen.at(-1)!;
    expect([got.method, got.url, got.body]).toEqual(["POST", "/ok", "{\"a\":1}"]);
    expect(got.headers).toMatchObject({ authorization: "Basic q", "user-agent": "ua", "idempotency-key": "idem-1" });
  });

  it("a time-out, a reset, a refused connection and the caller's abort come back as classified results", async () => {
    const slow = await sendAttempt({ origin, agent }, call("/slow", "GET"), 200, undefined);
    expect([slow.status, slow.network?.code, slow.aborted]).toEqual([0, "timeout", false]);
    const reset = await sendAttempt({ origin, agent }, call("/reset", "GET"), 5000, undefined);
    expect([reset.status, reset.network?.code, reset.network?.notSent]).toEqual([0, "connection_reset", false]);
    const closed = new Agent();
    const refused = await sendAttempt({ origin: "https://127.0.0.1:1", agent: closed }, call("/x", "GET"), 5000, undefined);
    expect([refused.network?.code, refused.network?.notSent]).toEqual(["connection_refused", true]);
    await closed.close();
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("stop")), 50);
    const aborted = await sendAttempt({ origin, agent }, call("/slow", "GET"), 5000, controller.signal);
    expect([aborted.status, aborted.aborted]).toEqual([0, true]);
  });
});
