// Drives the real dynamic-provider host shipped in @pulumi/pulumi over gRPC, the way the Pulumi
// engine does (there is no Pulumi CLI on these machines). What the engine does, and this mirrors:
//
// - Launch: the engine runs the `pulumi-resource-pulumi-nodejs` plugin (a shell script that runs
//   `node @pulumi/pulumi/cmd/dynamic-provider`) with one argument, its own gRPC address, in the
//   project directory, with PULUMI_PROJECT / PULUMI_NODEJS_PROJECT set; it reads the port from the
//   first line of stdout (sdk/go/common/resource/plugin/provider_plugin.go NewProvider). The host
//   only checks that the argument exists; we still serve a minimal Engine service there.
// - Handshake (the host answers UNIMPLEMENTED), GetPluginInfo, then Configure with the whole stack
//   config for dynamic providers, keys namespaced ("msgform:keySecret"), secrets wrapped in the
//   secret signature (Args) and plain strings under "pulumi-nodejs:config:<key>" (Variables).
// - The host answers Configure with acceptSecrets=false and no supportsPreview, so the engine strips
//   secrets before every later call and re-marks same-named outputs secret afterwards
//   (annotateSecrets), and never calls Create/Update during a preview: it returns the inputs.
//
// Values use Pulumi's property marshalling (runtime/rpc serializeProperties/deserializeProperties):
// a secret is `{ "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", value }`
// (see `secret()`), an unknown is `UNKNOWN`.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as grpc from "@grpc/grpc-js";
import * as enggrpc from "@pulumi/pulumi/proto/engine_grpc_pb";
import * as engproto from "@pulumi/pulumi/proto/engine_pb";
import * as plugproto from "@pulumi/pulumi/proto/plugin_pb";
import * as provgrpc from "@pulumi/pulumi/proto/provider_grpc_pb";
import * as provproto from "@pulumi/pulumi/proto/provider_pb";
import * as statusproto from "@pulumi/pulumi/proto/status_pb";
import { isUnknown } from "@pulumi/pulumi/output";
import * as rpc from "@pulumi/pulumi/runtime/rpc";
import * as emptyproto from "google-protobuf/google/protobuf/empty_pb";
import * as structproto from "google-protobuf/google/protobuf/struct_pb";

export const UNKNOWN = rpc.unknownValue;
const SECRET_SIG_KEY = rpc.specialSigKey;
const SECRET_SIG = rpc.specialSecretSig;

export type Props = Record<string, any>;

/** A secret value as Pulumi marshals it. */
export function secret<T>(value: T): { [SECRET_SIG_KEY]: string; value: T } {
  return { [SECRET_SIG_KEY]: SECRET_SIG, value } as { [SECRET_SIG_KEY]: string; value: T };
}

export function isSecret(value: unknown): value is { value: unknown } {
  return rpc.isRpcSecret(value);
}

/** The value without any secret wrappers, deeply. */
export function reveal(value: any): any {
  if (isSecret(value)) return reveal(value.value);
  if (Array.isArray(value)) return value.map(reveal);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reveal(v)]));
  }
  return value;
}

/** Pulumi's deserializer turns the unknown sentinel into an object; give tests the sentinel back. */
function sentinelUnknowns(value: any): any {
  if (isUnknown(value)) return UNKNOWN;
  if (Array.isArray(value)) return value.map(sentinelUnknowns);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sentinelUnknowns(v)]));
  }
  return value;
}

function containsSecrets(value: any): boolean {
  if (isSecret(value)) return true;
  if (Array.isArray(value)) return value.some(containsSecrets);
  if (value !== null && typeof value === "object") return Object.values(value).some(containsSecrets);
  return false;
}

/** The engine's annotateSecrets: outputs named like a secret input become secret (objects recurse). */
function annotateSecrets(outs: Props | undefined, ins: Props | undefined): void {
  if (!outs || !ins) return;
  for (const [key, inValue] of Object.entries(ins)) {
    if (!(key in outs)) continue;
    const outValue = outs[key];
    const isObj = (v: any) => v !== null && typeof v === "object" && !Array.isArray(v) && !isSecret(v);
    if (isObj(outValue) && isObj(inValue)) annotateSecrets(outValue, inValue);
    else if (!isSecret(outValue) && containsSecrets(inValue)) outs[key] = secret(outValue);
  }
}

interface CheckFailure {
  property: string;
  reason: string;
}

export interface CheckResult {
  inputs: Props;
  failures: CheckFailure[];
}

