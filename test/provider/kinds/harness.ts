// The acceptance harness for the six built-in kinds: a started emulator, and the real Pulumi
// dynamic-provider host (test/helpers/pulumiHost.ts) running in a project that has msgform
// installed (a link to this checkout), configured the way the engine configures it, with the
// emulator's base URL, CA file and bootstrap key as stack config (`msgform:keySecret` a secret).
// Resources are driven as the engine drives them: Check, then Diff / Create / Read / Update /
// Delete, with the serialized provider (`__provider`) a real resource would carry.
//
// Needs the build (`npm run build`; `npm test` builds first): the host loads the built package.
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect } from "vitest";
import type { EmulatorOptions } from "../../../emulator/index";
import { TestEmulator } from "../../helpers/emulator";
import { HostCallError, PulumiHost, type Props, type ReadResult } from "../../helpers/pulumiHost";

export const ROOT = resolve(__dirname, "..", "..", "..");
type ProviderModule = typeof import("../../../provider/pulumi");

export function builtProvider(): ProviderModule {
  if (!existsSync(join(ROOT, "dist", "index.js")) || !existsSync(join(ROOT, "dist", "provider", "kinds", "index.js"))) {
    throw new Error("these tests drive the built package: run `npm run build` first");
  }
  return (require(join(ROOT, "dist", "index.js")) as { provider: ProviderModule }).provider;
}

const typeOf = (kind: string) => `pulumi-nodejs:dynamic/msgform:${kind}`;

/** A resource as the engine keeps it: urn, id, checked inputs and output state. */
export interface Res {
  kind: string;
  name: string;
  urn: string;
  id: string;
  inputs: Props;
  outputs: Props;
}

/** Wall-clock time of each host call, by kind and call. */
const timings = new Map<string, number[]>();

async function timed<T>(kind: string, call: string, f: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await f();
  } finally {
    const key = `${kind}.${call}`;
    if (!timings.has(key)) timings.set(key, []);
    timings.get(key)!.push(performance.now() - t0);
  }
}

export function timingTable(): string {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return [...timings]
    .map(([k, xs]) => `${k} ${median(xs).toFixed(1)} ms (n=${xs.length})`)
    .join(", ");
}

export interface HarnessOptions {
  emulator?: EmulatorOptions;
}

export class Harness {
  readonly providerTexts = new Map<string, string>();
  private readonly temps: string[] = [];
  private readonly hosts: PulumiHost[] = [];
  host!: PulumiHost;
  emu!: TestEmulator;
  provider!: ProviderModule;

  static async start(opts: HarnessOptions = {}): Promise<Harness> {
    const h = new Harness();
    h.provider = builtProvider();
    h.emu = await TestEmulator.start(opts.emulator ?? {});
    for (const kind of ["ApiKey", "WebhookEndpoint", "IpAllowlist", "Brand", "Campaign", "PhoneNumber"]) {
      h.providerTexts.set(kind, (await h.provider.serializeProvider(h.provider.shimFor(kind))).text);
    }
    h.host = await h.newHost();
    return h;
  }

  /** Stack config as `pulumi config set` would hold it for the emulator. */
  config(): Record<string, string> {
    return {
      "msgform:baseUrl": this.emu.emu.baseUrl,
      "msgform:caFile": this.emu.emu.caFile,
      "msgform:keyId": this.emu.emu.keys.live.id,
      "msgform:keySecret": this.emu.emu.keys.live.secret,
    };
  }

  /** Another configured host process (another `pulumi up`), with more stack config if given. */
  async newHost(extra: Record<string, string> = {}): Promise<PulumiHost> {
    const host = await PulumiHost.start({ cwd: this.hostDir() });
    this.hosts.push(host);
    await host.configure({ ...this.config(), ...extra }, { secrets: ["msgform:keySecret"] });
    return host;
  }

  /** A Pulumi project directory with msgform installed (a link to this checkout, like `npm link`). */
  hostDir(): string {
    const dir = mkdtempSync(join(tmpdir(), "msgform-kinds-"));
    this.temps.push(dir);
    mkdirSync(join(dir, "node_modules"));
    symlinkSync(ROOT, join(dir, "node_modules", "msgform"), "dir");
    return dir;
  }

