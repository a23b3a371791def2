// The main job (`npm start`): the whole msgform workflow on the embedded emulator, with the real
// CLI run as child processes, exactly as a user or CI runs it.
//
//   1 start the emulator (in process, the service's rate limits) and a webhook receiver on loopback
//   2 validate   3 plan   4 apply (secrets to a 0600 file)
//   5 a real, signed delivery reaches the receiver and is verified with the signing secret
//   6 a change made out of band (the sdk, as someone in a console would)
//   7 drift catches it (exit 2)   8 apply converges   9 drift is clean (exit 0)
//
// Nothing secret is printed: the CLI never prints secrets, and every line shown here is checked
// against the known secrets (and their shapes) first; a match is redacted and fails the job.
// Environment: NO_COLOR turns colour off (colour is only used on a terminal anyway);
// MSGFORM_MAIN_CONSOLE=1 keeps the emulator running at the end, for its console, until Ctrl-C.
// MSGFORM_MAIN_KEEP_TMP=1 keeps the temporary folder (with the secrets file) for inspection.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { type RunningEmulator, startEmulator } from "../../emulator/index";
import {
  type Client,
  createClient, createWebhookHandler,
  orderByOccurredAt,
  signPayload,
  type WebhookEvent,
  type WebhookHandler,
  WebhookVerificationError,
} from "../../sdk";

const ROOT = resolve(__dirname, "..", "..", "..");
const CLI = join(ROOT, "dist", "cli", "main.js");
const CONFIG = join(ROOT, "examples", "main-job", "account.yaml");

const STEPS = [
  "start: the embedded emulator (HTTPS, the service's rate limits) and a webhook receiver on loopback",
  "validate: check the config offline (YAML, fields, ${env:…} references, names)",
  "plan: what apply would change, field by field (reads only)",
  "apply: create everything in dependency order; secrets go to a 0600 file, not the screen",
  "webhook: a real delivery reaches the receiver, which verifies its signature",
  "out of band: someone edits the account outside msgform (here: the sdk, like a console would)",
  "drift: read-only check against the config; exit 2 means drift",
  "apply: converge the account back to the config",
  "drift: again; exit 0 means the account matches the config",
] as const;

// ---- output ---------------------------------------------------------------------------------------

const useColor = process.stdout.isTTY === true && !process.env.NO_COLOR;
const paint = (code: string, s: string) => (useColor ? `\u001b[${code}m${s}\u001b[0m` : s);
const bold = (s: string) => paint("1", s);
const dim = (s: string) => paint("2", s);
const green = (s: string) => paint("32", s);
const red = (s: string) => paint("31", s);

/** Secrets known so far (bootstrap keys, then what the apply wrote to the sink), never printed. */
const knownSecrets = new Set<string>();
/** The shapes of the service's secrets, caught even before they are known. */
// Key IDs (svc_live_k_…, svc_test_ + 24 characters) are safe to show; secrets are 40 characters.
const SECRET_SHAPES = [
  /svc_live_s_[A-Za-z0-9]+/g,
  /svc_test_[A-Za-z0-9]{40}(?![A-Za-z0-9])/g,
  /whsec_[A-Za-z0-9]{16,}/g,
];
let leaked = false;

function redact(text: string): string {
  let out = text;
  for (const s of knownSecrets) {
    if (s && out.includes(s)) {
      leaked = true;
      out = out.split(s).join("[REDACTED]");
    }
  }
  for (const shape of SECRET_SHAPES) {
    out = out.replace(shape, () => {
      leaked = true;
      return "[REDACTED]";
    });
  }
  return out;
}

function say(line = ""): void {
  process.stdout.write(redact(line) + "\n");
}

const INDENT = "    ";
const note = (line: string) => say(`${INDENT}${line}`);
let stepNo = 0;
let stepStarted = 0;

/** Set by Ctrl-C (or SIGTERM): the job stops at the next step and cleans up. */
let interrupted = false;

function step(): void {
  if (interrupted) throw new JobError("interrupted");
  if (stepNo > 0) note(dim(`(${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`));
  stepStarted = Date.now();
  const title = STEPS[stepNo]!;
  stepNo++;
  say("");
  say(bold(`▶ ${stepNo}/${STEPS.length} ${title}`));
}

class JobError extends Error {}

// ---- the CLI as a child process -----------------------------------------------------------------

const children = new Set<ChildProcess>();

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