export interface DiffResult {
  changes: "none" | "some" | "unknown";
  replaces: string[];
  stables: string[];
  deleteBeforeReplace: boolean;
  diffs: string[];
}

export interface CreateResult {
  id: string;
  properties: Props;
  /** True when the engine would not have called the provider (a preview). */
  skipped?: boolean;
}

export interface ReadResult {
  /** "" when the resource is gone. */
  id: string;
  properties: Props;
  inputs?: Props;
}

export interface UpdateResult {
  properties: Props;
  skipped?: boolean;
}

export interface Protocol {
  acceptSecrets: boolean;
  acceptResources: boolean;
  acceptOutputs: boolean;
  supportsPreview: boolean;
}

/** A failed call: gRPC status, message, and for a partial failure the resource the host reported. */
export class HostCallError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
    readonly initFailure?: { id: string; properties: Props; reasons: string[] },
  ) {
    super(message);
    this.name = "HostCallError";
  }
}

export interface EngineLog {
  severity: string;
  message: string;
  urn: string;
}

export interface StartOptions {
  /** The engine runs plugins in the project directory; the host's require()s resolve from here. */
  cwd?: string;
  /** Extra environment; MSGFORM_* variables of this process are not inherited unless given here. */
  env?: Record<string, string | undefined>;
  project?: string;
  stack?: string;
  /** Kill the host if this process dies (a stdin watchdog preloaded with --require). Default true. */
  watchdog?: boolean;
}

const HOST_SCRIPT = require.resolve("@pulumi/pulumi/cmd/dynamic-provider");
const live = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of live) child.kill("SIGKILL");
});

type Unary<Req, Res> = (req: Req, cb: (err: grpc.ServiceError | null, res: Res) => void) => unknown;

function call<Req, Res>(method: string, fn: Unary<Req, Res>, req: Req): Promise<Res> {
  return new Promise((resolve, reject) => {
    fn(req, (err, res) => (err ? reject(toHostError(method, err)) : resolve(res)));
  });
}

function toHostError(method: string, err: grpc.ServiceError): HostCallError {
  let initFailure: HostCallError["initFailure"];
  const bin = err.metadata?.get("grpc-status-details-bin")[0];
  if (bin !== undefined) {
    const status = statusproto.Status.deserializeBinary(new Uint8Array(bin as Buffer));
    for (const any of status.getDetailsList()) {
      if (any.getTypeName() !== "pulumirpc.ErrorResourceInitFailed") continue;
      const detail = provproto.ErrorResourceInitFailed.deserializeBinary(any.getValue_asU8());
      initFailure = {
        id: detail.getId(),
        properties: detail.getProperties() ? rpc.deserializeProperties(detail.getProperties()!, true) : {},
        reasons: detail.getReasonsList(),
      };
    }
  }
  return new HostCallError(method, err.code, err.details || err.message, initFailure);
}

/** The URN the engine would give a resource. */
function makeUrn(type: string, name: string, project = "msgform-test", stack = "test"): string {
  return `urn:pulumi:${stack}::${project}::${type}::${name}`;
}

function urnParts(urn: string): { name: string; type: string } {
  const parts = urn.split("::");
  const qualified = parts[2] ?? "";
  return { name: parts[3] ?? "", type: qualified.split("$").pop() ?? "" };
}

/** A running dynamic-provider host and a client that calls it as the engine does. */
export class PulumiHost {
  /** Milliseconds from spawn to the port on stdout. */
  readonly startupMs: number;
  /** What the host wrote after its port (stdout and stderr), as the engine would log it. */
  output = "";
  readonly engineLogs: EngineLog[] = [];
  protocol: Protocol | undefined;
  readonly project: string;
  readonly stack: string;
  private closed = false;

  private constructor(
    private readonly child: ChildProcess,
    private readonly client: provgrpc.ResourceProviderClient,
    private readonly engine: grpc.Server,
    readonly engineAddress: string,
    readonly port: number,
    startupMs: number,
    private readonly tempDir: string,
    opts: StartOptions,
  ) {
    this.startupMs = startupMs;
    this.project = opts.project ?? "msgform-test";
    this.stack = opts.stack ?? "test";
  }