  providerText(kind: string): string {
    return this.providerTexts.get(kind)!;
  }

  urn(kind: string, name: string, host = this.host): string {
    return host.urn(typeOf(kind), name);
  }

  /** Check as the engine calls it: the program's args plus `__provider`. */
  check(kind: string, name: string, args: Props, olds: Props = {}, host = this.host) {
    return timed(kind, "check", () => host.check(this.urn(kind, name, host), olds, { ...args, __provider: this.providerText(kind) }));
  }

  /** Check then Create; fails the test on check failures. */
  async create(kind: string, name: string, args: Props, host = this.host): Promise<Res> {
    const checked = await this.check(kind, name, args, {}, host);
    expect(checked.failures).toEqual([]);
    const urn = this.urn(kind, name, host);
    const created = await timed(kind, "create", () => host.create(urn, checked.inputs));
    return { kind, name, urn, id: created.id, inputs: checked.inputs, outputs: created.properties };
  }

  /** Check the new args against the old inputs, then Diff. */
  async plan(res: Res, args: Props, host = this.host) {
    const checked = await this.check(res.kind, res.name, args, res.inputs, host);
    expect(checked.failures).toEqual([]);
    const diff = await timed(res.kind, "diff", () => host.diff(res.id, res.urn, res.outputs, checked.inputs, { oldInputs: res.inputs }));
    return { news: checked.inputs, diff };
  }

  /** What `pulumi up` does for changed args: Check, Diff, then Update (fails the test if it would replace). */
  async update(res: Res, args: Props, host = this.host): Promise<Res> {
    const { news, diff } = await this.plan(res, args, host);
    expect(diff.replaces).toEqual([]);
    const updated = await timed(res.kind, "update", () => host.update(res.id, res.urn, res.outputs, news, { oldInputs: res.inputs }));
    return { ...res, inputs: news, outputs: updated.properties };
  }

  /**
   * What `pulumi up` does for a replacement (create-before-delete): Check, Diff (must replace),
   * Create the new object; the caller deletes the old one (the engine does it last).
   */
  async replace(
    res: Res,
    args: Props,
    host = this.host,
  ): Promise<{ created: Res; replaces: string[]; deleteBeforeReplace: boolean }> {
    const { news, diff } = await this.plan(res, args, host);
    expect(diff.replaces.length).toBeGreaterThan(0);
    const created = await timed(res.kind, "create", () => host.create(res.urn, news));
    return {
      created: { ...res, id: created.id, inputs: news, outputs: created.properties },
      replaces: diff.replaces,
      deleteBeforeReplace: diff.deleteBeforeReplace,
    };
  }

  /** Read (refresh): the live object, or id "" when gone. */
  read(res: Res, host = this.host): Promise<ReadResult> {
    return timed(res.kind, "read", () => host.read(res.id, res.urn, res.outputs, res.inputs));
  }

  /** The state after a refresh. */
  async refresh(res: Res, host = this.host): Promise<Res> {
    const r = await this.read(res, host);
    expect(r.id).toBe(res.id);
    return { ...res, inputs: r.inputs ?? res.inputs, outputs: r.properties };
  }

  delete(res: Res, host = this.host): Promise<void> {
    return timed(res.kind, "delete", () => host.delete(res.id, res.urn, res.outputs, res.inputs));
  }

  /** The error a host call failed with. */
  async failure(p: Promise<unknown>): Promise<HostCallError> {
    const e = await p.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(HostCallError);
    return e as HostCallError;
  }

  /** Everything the hosts wrote (stdout, stderr) and logged to the engine. */
  output(): string {
    return this.hosts.map((h) => h.output + h.engineLogs.map((l) => l.message).join("\n")).join("\n");
  }

  async close(): Promise<void> {
    await Promise.all(this.hosts.map((h) => h.close()));
    // The key secret never reaches the hosts' output.
    expect(this.output()).not.toContain(this.emu.emu.keys.live.secret);
    await this.emu.close();
    for (const dir of this.temps) rmSync(dir, { recursive: true, force: true });
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
