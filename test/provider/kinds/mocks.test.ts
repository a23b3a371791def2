// The wiring of the six resource classes, as a Pulumi program sees it: examples/pulumi/index.ts (the
// program the root Pulumi.yaml names) run under Pulumi's runtime mocks. Each class registers its
// dynamic type with the kind's shim as `__provider` and its args as inputs, references flow as
// outputs (campaign → brand id, number → campaign id), and the kinds' secret outputs are marked
// secret via additionalSecretOutputs. MockMonitor does not apply additionalSecretOutputs, so the
// monitor is wrapped to do what the engine does with them. Uses the built package.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import type * as PulumiModule from "@pulumi/pulumi";
import { beforeAll, describe, expect, it } from "vitest";
import { builtProvider, ROOT } from "./harness";

const provider = builtProvider();
const pulumi = require("@pulumi/pulumi") as typeof PulumiModule;
const rpc = require("@pulumi/pulumi/runtime/rpc") as typeof import("@pulumi/pulumi/runtime/rpc");
const settings = require("@pulumi/pulumi/runtime/settings") as typeof import("@pulumi/pulumi/runtime/settings");
const structproto = require("google-protobuf/google/protobuf/struct_pb") as typeof import("google-protobuf/google/protobuf/struct_pb");

interface Registration {
  type: string;
  name: string;
  inputs: Record<string, any>;
  additionalSecretOutputs: string[];
}

const KEY_ID = "svc_live_k_" + randomBytes(12).toString("hex");
const KEY_SECRET = "svc_live_s_" + randomBytes(20).toString("hex");
const BASE_URL = "https://msgform-mock.invalid:8443";
const registrations: Registration[] = [];
let program: Record<string, PulumiModule.Output<any>> & { allowlist: PulumiModule.CustomResource };

const value = <T>(o: PulumiModule.Output<T>): Promise<T> => new Promise((res) => o.apply((v) => res(v)));
const reg = (kind: string) => registrations.find((r) => r.type === `pulumi-nodejs:dynamic/msgform:${kind}`)!;

/** What the fake service returns for each kind: the inputs plus its outputs. */
function mockState(type: string, name: string, inputs: Record<string, any>) {
  const kind = type.split(":").pop()!;
  const outputs: Record<string, Record<string, unknown>> = {
    ApiKey: { keyId: `svc_live_k_${name}`, secret: `svc_live_s_${name}`, status: "active", requestCount: 0, mode: "live" },
    WebhookEndpoint: { signingSecret: `whsec_${name}`, status: "enabled", disabledReason: null },
    IpAllowlist: { enabled: true, accountId: "acct_mock" },
    Brand: { status: "PENDING", statusReasons: [], trustScore: null },
    Campaign: { status: "PENDING", carriers: [], throughputPerSecond: null },
    PhoneNumber: { phoneNumber: "+14155550100", campaignStatus: "PENDING", sendingEnabled: false },
  };
  const id = kind === "IpAllowlist" ? "ip_allowlist" : `${kind.toLowerCase()}_${name}`;
  return { id, state: { ...inputs, ...outputs[kind] } };
}

beforeAll(async () => {
  // Credentials present in the program's process, as they would be in a real run.
  process.env.MSGFORM_KEY_SECRET = KEY_SECRET;
  pulumi.runtime.setAllConfig(
    { "msgform:baseUrl": BASE_URL, "msgform:keyId": KEY_ID, "msgform:keySecret": KEY_SECRET },
    ["msgform:keySecret"],
  );
  await pulumi.runtime.setMocks(
    {
      newResource: (args) => mockState(args.type, args.name, args.inputs),
      call: () => ({}),
    },
    "msgform-example",
    "dev",
    false,
  );
  const monitor = settings.getMonitor() as any;
  const register = monitor.registerResource.bind(monitor);
  monitor.registerResource = (req: any, callback: (err: unknown, res: any) => void) => {
    const additionalSecretOutputs: string[] = req.getAdditionalsecretoutputsList();
    const inputs = rpc.deserializeProperties(req.getObject());
    registrations.push({ type: req.getType(), name: req.getName(), inputs, additionalSecretOutputs });
    register(req, (err: unknown, res: any) => {
      if (res) {
        const state = res.getObject().toJavaScript();
        for (const k of additionalSecretOutputs) {
          if (k in state) state[k] = { [rpc.specialSigKey]: rpc.specialSecretSig, value: state[k] };
        }
        res.setObject(structproto.Struct.fromJavaScript(state));
      }
      callback(err, res);
    });
  };
  program = require(join(ROOT, "dist", "examples", "pulumi", "index.js"));
  await value(program.phoneNumber!);
  await value(program.allowlist.id);
});