  static async start(opts: StartOptions = {}): Promise<PulumiHost> {
    const logs: EngineLog[] = [];
    const engine = new grpc.Server();
    const severities: Record<number, string> = {
      [engproto.LogSeverity.DEBUG]: "debug",
      [engproto.LogSeverity.INFO]: "info",
      [engproto.LogSeverity.WARNING]: "warning",
      [engproto.LogSeverity.ERROR]: "error",
    };
    const engineImpl: enggrpc.IEngineServer = {
      log: (call, cb) => {
        const r = call.request;
        const severity = severities[r.getSeverity()] ?? String(r.getSeverity());
        logs.push({ severity, message: r.getMessage(), urn: r.getUrn() });
        cb(null, new emptyproto.Empty());
      },
      getRootResource: (_call, cb) => cb(null, new engproto.GetRootResourceResponse()),
      setRootResource: (_call, cb) => cb(null, new engproto.SetRootResourceResponse()),
      startDebugging: (_call, cb) => cb(null, new emptyproto.Empty()),
      requirePulumiVersion: (_call, cb) => cb(null, new engproto.RequirePulumiVersionResponse()),
    };
    engine.addService(enggrpc.EngineService, engineImpl);
    const enginePort = await new Promise<number>((resolve, reject) =>
      engine.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (err, port) => (err ? reject(err) : resolve(port))),
    );
    const engineAddress = `127.0.0.1:${enginePort}`;

    const tempDir = mkdtempSync(join(tmpdir(), "msgform-host-"));
    const args: string[] = [];
    if (opts.watchdog !== false) {
      const watchdog = join(tempDir, "watchdog.js");
      // The parent holds the other end of stdin: when it dies, stdin ends and the host exits.
      writeFileSync(watchdog, `process.stdin.on("end", () => process.exit(0)); process.stdin.on("error", () => process.exit(0)); process.stdin.resume();\n`);
      args.push("--require", watchdog);
    }
    args.push(HOST_SCRIPT, engineAddress);

