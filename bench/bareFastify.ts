// The yardstick of the request-path section: a bare Fastify HTTPS server in its own process, with
// a GET /v1/me and a GET /v1/keys handler that return bodies of the emulator's shape and size (the
// key context; a page of 10 keys), and nothing else (no authentication, rate limit, validation or
// hooks). Prints {"base_url", "ca_file"} on one line.
import Fastify from "fastify";
import type { AddressInfo } from "node:net";
import { makeTlsMaterial } from "../emulator/tls";

async function main() {
  const tls = await makeTlsMaterial(["127.0.0.1"]);
  const app = Fastify({ https: { key: tls.keyPem, cert: tls.certPem }, logger: false });
  const body = {
    object: "key_context",
    account_id: "acct_0123456789abcdef",
    key_id: "svc_live_k_0123456789abcdefghijklmn",
    mode: "live",
    scopes: Array.from({ length: 13 }, (_, i) => `scope_${i}:write`),
    source_ip: "127.0.0.1",
  };
  app.get("/v1/me", async () => body);
  const key = (i: number) => ({
    id: `svc_live_k_${String(i).padStart(24, "0")}`,
    object: "api_key",
    name: `bench key ${i}`,
    mode: "live",
    scopes: ["keys:read"],
    status: "active",
    created_at: "2026-01-01T00:00:00.000Z",
    last_used_at: null,
    request_count: 0,
    revoked_at: null,
    revocation_effective_at: null,
    metadata: {},
  });
  const page = {
    object: "list",
    data: Array.from({ length: 10 }, (_, i) => key(i)),
    has_more: true,
    next_cursor: Buffer.from(`after:${key(9).id}`).toString("base64url"),
  };
  app.get("/v1/keys", async () => page);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  process.stdout.write(JSON.stringify({ base_url: `https://127.0.0.1:${port}`, ca_file: tls.caFile }) + "\n");
  process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
}

void main();