describe("examples/pulumi under runtime mocks: the six resource classes", () => {
  it("registers one resource of each kind, with the shim as __provider and the args as inputs", async () => {
    expect(registrations.map((r) => r.type).sort()).toEqual(
      ["ApiKey", "Brand", "Campaign", "IpAllowlist", "PhoneNumber", "WebhookEndpoint"].map((k) => `pulumi-nodejs:dynamic/msgform:${k}`),
    );
    for (const r of registrations) {
      const kind = r.type.split(":").pop()!;
      expect(r.inputs.__provider).toBe((await provider.serializeProvider(provider.shimFor(kind))).text);
    }
    const { __provider: _p, __identity: _i, ...keyInputs } = reg("ApiKey").inputs;
    expect(keyInputs).toEqual({ name: "order-notifications", scopes: ["messages:write", "messages:read"], rotation: "2026-q4", revokeQuietSeconds: 60 });
    expect(reg("PhoneNumber").inputs).toMatchObject({ areaCode: "415", capabilities: ["sms"], allowRelease: false });
    expect(reg("IpAllowlist").inputs.entries).toEqual([
      { cidr: "127.0.0.1/32", description: "where pulumi up runs" },
      { cidr: "198.51.100.0/24", description: "office" },
    ]);
  });

  it("passes references as outputs: the campaign gets the brand's id, the number the campaign's", async () => {
    expect(reg("Campaign").inputs.brandId).toBe("brand_acme");
    expect(reg("PhoneNumber").inputs.campaignId).toBe("campaign_order-notifications");
    expect(await value(program.phoneNumber!)).toBe("+14155550100");
    expect(await value(program.campaignStatus!)).toBe("PENDING");
  });

  it("marks the secret outputs secret (additionalSecretOutputs), and nothing else", async () => {
    expect(reg("ApiKey").additionalSecretOutputs).toEqual(["secret"]);
    expect(reg("WebhookEndpoint").additionalSecretOutputs).toEqual(["signingSecret"]);
    for (const kind of ["IpAllowlist", "Brand", "Campaign", "PhoneNumber"]) expect(reg(kind).additionalSecretOutputs).toEqual([]);
    expect(await pulumi.isSecret(program.senderKeySecret!)).toBe(true);
    expect(await pulumi.isSecret(program.webhookSigningSecret!)).toBe(true);
    expect(await value(program.senderKeySecret!)).toBe("svc_live_s_sender");
    expect(await pulumi.isSecret(program.senderKeyId!)).toBe(false);
    expect(await pulumi.isSecret(program.phoneNumber!)).toBe(false);
  });

  it("no serialized provider carries credentials or settings, and each stays under 4 KB", async () => {
    for (const r of registrations) {
      const text: string = r.inputs.__provider;
      for (const leak of [KEY_SECRET, KEY_ID, BASE_URL, "keySecret", "svc_live_s_"]) expect(text).not.toContain(leak);
      expect(text.length).toBeLessThan(4096);
    }
  });
});

describe("the package root", () => {
  it("exports the six classes without loading @pulumi/pulumi until one is used", () => {
    const script = `
      const m = require(${JSON.stringify(join(ROOT, "dist", "index.js"))});
      const loaded = () => Object.keys(require.cache).some((k) => k.includes("@pulumi"));
      const before = loaded();
      const names = ["ApiKey", "WebhookEndpoint", "IpAllowlist", "Brand", "Campaign", "PhoneNumber"].filter((n) => n in m);
      const cls = m.ApiKey;
      const afterRead = loaded();
      class Mine extends cls {}
      console.log(JSON.stringify({ before, names, afterRead, afterUse: loaded(), cls: typeof cls, extends: typeof Mine }));
    `;
    const out = JSON.parse(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
    expect(out).toEqual({
      before: false,
      names: ["ApiKey", "WebhookEndpoint", "IpAllowlist", "Brand", "Campaign", "PhoneNumber"],
      afterRead: false,
      afterUse: true,
      cls: "function",
      extends: "function",
    });
  });
});
