// Section 7: the Pulumi provider. The serialized provider each resource keeps in state (its
// `__provider` input), and the time of each lifecycle call through the real dynamic-provider host
// (@pulumi/pulumi/cmd/dynamic-provider over gRPC, driven by test/helpers/pulumiHost.ts as the
// engine drives it), for every built-in kind against an emulator process. Rate limits are lifted
// for this section: it times the provider path (host, shim, adapter, kind, sdk, emulator), not the
// pacing, which section 1 measures.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { builtinKindNames, serializeProvider, shimFor } from "../provider/pulumi";
import { Brand, Campaign } from "../provider/kinds";
import { PulumiHost, type Props } from "../test/helpers/pulumiHost";
import { median, progress, round, settings } from "./common";
import { EmulatorProcess, ROOT } from "./emulator";
import { exactNumber, fixtureConfig } from "./fixture";

const CALLS = ["check", "create", "diff", "update", "read", "delete"] as const;
type Call = (typeof CALLS)[number];

interface Refs {
  brandId: string;
  campaignId: string;
}

/** Inputs of one resource of a kind, and the in-place change its update makes. */
function argsFor(kind: string, i: number, refs: Refs): { args: Props; change: Props } {
  const cfg = fixtureConfig({ campaigns: 1, numbers: 0, webhooks: 0, allowlist: 1, apiKeys: 0 });
  switch (kind) {
    case "ApiKey":
      return { args: { name: `bench key ${i}`, scopes: ["messages:read"], revokeQuietSeconds: 0 }, change: { name: `bench key ${i} renamed` } };
    case "WebhookEndpoint":
      return {
        args: { url: `http://127.0.0.1:9/hooks/p${i}`, enabledEvents: ["message.delivered"] },
        change: { description: "edited" },
      };
    case "IpAllowlist":
      return {
        args: { entries: [{ cidr: "127.0.0.0/8" }] },
        change: { entries: [{ cidr: "127.0.0.0/8" }, { cidr: "10.0.0.0/8" }] },
      };
    case "Brand":
      return { args: { ...(cfg.brands as Record<string, Props>).acme }, change: { displayName: `Acme ${i}` } };
    case "Campaign": {
      const { brand: _b, ...c } = (cfg.campaigns as Record<string, Props>).c01!;
      return { args: { ...c, brandId: refs.brandId }, change: { helpMessage: "Acme alerts: reply STOP to stop. Help at help@acme.example." } };
    }
    case "PhoneNumber":
      return { args: { number: exactNumber(i, 3), campaignId: refs.campaignId, allowRelease: true }, change: { name: `line ${i}` } };
    default:
      throw new Error(`no bench inputs for the kind ${kind}`);
  }
}

export async function pulumiSection() {
  const kinds = builtinKindNames();
  const sizes: Record<string, number> = {};
  for (const kind of kinds) sizes[kind] = Buffer.byteLength((await serializeProvider(shimFor(kind))).text);

  const emu = await EmulatorProcess.start();
  const project = mkdtempSync(join(tmpdir(), "msgform-bench-project-"));
  mkdirSync(join(project, "node_modules"));
  symlinkSync(ROOT, join(project, "node_modules", "msgform"), "dir");
  let host: PulumiHost | undefined;
  try {
    await emu.setRateLimits("off");
    const key = emu.primary.keys.live;
    // The references campaigns and numbers need, made directly (not timed).
    const cfg = fixtureConfig({ campaigns: 1, numbers: 0, webhooks: 0, allowlist: 1, apiKeys: 0 });
    const brand = await emu.must<{ id: string }>("POST", "/v1/brands", key, Brand.toWire(Brand.schema.parse((cfg.brands as Record<string, Props>).acme)));
    const { brand: _b, ...c } = (cfg.campaigns as Record<string, Props>).c01!;
    const campaign = await emu.must<{ id: string }>("POST", "/v1/campaigns", key, Campaign.toWire(Campaign.schema.parse({ ...c, brandId: brand.id })));
    const refs = { brandId: brand.id, campaignId: campaign.id };

    progress(`pulumi: ${kinds.length} kinds × ${settings.pulumiRuns} lifecycles through the dynamic-provider host`);
    const startups: number[] = [];
    host = await PulumiHost.start({ cwd: project });
    startups.push(host.startupMs);
    const t0 = performance.now();
    await host.configure(
      { "msgform:baseUrl": emu.baseUrl, "msgform:keyId": key.id, "msgform:keySecret": key.secret, "msgform:caFile": emu.caFile },
      { secrets: ["msgform:keySecret"] },
    );
    const configureMs = performance.now() - t0;
    const times: Record<string, Record<Call, number[]>> = {};
    const stateBytes: Record<string, number> = {};
    for (const kind of kinds) {
      const providerText = (await serializeProvider(shimFor(kind))).text;
      const type = `pulumi-nodejs:dynamic/msgform:${kind}`;
      const t: Record<Call, number[]> = { check: [], create: [], diff: [], update: [], read: [], delete: [] };
      times[kind] = t;
      const timed = async <T>(call: Call, f: () => Promise<T>): Promise<T> => {
        const start = performance.now();
        const r = await f();
        t[call].push(performance.now() - start);
        return r;
      };
      for (let i = 0; i < settings.pulumiRuns; i++) {
        const urn = host.urn(type, `${kind.toLowerCase()}-${i}`);
        const { args, change } = argsFor(kind, i, refs);
        const checked = await timed("check", () => host!.check(urn, {}, { ...args, __provider: providerText }));
        if (checked.failures.length > 0) throw new Error(`${kind} check: ${JSON.stringify(checked.failures)}`);
        const created = await timed("create", () => host!.create(urn, checked.inputs));
        stateBytes[kind] = Buffer.byteLength(JSON.stringify(created.properties));
        const news = { ...checked.inputs, ...change };
        const d = await timed("diff", () => host!.diff(created.id, urn, created.properties, news, { oldInputs: checked.inputs }));
        if (d.changes !== "some" || d.replaces.length > 0) throw new Error(`${kind} diff: expected an in-place change, got ${JSON.stringify(d)}`);
        const updated = await timed("update", () => host!.update(created.id, urn, created.properties, news, { oldInputs: checked.inputs }));
        const read = await timed("read", () => host!.read(created.id, urn, updated.properties, news));
        if (read.id !== created.id) throw new Error(`${kind} read: the object is gone`);
        await timed("delete", () => host!.delete(created.id, urn, updated.properties, news));
      }
    }
    const perKind = Object.fromEntries(
      Object.entries(times).map(([kind, t]) => [
        kind,
        {
          serialized_provider_bytes: sizes[kind],
          state_bytes: stateBytes[kind],
          median_ms: Object.fromEntries(CALLS.map((call) => [call, round(median(t[call]), 1)])),
          first_ms: Object.fromEntries(CALLS.map((call) => [call, round(t[call][0]!, 1)])),
        },
      ]),
    );
    return {
      how: "test/helpers/pulumiHost.ts drives @pulumi/pulumi/cmd/dynamic-provider over gRPC as the engine does (Configure, then Check, Create, Diff, Update, Read, Delete with the serialized __provider); the host loads msgform from a project directory (node_modules/msgform → this checkout); emulator process with rate limits lifted",
      runs_per_kind: settings.pulumiRuns,
      host_startup_ms: round(median(startups), 0),
      configure_ms: round(configureMs, 1),
      kinds: perKind,
      note: "median over the runs; first_ms is each call's first run (module loading in the host, first TLS connection)",
    };
  } finally {
    await host?.close();
    await emu.close();
    rmSync(project, { recursive: true, force: true });
  }
}
