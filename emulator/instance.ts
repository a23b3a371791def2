import { rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { dirname } from "node:path";
import { VirtualClock } from "./clock";
import { buildControlApp } from "./control/app";
import { newControlToken, TOKEN_HEADER } from "./control/guard";
import { CONSOLE_PATH, registerConsole } from "./console/page";
import { changesOf, topicOfEvent } from "./events/changes";
import { createAccountWithKeys } from "./control/platform";
import type { EmulatorCore } from "./core";
import { EventBus } from "./events/bus";
import { Faults } from "./platform/faults";
import { resumeTimers } from "./persistence/resume";
import { StateDir } from "./persistence/stateDir";
import { IdempotencyStore } from "./platform/idempotency";
import { dualListener } from "./platform/plainHttp";
import { RateLimiter } from "./platform/rateLimit";
import { controlRoutesList, serviceRoutes } from "./routes";
import { buildServiceApp } from "./service";
import { type Account, State } from "./state";
import type { EmulatorOptions, KeyPair, RunningEmulator } from "./api";
import { makeTlsMaterial } from "./tls";

/** A running emulator with its internals: the core, which tests and the bench drive directly. */
export interface EmulatorInstance extends RunningEmulator {
  core: EmulatorCore;
}

/** Starts an emulator (msgform/emulator's startEmulator gives it without the core). */
export async function startInstance(options: EmulatorOptions = {}): Promise<EmulatorInstance> {
  const host = options.host ?? "127.0.0.1";
  const controlHost = options.controlHost ?? "127.0.0.1";
  const closers: (() => void | Promise<void>)[] = [];
  const clock = new VirtualClock();
  const state = new State();
  const core: EmulatorCore = {
    clock,
    state,
    rate: new RateLimiter(clock),
    idempotency: new IdempotencyStore(clock),
    faults: new Faults(options.faultSeed),
    events: new EventBus(state, clock),
    settings: {
      revocationPropagationMs: Math.round((options.revocationPropagationSeconds ?? 5) * 1000),
      bodyLimitBytes: 1024 * 1024,
      headersTimeoutMs: Math.round((options.headersTimeoutSeconds ?? 20) * 1000),
      requestTimeoutMs: 120_000,
      changeStreamIdleMs: Math.round((options.changeStreamIdleSeconds ?? 300) * 1000),
    },
    onClose: (fn) => closers.push(fn),
  };
  // Every recorded event is something a watcher (the console) may show.
  core.events.subscribe((e) => {
    const feed = changesOf(core);
    feed.changed("events");
    feed.changed(topicOfEvent(e.event));
  });
  if (options.rateLimits === "off") core.rate.factor = Number.POSITIVE_INFINITY;
  else if (typeof options.rateLimits === "number") core.rate.factor = options.rateLimits;

  const notice = options.notice ?? ((line: string) => process.stderr.write(`msgform emulator: ${line}\n`));
  const opened = options.stateDir === undefined
    ? undefined
    : StateDir.open(options.stateDir, core, { moveDamagedAside: options.moveDamagedAside, notice });
  const restored = opened?.restored ? state.primaryAccount() : undefined;
  const credentials = restored
    ? bootstrapKeys(core, restored)
    : createAccountWithKeys(core, { name: "primary", primary: true }).credentials;
  if (opened) {
    // Restored deliveries, retention and reviews are timers again; then changes reach the disk.
    if (opened.restored) resumeTimers(core);
    opened.stateDir.start();
  }

  const caDir = options.caDir ?? options.stateDir;
  const controlToken = newControlToken();
  let listening: Awaited<ReturnType<typeof listen>>;
  try {
    listening = await listen(core, options, host, controlHost, caDir, controlToken);
  } catch (e) {
    // Not started: the state directory's lock is released for the next start.
    opened?.stateDir.close();
    throw e;
  }
  const { tls, service, server, sockets, control } = listening;
  const port = (server.address() as AddressInfo).port;
  const controlPort = (control.server.address() as AddressInfo).port;
  // A wildcard listener is reached on loopback, a name the certificate carries.
  const urlHost = (h: string) =>
    h === "0.0.0.0" || h === "::" ? "127.0.0.1" : h.includes(":") ? `[${h}]` : h;
  let closed = false;
  const controlUrl = `http://${urlHost(controlHost)}:${controlPort}`;
  return {
    baseUrl: `https://${urlHost(host)}:${port}`,
    caFile: tls.caFile,
    controlUrl,
    controlToken,
    controlHeaders: { [TOKEN_HEADER]: controlToken },
    consoleUrl: `${controlUrl}${CONSOLE_PATH}?token=${controlToken}`,
    accountId: credentials.account_id,
    keys: credentials.keys,
    restored: restored !== undefined,
    core,
    async close() {
      if (closed) return;
      closed = true;
      for (const fn of closers) await fn();
      clock.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      await service.close();
      await control.close();
      // Last, when nothing can change any more: the final flush and a fresh snapshot.
      opened?.stateDir.close();
      // The temporary folder made for ca.pem when no caDir was given goes with the emulator.
      if (caDir === undefined) rmSync(dirname(tls.caFile), { recursive: true, force: true });
    },
  };
}

/** The primary account's bootstrap keys (its oldest key of each mode), without their secrets. */
function bootstrapKeys(core: EmulatorCore, account: Account) {
  const oldest = (mode: "live" | "test"): KeyPair => {
    let first: { id: string; createdAt: number } | undefined;
    for (const k of core.state.keysOf(account.id, mode).values()) {
      if (!first || k.createdAt < first.createdAt) first = k;
    }
    return { id: first?.id ?? "", secret: "" };
  };
  return { account_id: account.id, keys: { live: oldest("live"), test: oldest("test") } };
}

/** The TLS material, the service and the control API, listening. */
async function listen(
  core: EmulatorCore,
  options: EmulatorOptions,
  host: string,
  controlHost: string,
  caDir: string | undefined,
  controlToken: string,
) {
  const tls = await makeTlsMaterial(host === "0.0.0.0" || host === "::" ? [] : [host], caDir);
  const { app: service, refusePlainHttp } = await buildServiceApp(core, serviceRoutes, {
    key: tls.keyPem,
    cert: tls.certPem,
  });
  await service.ready();
  const { server, sockets } = dualListener(service.server, refusePlainHttp);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 0, host, () => resolve());
    });
    // One loopback listener, two tenants side by side: the control API and the console, its client.
    const control = await buildControlApp(core, controlRoutesList, controlToken);
    registerConsole(control, controlToken);
    await control.listen({ port: options.controlPort ?? 0, host: controlHost });
    return { tls, service, server, sockets, control };
  } catch (err) {
    // Not started (a port in use, an address this machine lacks): nothing left listening, and the
    // temporary folder of the CA file removed, as close() would.
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    await service.close().catch(() => undefined);
    if (caDir === undefined) rmSync(dirname(tls.caFile), { recursive: true, force: true });
    throw err;
  }
}