const shown = (p: string) => {
  const r = relative(process.cwd(), p);
  return r.startsWith("..") ? p : r;
};

/**
 * Runs `msgform <args>` (node dist/cli/main.js) with the given environment, shows the command and
 * its output (stdout and stderr in the order they arrived) indented under the step, and checks
 * the exit code. Output is shown when the command ends, after the secret check.
 */
async function msgform(
  args: string[],
  env: NodeJS.ProcessEnv,
  expectCode: number,
  opts: { afterRun?: () => void; fold?: { text: string; as: string } } = {},
): Promise<CliRun> {
  note(`$ msgform ${args.map((a) => (a.startsWith("/") ? shown(a) : a)).join(" ")}`);
  const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  const chunks: string[] = [];
  let stdout = "";
  let stderr = "";
  child.stdout!.setEncoding("utf8").on("data", (d: string) => {
    stdout += d;
    chunks.push(d);
  });
  child.stderr!.setEncoding("utf8").on("data", (d: string) => {
    stderr += d;
    chunks.push(d);
  });
  const code = await new Promise<number>((resolveCode, reject) => {
    child.on("error", reject);
    child.on("close", (c, signal) => resolveCode(c ?? (signal ? 128 : 1)));
  }).finally(() => children.delete(child));
  opts.afterRun?.();
  let shownText = chunks.join("");
  // A block the user saw in full a step earlier (the plan apply prints again) is folded.
  if (opts.fold && opts.fold.text.length > 0 && shownText.includes(opts.fold.text)) {
    shownText = shownText.replace(opts.fold.text, `${opts.fold.as}\n`);
  }
  const lines = shownText.replace(/\n$/, "").split("\n");
  for (const line of lines) note(dim("│ ") + line);
  const mark = code === expectCode ? green("✓") : red("✗");
  note(`${mark} exit ${code}${expectCode !== 0 ? ` (expected ${expectCode})` : ""}`);
  if (code !== expectCode) throw new JobError(`msgform ${args[0]} exited ${code}, expected ${expectCode}`);
  return { code, stdout, stderr };
}

// ---- the emulator's control API (plain HTTP on loopback) -----------------------------------------