    const env: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(process.env)) if (!k.startsWith("MSGFORM_")) env[k] = v;
    const project = opts.project ?? "msgform-test";
    Object.assign(env, { PULUMI_PROJECT: project, PULUMI_NODEJS_PROJECT: project }, opts.env ?? {});

    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: opts.cwd ?? process.cwd(), env, stdio: ["pipe", "pipe", "pipe"] });
    live.add(child);
    child.once("exit", () => live.delete(child));

    let output = "";
    const port = await new Promise<number>((resolve, reject) => {
      let buffered = "";
      let found = false;
      child.stdout!.setEncoding("utf8");
      child.stderr!.setEncoding("utf8");
      child.stdout!.on("data", (chunk: string) => {
        if (found) {
          output += chunk;
          return;
        }
        buffered += chunk;
        const nl = buffered.indexOf("\n");
        if (nl < 0) return;
        found = true;
        output += buffered.slice(nl + 1);
        const p = Number(buffered.slice(0, nl).trim());
        if (Number.isInteger(p) && p > 0) resolve(p);
        else reject(new Error(`dynamic-provider host printed ${JSON.stringify(buffered.slice(0, nl))} instead of a port`));
      });
      child.stderr!.on("data", (chunk: string) => {
        output += chunk;
      });
      child.once("exit", (code, signal) => reject(new Error(`dynamic-provider host exited (${code ?? signal}) before printing its port:\n${output}`)));
      child.once("error", reject);
    });
    const startupMs = performance.now() - started;

    const client = new provgrpc.ResourceProviderClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure(), {
      "grpc.max_receive_message_length": 400 * 1024 * 1024,
    });
    const host = new PulumiHost(child, client, engine, engineAddress, port, startupMs, tempDir, opts);
    // Keep collecting output on the instance.
    host.output = output;
    child.stdout!.removeAllListeners("data");
    child.stderr!.removeAllListeners("data");
    child.stdout!.on("data", (chunk: string) => (host.output += chunk));
    child.stderr!.on("data", (chunk: string) => (host.output += chunk));
    (host as { engineLogs: EngineLog[] }).engineLogs = logs;
    await host.handshake();
    await host.getPluginInfo();
    return host;
  }

  /** Handshake as the engine sends it; the dynamic-provider host answers UNIMPLEMENTED (returns false). */
  async handshake(): Promise<boolean> {
    const req = new provproto.ProviderHandshakeRequest();
    req.setEngineAddress(this.engineAddress);
    req.setConfigureWithUrn(true);
    req.setSupportsViews(true);
    req.setSupportsRefreshBeforeUpdate(true);
    try {
      const res = await call<provproto.ProviderHandshakeRequest, provproto.ProviderHandshakeResponse>("Handshake", this.client.handshake.bind(this.client), req);
      this.protocol = {
        acceptSecrets: res.getAcceptSecrets(),
        acceptResources: res.getAcceptResources(),
        acceptOutputs: res.getAcceptOutputs(),
        supportsPreview: true,
      };
      return true;
    } catch (e) {
      if (e instanceof HostCallError && e.code === grpc.status.UNIMPLEMENTED) return false;
      throw e;
    }
  }

  async getPluginInfo(): Promise<{ version: string }> {
    const res = await call<emptyproto.Empty, plugproto.PluginInfo>("GetPluginInfo", this.client.getPluginInfo.bind(this.client), new emptyproto.Empty());
    return { version: res.getVersion() };
  }

  /**
   * Configure with stack config as the engine sends it to dynamic providers: every key, namespaced;
   * values in `secrets` wrapped as secrets in Args; all plain in Variables. The "version" key is
   * skipped, as the engine does.
   */
  async configure(vars: Record<string, string>, opts: { secrets?: string[] } = {}): Promise<Protocol> {
    const req = new provproto.ConfigureRequest();
    const args: Props = {};
    const variables = req.getVariablesMap();
    for (const [k, v] of Object.entries(vars)) {
      if (k === "version") continue;
      variables.set(`pulumi-nodejs:config:${k}`, v);
      args[k] = opts.secrets?.includes(k) ? secret(v) : v;
    }
    req.setArgs(structproto.Struct.fromJavaScript(args));
    req.setAcceptsecrets(true);
    req.setAcceptresources(true);
    req.setSendsOldInputs(true);
    req.setSendsOldInputsToDelete(true);
    const res = await call<provproto.ConfigureRequest, provproto.ConfigureResponse>("Configure", this.client.configure.bind(this.client), req);
    this.protocol ??= {
      acceptSecrets: res.getAcceptsecrets(),
      acceptResources: res.getAcceptresources(),
      acceptOutputs: res.getAcceptoutputs(),
      supportsPreview: res.getSupportspreview(),
    };
    return this.protocol;
  }

  private get proto(): Protocol {
    if (!this.protocol) throw new Error("configure() the host first: the engine always does before any resource call");
    return this.protocol;
  }

  /** Marshal as the engine does: unknowns kept, secrets kept only if the provider accepts them. */
  private async marshal(label: string, props: Props): Promise<structproto.Struct> {
    let wire = await rpc.serializeProperties(label, props, { keepOutputValues: false });
    if (!this.proto.acceptSecrets) wire = reveal(wire);
    return structproto.Struct.fromJavaScript(wire);
  }

  private unmarshal(struct: structproto.Struct | undefined, ins: Props | undefined): Props {
    const outs: Props = struct ? sentinelUnknowns(rpc.deserializeProperties(struct, true)) : {};
    if (!this.proto.acceptSecrets) annotateSecrets(outs, ins);
    return outs;
  }

  async check(urn: string, olds: Props, news: Props, opts: { randomSeed?: Uint8Array } = {}): Promise<CheckResult> {
    const req = new provproto.CheckRequest();
    const { name, type } = urnParts(urn);
    req.setUrn(urn);
    req.setName(name);
    req.setType(type);
    req.setOlds(await this.marshal("olds", olds));
    req.setNews(await this.marshal("news", news));
    if (opts.randomSeed) req.setRandomseed(opts.randomSeed);
    const res = await call<provproto.CheckRequest, provproto.CheckResponse>("Check", this.client.check.bind(this.client), req);
    return {
      inputs: this.unmarshal(res.getInputs(), news),
      failures: res.getFailuresList().map((f) => ({ property: f.getProperty(), reason: f.getReason() })),
    };
  }

  /** Diff: `olds` are the old outputs (state), `news` the new checked inputs. */
  async diff(
    id: string,
    urn: string,
    olds: Props,
    news: Props,
    opts: { oldInputs?: Props; ignoreChanges?: string[] } = {},
  ): Promise<DiffResult> {
    const req = new provproto.DiffRequest();
    const { name, type } = urnParts(urn);
    req.setId(id);
    req.setUrn(urn);
    req.setName(name);
    req.setType(type);
    req.setOlds(await this.marshal("olds", olds));
    req.setNews(await this.marshal("news", news));
    req.setOldInputs(await this.marshal("oldInputs", opts.oldInputs ?? olds));
    req.setIgnorechangesList(opts.ignoreChanges ?? []);
    const res = await call<provproto.DiffRequest, provproto.DiffResponse>("Diff", this.client.diff.bind(this.client), req);
    const changes = res.getChanges();
    const C = provproto.DiffResponse.DiffChanges;
    return {
      changes: changes === C.DIFF_NONE ? "none" : changes === C.DIFF_SOME ? "some" : "unknown",
      replaces: res.getReplacesList(),
      stables: res.getStablesList(),
      deleteBeforeReplace: res.getDeletebeforereplace(),
      diffs: res.getDiffsList(),
    };
  }

  async create(urn: string, props: Props, opts: { preview?: boolean; timeout?: number } = {}): Promise<CreateResult> {
    if (opts.preview && !this.proto.supportsPreview) {
      // provider_plugin.go Create: no preview support → the engine returns the inputs, no call.
      return { id: "", properties: props, skipped: true };
    }
    const req = new provproto.CreateRequest();
    const { name, type } = urnParts(urn);
    req.setUrn(urn);
    req.setName(name);
    req.setType(type);
    req.setProperties(await this.marshal("properties", props));
    req.setPreview(opts.preview === true);
    if (opts.timeout !== undefined) req.setTimeout(opts.timeout);
    const res = await call<provproto.CreateRequest, provproto.CreateResponse>("Create", this.client.create.bind(this.client), req);
    return { id: res.getId(), properties: this.unmarshal(res.getProperties(), props) };
  }

  /** Read (refresh): `props` is the state (old outputs), `inputs` the old inputs. */
  async read(id: string, urn: string, props: Props, inputs?: Props): Promise<ReadResult> {
    const req = new provproto.ReadRequest();
    const { name, type } = urnParts(urn);
    req.setId(id);
    req.setUrn(urn);
    req.setName(name);
    req.setType(type);
    req.setProperties(await this.marshal("state", props));
    if (inputs) req.setInputs(await this.marshal("inputs", inputs));
    const res = await call<provproto.ReadRequest, provproto.ReadResponse>("Read", this.client.read.bind(this.client), req);
    const result: ReadResult = { id: res.getId(), properties: this.unmarshal(res.getProperties(), props) };
    if (res.getInputs()) result.inputs = this.unmarshal(res.getInputs(), inputs);
    return result;
  }

  /** Update: `olds` are the old outputs (state), `news` the new checked inputs. */
  async update(
    id: string,
    urn: string,
    olds: Props,
    news: Props,
    opts: { preview?: boolean; oldInputs?: Props; timeout?: number } = {},
  ): Promise<UpdateResult> {
    if (opts.preview && !this.proto.supportsPreview) {
      return { properties: news, skipped: true };
    }
    const req = new provproto.UpdateRequest();
    const { name, type } = urnParts(urn);
    req.setId(id);
    req.setUrn(urn);
    req.setName(name);
    req.setType(type);
    req.setOlds(await this.marshal("olds", olds));
    req.setNews(await this.marshal("news", news));
    req.setOldInputs(await this.marshal("oldInputs", opts.oldInputs ?? olds));
    req.setPreview(opts.preview === true);
    if (opts.timeout !== undefined) req.setTimeout(opts.timeout);
    const res = await call<provproto.UpdateRequest, provproto.UpdateResponse>("Update", this.client.update.bind(this.client), req);
    return { properties: this.unmarshal(res.getProperties(), news) };
  }

  /** Delete: `props` is the state (old outputs). */
  async delete(id: string, urn: string, props: Props, oldInputs?: Props): Promise<void> {
    const req = new provproto.DeleteRequest();
    const { name, type } = urnParts(urn);
    req.setId(id);
    req.setUrn(urn);
    req.setName(name);
    req.setType(type);
    req.setProperties(await this.marshal("state", props));
    req.setOldInputs(await this.marshal("oldInputs", oldInputs ?? props));
    await call<provproto.DeleteRequest, emptyproto.Empty>("Delete", this.client.delete.bind(this.client), req);
  }

  /** The engine's SignalCancellation. */
  async cancel(): Promise<void> {
    await call<emptyproto.Empty, emptyproto.Empty>("Cancel", this.client.cancel.bind(this.client), new emptyproto.Empty());
  }

  /** A URN in this host's project and stack. */
  urn(type: string, name: string): string {
    return makeUrn(type, name, this.project, this.stack);
  }

  /** Closes the client, stops the host (SIGTERM, then SIGKILL after 5 s) and the Engine service. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.client.close();
    const child = this.child;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    child.stdin?.destroy();
    await new Promise<void>((resolve) => this.engine.tryShutdown(() => resolve()));
    rmSync(this.tempDir, { recursive: true, force: true });
  }

  /** The host's process id (for leak checks). */
  get pid(): number | undefined {
    return this.child.pid;
  }
}
