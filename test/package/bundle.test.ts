// The GitHub Action's msgform: the CLI committed in action/dist/ (msgform.js and the files it loads on
// first use beside it, scripts/bundle.ts: the same bundle as the package's bin). They must be what the
// sources and the lockfile make now, and run with nothing else: a CI job puts msgform.js on PATH and
// runs it, without npm install or a build.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUNDLE_DIR, BUNDLE_LICENSES, bundleCli } from "../../scripts/bundle";
import { TestEmulator } from "../helpers/emulator";

const exec = promisify(execFile);
const root = join(__dirname, "..", "..");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };

let dir: string;
/** action/dist/ without the files a command needs only for registrations, requests or the emulator. */
let alone: string;
/** What `alone` leaves out: none of them may be loaded by --help, or by validate of keys and endpoints. */
const ON_DEMAND = [
  "provider.kinds.brand.js", "provider.kinds.campaign.js", "provider.kinds.phoneNumber.js", "schema.preflight.js",
  "eld.bundle.js", "pkg.undici.js", "cli.commands.plan.js", "cli.commands.apply.js", "cli.connect.js",
];
let emu: TestEmulator;

beforeAll(async () => {
  // action/dist/ in an empty folder: no node_modules, no package.json above it to lean on.
  dir = mkdtempSync(join(tmpdir(), "msgform-bundle-"));
  cpSync(join(root, BUNDLE_DIR), dir, { recursive: true });
  alone = join(dir, "alone");
  cpSync(join(root, BUNDLE_DIR), alone, { recursive: true });
  for (const name of ON_DEMAND) rmSync(join(alone, name));
  emu = await TestEmulator.start();
});