function control<T = unknown>(emu: RunningEmulator, method: string, path: string, body?: unknown): Promise<T> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<T>((resolveBody, reject) => {
    const req = httpRequest(
      emu.controlUrl + path,
      {
        method,
        agent: false,
        headers: {
          ...emu.controlHeaders,
          ...(payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (d: string) => (text += d));
        res.on("end", () => {
          if ((res.statusCode ?? 0) >= 300) reject(new JobError(`control ${method} ${path}: ${res.statusCode} ${text}`));
          else resolveBody((text ? JSON.parse(text) : undefined) as T);
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

// ---- the webhook receiver ----------------------------------------------------------------------

/**
 * A receiver on loopback, as a user would write one: node:http plus the sdk's
 * createWebhookHandler (signature check, duplicate dropping, answer first, process after). It is
 * started before the apply, so its URL can go into the config; it gets its signing secret from
 * the secrets file after the apply. Until then it answers 503, and the service retries.
 */
class Receiver {
  readonly server: Server;
  handler: WebhookHandler | undefined;
  readonly verified: WebhookEvent[] = [];
  readonly log: string[] = [];
  private waiters: (() => void)[] = [];

  constructor() {
    this.server = createServer((req, res) => this.onRequest(req, res));
  }

  async listen(): Promise<string> {
    await new Promise<void>((ok) => this.server.listen(0, "127.0.0.1", ok));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhooks`;
  }

  arm(signingSecret: string): void {
    this.handler = createWebhookHandler({
      secret: signingSecret,
      onEvent: (event) => {
        this.verified.push(event);
        this.log.push(`${green("✓")} 200 ${event.event} ${event.id} (${describeEvent(event)}): signature verified`);
        for (const w of this.waiters.splice(0)) w();
      },
      onError: (err) => {
        const reason = err instanceof WebhookVerificationError ? err.reason : String(err);
        this.log.push(`${red("✗")} 400 rejected: ${reason}`);
      },
    });
  }

  private onRequest(req: IncomingMessage, res: ServerResponse): void {
    const eventId = String(req.headers["svc-event-id"] ?? "?");
    if (!this.handler) {
      // Not configured yet: a 5xx makes the service retry later (spec 3: ~10 s, 1 min, …).
      req.resume();
      this.log.push(`503 for ${eventId}: it arrived before the receiver had its signing secret (the service retries it)`);
      res.writeHead(503).end();
      return;
    }
    this.handler(req, res);
  }

  async waitFor(pred: (e: WebhookEvent[]) => boolean, ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!pred(this.verified)) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((ok) => {
        const t = setTimeout(ok, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(t);
          ok();
        });
      });
    }
    return true;
  }

  async close(): Promise<void> {
    await this.handler?.idle();
    await new Promise<void>((ok) => {
      this.server.close(() => ok());
      this.server.closeAllConnections();
    });
  }
}

function describeEvent(event: WebhookEvent): string {
  const data = event.data as { id?: string; status?: string; campaign_id?: string; cause?: string };
  if (event.event.startsWith("message.")) return `${data.id} ${data.status}`;
  if (event.event === "campaign.status_changed") return `${data.campaign_id} ${data.status}, ${data.cause}`;
  return event.event;
}

/** POSTs a body to the receiver as an attacker would: signed with the wrong secret. */
function forge(url: string, body: string): Promise<number> {
  return new Promise((ok, reject) => {
    const req = httpRequest(
      url,
      {
        method: "POST",
        agent: false,
        headers: {
          "content-type": "application/json",
          "svc-signature": signPayload(body, "not-the-signing-secret"),
          "svc-event-id": "evt_forged",
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => ok(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

// ---- the job ------------------------------------------------------------------------------------

interface SecretsFile {
  api_keys?: Record<string, { id: string; secret?: string }>;
  webhook_endpoints?: Record<string, { id: string; signingSecret?: string }>;
}

async function run(tmp: string, cleanup: (() => Promise<void>)[]): Promise<void> {
  // 1. start ------------------------------------------------------------------------------------
  step();
  const emu = await startEmulator({ caDir: tmp, rateLimits: "spec" });
  cleanup.push(() => emu.close());
  knownSecrets.add(emu.keys.live.secret);
  knownSecrets.add(emu.keys.test.secret);
  const receiver = new Receiver();
  cleanup.push(() => receiver.close());
  const receiverUrl = await receiver.listen();
  note(`emulator   ${emu.baseUrl}  (account ${emu.accountId}; its CA certificate: ${shown(emu.caFile)})`);
  note(`control    ${emu.controlUrl}  (the emulator's levers: carrier decisions, clock, deliveries)`);
  note(`console    ${emu.consoleUrl}  (open it in a browser: messages, deliveries, registrations)`);
  if (!process.env.MSGFORM_MAIN_CONSOLE) note(dim(`           it closes when the job ends; ${KEEP_CONSOLE} keeps it open until Ctrl-C`));
  note(`receiver   ${receiverUrl}  (node:http + the sdk's createWebhookHandler)`);
  note(`msgform    node ${shown(CLI)}, connected through MSGFORM_BASE_URL, MSGFORM_KEY_ID,`);
  note(`           MSGFORM_KEY_SECRET (the bootstrap live key; never on a command line) and MSGFORM_CA_FILE`);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MSGFORM_BASE_URL: emu.baseUrl,
    MSGFORM_KEY_ID: emu.keys.live.id,
    MSGFORM_KEY_SECRET: emu.keys.live.secret,
    MSGFORM_CA_FILE: emu.caFile,
    RECEIPTS_WEBHOOK_URL: receiverUrl,
  };
  const config = CONFIG;
  const sink = join(tmp, "secrets.json");

  // 2. validate ---------------------------------------------------------------------------------
  step();
  note(`the webhook URL comes from \${env:RECEIPTS_WEBHOOK_URL} = ${receiverUrl}`);
  await msgform(["validate", config], env, 0);

  // 3. plan -------------------------------------------------------------------------------------
  step();
  const planFile = join(tmp, "plan.json");
  const plan = await msgform(["plan", config, "--out", planFile, "--detailed-exitcode"], env, 2);
  note("exit 2 with --detailed-exitcode: there are changes (0: none, 1: error). The plan is saved for the apply");

  // 4. apply ------------------------------------------------------------------------------------
  step();
  let secrets: SecretsFile = {};
  await msgform(["apply", planFile, "--yes", "--secrets-out", sink], env, 0, {
    // Read the sink before the output is shown, so the secret check knows every new secret.
    afterRun: () => {
      secrets = JSON.parse(readFileSync(sink, "utf8")) as SecretsFile;
      for (const entries of Object.values(secrets)) {
        for (const entry of Object.values(entries as Record<string, Record<string, string>>)) {
          for (const [field, value] of Object.entries(entry)) if (field !== "id") knownSecrets.add(value);
        }
      }
    },
    fold: { text: plan.stdout, as: dim(`[the saved plan of step 3, printed again before applying: ${plan.stdout.split("\n").length - 1} lines folded here]`) },
  });
  note("applied exactly the saved plan (it would refuse if the account had changed since the plan)");
  const mode = (statSync(sink).mode & 0o777).toString(8).padStart(4, "0");
  note(`secrets file: ${sink} (mode ${mode}); it holds, by section and name:`);
  for (const [section, entries] of Object.entries(secrets)) {
    for (const [name, entry] of Object.entries(entries as Record<string, Record<string, string>>)) {
      const fields = Object.keys(entry).filter((k) => k !== "id");
      note(`  ${section}.${name} (${entry.id}): ${fields.join(", ")}  [values not shown]`);
    }
  }
  if (mode !== "0600") throw new JobError(`the secrets file has mode ${mode}, not 0600`);

  // 5. webhook ----------------------------------------------------------------------------------
  step();
  const endpoint = secrets.webhook_endpoints?.receipts;
  const key = secrets.api_keys?.["order-service"];
  if (!endpoint?.signingSecret || !key?.secret) throw new JobError("the secrets file lacks the endpoint's signing secret or the key's secret");
  receiver.arm(endpoint.signingSecret);
  note(`receiver armed with webhook_endpoints.receipts.signingSecret from the secrets file`);
  const forged = await forge(receiverUrl, JSON.stringify({ id: "evt_forged", event: "message.delivered", occurred_at: new Date().toISOString(), data: {} }));
  note(`a forged delivery (signed with another secret) gets ${forged}: ${forged === 400 ? green("rejected") : red("NOT rejected")}`);
  if (forged !== 400) throw new JobError("the receiver accepted a forged delivery");

  // The managing (bootstrap) key reads the registration; the order service's own key sends.
  const admin: Client = createClient({
    baseUrl: emu.baseUrl,
    keyId: emu.keys.live.id,
    keySecret: emu.keys.live.secret,
    caFile: emu.caFile,
  });
  cleanup.push(() => admin.close());
  const [campaign] = await admin.campaigns.list({ limit: 10 }).toArray();
  const [brand] = await admin.brands.list({ limit: 10 }).toArray();
  const [number] = await admin.numbers.list({ limit: 10 }).toArray();
  if (!campaign || !brand || !number) throw new JobError("the apply did not create the brand, campaign and number");
  await control(emu, "POST", `/control/brands/${brand.id}/decision`, { outcome: "verify" });
  const approved = await control<{ status: string }>(emu, "POST", `/control/campaigns/${campaign.id}/decision`, { outcome: "approve" });
  note(`control API: brand ${brand.id} verified; every carrier approved campaign ${campaign.id}: ${approved.status}`);

  const sender: Client = createClient({
    baseUrl: emu.baseUrl,
    keyId: key.id,
    keySecret: key.secret,
    caFile: emu.caFile,
  });
  cleanup.push(() => sender.close());
  const message = await sender.messages.send({
    from: number.number,
    to: "+13125550123",
    body: "Acme: your order 1234 has shipped. Reply STOP to opt out.",
    reference: "order-1234",
  });
  note(`sdk, as the order service (key ${key.id} from the secrets file): sent ${message.id} ${message.from} → ${message.to}: ${message.status}`);
  // Carrier hand-off and the receipt take a few seconds of emulator time; 15 s also covers the
  // service's first retry (10 s) of anything the receiver answered 503 before it was armed.
  await control(emu, "POST", "/control/clock/advance", { seconds: 15 });
  await control(emu, "POST", "/control/deliveries/settle", { timeout_seconds: 20 });
  note("emulator clock advanced 15 s (carrier hand-off, delivery receipt, the service's first retry)");
  const got = await receiver.waitFor(
    (events) => ["message.sent", "message.delivered"].every((k) => events.some((e) => e.event === k && (e.data as { id?: string }).id === message.id)),
    15_000,
  );
  await receiver.handler?.idle();
  for (const line of receiver.log) note(`receiver: ${line}`);
  const ordered = orderByOccurredAt(receiver.verified).map((e) => `${e.event} (${(e.data as { status?: string }).status})`);
  note(`by occurred_at (arrival order is not guaranteed): ${ordered.join(" → ")}`);
  if (!got) throw new JobError("the receiver did not get message.sent and message.delivered for the message");

  // 6. out of band ------------------------------------------------------------------------------
  step();
  const endpointId = endpoint.id;
  await admin.webhooks.update(endpointId, { description: "edited in the console" });
  note(`sdk: webhook endpoint ${endpointId}: description set to "edited in the console"`);
  const allowlist = await admin.allowlist.get();
  const kept = allowlist.entries.filter((e) => e.cidr !== "198.51.100.0/24");
  await admin.allowlist.replace({ entries: kept });
  note("sdk: IP allowlist: entry 198.51.100.0/24 (office VPN) removed");

  // 7. drift ------------------------------------------------------------------------------------
  step();
  await msgform(["drift", config], env, 2);
  note("exit 2: drift. In CI this fails the job (see examples/drift-ci)");

  // 8. apply ------------------------------------------------------------------------------------
  step();
  await msgform(["apply", config, "--yes", "--secrets-out", sink], env, 0);

  // 9. drift ------------------------------------------------------------------------------------
  step();
  await msgform(["drift", config], env, 0);

  if (process.env.MSGFORM_MAIN_CONSOLE) {
    note("");
    note(`the emulator stays up for its console: ${emu.consoleUrl}`);
    note("press Ctrl-C to stop it and clean up");
    while (!interrupted) await new Promise((r) => setTimeout(r, 200));
  }
}

/** How to run the job so the emulator stays up at the end, for its console. */
const KEEP_CONSOLE = "MSGFORM_MAIN_CONSOLE=1 npm start";

async function main(): Promise<number> {
  const started = Date.now();
  const tmp = mkdtempSync(join(tmpdir(), "msgform-main-"));
  const keep = Boolean(process.env.MSGFORM_MAIN_KEEP_TMP);
  const cleanup: (() => Promise<void>)[] = [];
  say(bold("msgform: the whole workflow against the embedded emulator"));
  say(dim(`temporary folder: ${tmp} (the emulator's CA, the secrets file)`));

  const onSignal = () => {
    // A second Ctrl-C means now: the user gives up on a clean shutdown.
    if (interrupted) process.exit(130);
    interrupted = true;
    say(dim("interrupted: stopping after the current step and cleaning up (Ctrl-C again to quit now)"));
    for (const c of children) c.kill("SIGTERM");
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  let code = 0;
  try {
    await run(tmp, cleanup);
    note(dim(`(${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`));
  } catch (err) {
    code = 1;
    say("");
    say(red(`✗ ${interrupted ? "interrupted" : err instanceof Error ? err.message : String(err)}`));
    if (interrupted) code = 130;
  } finally {
    for (const fn of cleanup.reverse()) await fn().catch((e: unknown) => say(red(`cleanup: ${String(e)}`)));
    if (keep) say(dim(`kept ${tmp} (MSGFORM_MAIN_KEEP_TMP is set); remove it when done`));
    else rmSync(tmp, { recursive: true, force: true });
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
  if (leaked) {
    say(red("✗ a secret reached the output (it was redacted above): that is a bug, please report it"));
    code = 1;
  }
  say("");
  if (code === 0) {
    say(bold(green(`✓ done in ${((Date.now() - started) / 1000).toFixed(1)} s: the emulator and the receiver are closed, every child process has exited`)));
    say(keep ? `  the secrets file is kept in ${tmp}` : `  ${tmp} was removed, the secrets file with it (the emulator's keys died with the emulator)`);
    if (!process.env.MSGFORM_MAIN_CONSOLE) {
      say(`  to look around in the emulator's console afterwards: ${KEEP_CONSOLE} (it stays up until Ctrl-C);`);
      say("  for an empty emulator of your own: node dist/cli/main.js emulator (it prints the console's link and the exports to paste)");
    }
  }
  return code;
}

void main().then((code) => {
  process.exitCode = code;
  // The process ends by itself once everything is closed. If it is still here in 5 s, something
  // leaked: say what, rather than hide it with process.exit().
  setTimeout(() => {
    const left = process.getActiveResourcesInfo().filter((r) => r !== "Timeout");
    process.stderr.write(`msgform main job: still running 5 s after finishing; open resources: ${left.join(", ") || "?"}\n`);
  }, 5_000).unref();
});
