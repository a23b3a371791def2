// The yardstick of the request-path section: a bare Fastify HTTPS server in its own process, with
// one GET /v1/me handler that returns a body of the emulator's shape and size, and nothing else (no
// authentication, rate limit or hooks). Prints {"base_url", "ca_file"} on one line.
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
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  process.stdout.write(JSON.stringify({ base_url: `https://127.0.0.1:${port}`, ca_file: tls.caFile }) + "\n");
  process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
}

void main();