afterAll(async () => {
  await emu?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Run { code: number; stdout: string; stderr: string }

/** msgform.js in `from`, run there: its exit code and output. */
async function msgform(args: string[], env: Record<string, string> = {}, from = dir): Promise<Run> {
  return exec(process.execPath, [join(from, "msgform.js"), ...args], {
    cwd: from,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", HOME: dir, NO_COLOR: "1", ...env },
  }).then((r) => ({ code: 0, ...r }), (err: Run) => err);
}

const account = () => ({
  MSGFORM_BASE_URL: emu.emu.baseUrl,
  MSGFORM_CA_FILE: emu.emu.caFile,
  MSGFORM_KEY_ID: emu.emu.keys.live.id,
  MSGFORM_KEY_SECRET: emu.emu.keys.live.secret,
});

describe("the action's bundled CLI", () => {
  it("is the bundle the sources and the installed packages make now (else: npm run bundle, and commit action/dist)", async () => {
    const fresh = await bundleCli(root);
    const stale = "action/dist is stale: run `npm run bundle` and commit action/dist/";
    expect(readdirSync(join(root, BUNDLE_DIR)).sort(), stale).toEqual(Object.keys(fresh).sort());
    for (const [name, text] of Object.entries(fresh)) {
      expect(readFileSync(join(root, BUNDLE_DIR, name), "utf8") === text, `${stale} (${name} differs)`).toBe(true);
    }
  }, 120_000);

  it("is a few files of a size a checkout carries, with the licence of every package in them", () => {
    const sizes = readdirSync(join(root, BUNDLE_DIR)).map((f) => statSync(join(root, BUNDLE_DIR, f)).size);
    // Most of it is the review's English model (wink-eng-lite-web-model, about 4 MB), loaded only for registrations.
    expect(sizes.reduce((a, b) => a + b)).toBeLessThan(8 << 20);
    const licences = readFileSync(join(root, BUNDLE_LICENSES), "utf8");
    for (const dep of ["zod", "yaml", "commander", "undici", "eld", "wink-nlp", "wink-eng-lite-web-model"]) {
      expect(licences).toMatch(new RegExp(`^${dep}@\\d`, "m"));
    }
    expect(licences).not.toMatch(/^fastify@/m);
  });

  it("loads what a command may not need from files of its own, each package in one file, by paths relative to itself", () => {
    const file = (name: string) => readFileSync(join(root, BUNDLE_DIR, name), "utf8");
    const code = readdirSync(join(root, BUNDLE_DIR)).filter((f) => f.endsWith(".js"));
    for (const name of ON_DEMAND) expect(code).toContain(name);
    // Never a package name Node would look up in folders above: every file of the bundle by "./".
    const byName = /require\("(?!\.\/|node:)(?:zod|yaml|commander|undici|eld)/;
    for (const name of code) expect(file(name), name).not.toMatch(byName);
    // undici's errors and eld's n-gram database are each in their own file only.
    const inside = { "pkg.undici.js": "\"UndiciError\"", "eld.bundle.js": "\"type\":\"XS60\"" };
    for (const [name, text] of Object.entries(inside)) {
      for (const other of code) expect(file(other).includes(text), `${text} in ${other}`).toBe(other === name);
    }
  });

  it("runs without the files a command does not need: --version, --help, validate of keys; a plan against the emulator", async () => {
    expect((await msgform(["--version"], {}, alone)).stdout.trim()).toBe(pkg.version);
    expect((await msgform(["--help"], {}, alone)).stdout).toContain("Commands:");
    writeFileSync(join(alone, "keys.yaml"), "api_keys:\n  ci:\n    name: ci\n    scopes: [messages:read]\n");
    expect((await msgform(["validate", "keys.yaml"], {}, alone)).stderr).toContain("keys.yaml: valid (1 api_keys)");
    expect((await msgform(["plan", "keys.yaml"], {}, alone)).stderr).toMatch(/Cannot find module '\.\/cli\.commands\.plan\.js'/);
    writeFileSync(join(dir, "keys.yaml"), "api_keys:\n  ci:\n    name: ci\n    scopes: [messages:read]\n");
    const planned = await msgform(["plan", "keys.yaml", "--detailed-exitcode"], account());
    expect(planned.code, planned.stderr).toBe(2);
    expect(planned.stdout).toContain("1 to create");
  }, 60_000);

  it("applies a saved plan, then reports drift and status, with its HTTP client beside it", async () => {
    writeFileSync(join(dir, "hooks.yaml"), [
      "webhook_endpoints:",
      "  orders:",
      "    url: https://example.com/hooks/orders",
      "    enabledEvents: [message.delivered, message.failed]",
      "",
    ].join("\n"));
    const saved = await msgform(["plan", "hooks.yaml", "--out", "hooks-plan.json"], account());
    expect(saved.code, saved.stderr).toBe(0);
    const applied = await msgform(["apply", "hooks-plan.json", "--yes", "--secrets-out", "secrets.json"], account());
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stderr + applied.stdout).toMatch(/Apply: 1 done, 0 failed, 0 skipped\./);
    const drift = await msgform(["drift", "hooks.yaml"], account());
    expect(drift.code, drift.stderr + drift.stdout).toBe(0);
    writeFileSync(join(dir, "hooks.yaml"), readFileSync(join(dir, "hooks.yaml"), "utf8").replace("message.failed", "message.failed, message.sent"));
    const drifted = await msgform(["drift", "hooks.yaml", "--format", "json"], account());
    expect(drifted.code, drifted.stderr).toBe(2);
    expect(JSON.parse(drifted.stdout)).toMatchObject({ format: "msgform-drift" });
    const status = await msgform(["status", "hooks.yaml"], account());
    expect(status.code, status.stderr).toBe(0);
  }, 60_000);

  it("reviews a registration with its language detector beside it (a sample in Spanish is named)", async () => {
    const registration = [
      "brands:",
      "  acme:",
      "    entityType: PRIVATE_PROFIT",
      "    legalName: Acme Outdoor Supply, Inc.",
      "    displayName: Acme Outdoor",
      "    taxId: \"12-3456789\"",
      "    taxIdCountry: US",
      "    vertical: RETAIL",
      "    website: https://acme.example",
      "    address: { street: 1 Main St, city: San Francisco, state: CA, postalCode: \"94105\", country: US }",
      "    contact: { firstName: Ana, lastName: Ruiz, email: ana@acme.example, phone: \"+14155550100\" }",
      "campaigns:",
      "  alerts:",
      "    brand: acme",
      "    useCase: ACCOUNT_NOTIFICATION",
      "    description: Order confirmations and shipping updates for customers of the Acme online store.",
      "    messageFlow: Customers opt in at checkout on acme.example by ticking a box for SMS order updates. " +
      "Message frequency varies; message and data rates may apply.",
      "    sampleMessages:",
      "      - \"Acme: su pedido fue enviado y llegará mañana por la tarde. Responda STOP para cancelar.\"",
      "      - \"Acme: your order 1234 was delivered. Reply HELP for help.\"",
      "    optOutMessage: \"Acme: you are unsubscribed and will get no more messages.\"",
      "    helpMessage: \"Acme order updates: reply STOP to stop. Help at support@acme.example.\"",
      "    privacyPolicyUrl: https://acme.example/privacy",
      "",
    ].join("\n");
    writeFileSync(join(dir, "registration.yaml"), registration);
    const r = await msgform(["validate", "registration.yaml"]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toContain("campaigns.alerts.sampleMessages[0]: reads as Spanish");
    expect(r.stderr).toContain("[preflight english-only]");
    writeFileSync(join(dir, "registration.yaml"), registration.replace(/su pedido .* cancelar\./, "your order 1234 has shipped. Reply STOP to opt out."));
    expect((await msgform(["validate", "--strict", "registration.yaml"])).stderr).toContain("valid (1 brands, 1 campaigns)");
  }, 60_000);

  it("says where to get the emulator, which it leaves out", async () => {
    const r = await msgform(["emulator"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("msgform: the emulator is not part of the GitHub Action's bundle: install msgform");
  });
});
