import { createServer, type Server } from "node:https";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { Agent, request } from "undici";
import { expect } from "vitest";
import { makeTlsMaterial } from "../../emulator/tls";
import type { KeyPair } from "../../emulator/index";
import { type AttemptInfo, type Client, type ClientOptions, createClient } from "../../sdk";
import type { TestEmulator } from "../helpers/emulator";
import { brandBody, campaignBody } from "../helpers/fixtures";

/** Client options for an emulator key (the live bootstrap key by default). */
export function optionsFor(emu: TestEmulator, key: "live" | "test" | KeyPair = "live", extra: Partial<ClientOptions> = {}): ClientOptions {
  const pair = typeof key === "string" ? emu.emu.keys[key] : key;
  return { baseUrl: emu.emu.baseUrl, keyId: pair.id, keySecret: pair.secret, caFile: emu.emu.caFile, ...extra };
}

/** Every attempt a client makes, as its onAttempt hook reports them. */
export class Attempts {
  readonly list: AttemptInfo[] = [];
  readonly hook = (a: AttemptInfo) => {
    this.list.push(a);
  };

  count(pred: (a: AttemptInfo) => boolean = () => true): number {
    return this.list.filter(pred).length;
  }

  get tooMany(): number {
    return this.count((a) => a.status === 429);
  }
}

export function clientFor(
  emu: TestEmulator,
  key: "live" | "test" | KeyPair = "live",
  extra: Partial<ClientOptions> = {},
): { client: Client; attempts: Attempts } {
  const attempts = new Attempts();
  const client = createClient(optionsFor(emu, key, { onAttempt: attempts.hook, ...extra }));
  return { client, attempts };
}

export async function addFault(emu: TestEmulator, fault: Record<string, unknown>): Promise<string> {
  const r = await emu.control("POST", "/control/faults", fault);
  expect(r.status, r.text).toBe(201);
  return r.body.id;
}

export async function settings(emu: TestEmulator, patch: Record<string, unknown>): Promise<void> {
  const r = await emu.control("PATCH", "/control/settings", patch);
  expect(r.status, r.text).toBe(200);
}

export interface WireRecord {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  status: number;
}

/**
 * A recording TLS proxy in front of the real emulator: every request is forwarded as is and the
 * emulator's answer returned as is (a dropped upstream connection drops the client's too). It lets
 * a test see the headers the client put on the wire (User-Agent, Authorization, Idempotency-Key),
 * attempt by attempt.
 */
export class WireRecorder {
  readonly records: WireRecord[] = [];
  private constructor(
    private readonly server: Server,
    private readonly agent: Agent,
    readonly baseUrl: string,
    readonly caFile: string,
  ) {}

  /**
   * `rewrite` may change the emulator's JSON answer before it is passed on: a real response with
   * an additive change of the kind spec 9 allows (a new field, a new enum value).
   */
  static async start(emu: TestEmulator, rewrite?: (path: string, body: any) => any): Promise<WireRecorder> {
    const tls = await makeTlsMaterial(["127.0.0.1"]);
    const agent = new Agent({ connect: { ca: readFileSync(emu.emu.caFile) } });
    const records: WireRecord[] = [];
    const server = createServer({ key: tls.keyPem, cert: tls.certPem }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) {
          if (v !== undefined && !["host", "connection", "keep-alive", "content-length"].includes(k)) {
            headers[k] = Array.isArray(v) ? v.join(", ") : v;
          }
        }
        const record: WireRecord = { method: req.method!, path: req.url!, headers: req.headers, status: 0 };
        records.push(record);
        request(emu.emu.baseUrl + req.url, {
          method: req.method as "GET",
          headers,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
          dispatcher: agent,
        }).then(
          async (up) => {
            let body = Buffer.from(await up.body.arrayBuffer());
            if (rewrite && body.length > 0) body = Buffer.from(JSON.stringify(rewrite(req.url!, JSON.parse(body.toString("utf8")))));
            record.status = up.statusCode;
            const out: Record<string, string | string[]> = {};
            for (const [k, v] of Object.entries(up.headers)) {
              if (v !== undefined && !["connection", "keep-alive", "transfer-encoding", "content-length"].includes(k)) out[k] = v;
            }
            res.writeHead(up.statusCode, out);
            res.end(body);
          },
          () => req.socket.destroy(),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const rec = new WireRecorder(server, agent, `https://127.0.0.1:${port}`, tls.caFile);
    (rec as { records: WireRecord[] }).records = records;
    return rec;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    await this.agent.close();
  }
}

/** A 10DLC-registered sender number, set up through the sdk (approvals through the control API). */
export async function provisionSender(emu: TestEmulator, client: Client): Promise<string> {
  const brand = await client.brands.create(brandBody() as never);
  const verified = await emu.control("POST", `/control/brands/${brand.id}/decision`, { outcome: "verify", trust_score: 80 });
  expect(verified.status, verified.text).toBe(200);
  const campaign = await client.campaigns.create(campaignBody(brand.id, { use_case: "CUSTOMER_CARE" }) as never);
  const approved = await emu.control("POST", `/control/campaigns/${campaign.id}/decision`, { outcome: "approve" });
  expect(approved.status, approved.text).toBe(200);
  const available = await client.numbers.search({ area_code: "415", limit: 5 });
  for (const candidate of available.data) {
    try {
      const bought = await client.numbers.buy({ number: candidate.number, campaign_id: campaign.id });
      return bought.number;
    } catch {
      // taken: try the next
    }
  }
  throw new Error("no number could be bought");
}

let recipientSeq = 1000;
/** A recipient that is delivered, distinct per call. */
export function recipient(): string {
  recipientSeq++;
  return `+1312555${String(recipientSeq).padStart(4, "0")}`;
}

/** A new account (its own rate-limit windows and faults), with its live bootstrap key. */
export async function freshAccount(emu: TestEmulator, name = "sdk-test"): Promise<{ accountId: string; key: KeyPair }> {
  const r = await emu.control("POST", "/control/accounts", { name });
  expect(r.status, r.text).toBe(201);
  return { accountId: r.body.account_id, key: r.body.keys.live };
}
