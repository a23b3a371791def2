// The GitHub Action's msgform: the CLI in one committed file (action/dist/msgform.js, scripts/bundle.ts).
// It must be what the sources and the lockfile make now, and it must run with nothing beside it: a
// CI job puts it on PATH and runs it, without npm install or a build.
import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUNDLE, BUNDLE_LICENSES, bundleCli } from "../../scripts/bundle";
import { TestEmulator } from "../helpers/emulator";

const exec = promisify(execFile);
const root = join(__dirname, "..", "..");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };

let dir: string;
let emu: TestEmulator;

beforeAll(async () => {
  // Alone in an empty folder: no node_modules, no package.json above it to lean on.
  dir = mkdtempSync(join(tmpdir(), "msgform-bundle-"));
  copyFileSync(join(root, BUNDLE), join(dir, "msgform.js"));
  emu = await TestEmulator.start();
});

afterAll(async () => {
  await emu?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function msgform(args: string[], env: Record<string, string> = {}) {
  return exec(process.execPath, [join(dir, "msgform.js"), ...args], {
    cwd: dir,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", HOME: dir, NO_COLOR: "1", ...env },
  }).catch((err: { code: number; stdout: string; stderr: string }) => err);
}

describe("the action's bundled CLI", () => {
  it("is the bundle the sources and the installed packages make now (else: npm run bundle, and commit action/dist)", async () => {
    const fresh = await bundleCli(root);
    const stale = "action/dist is stale: run `npm run bundle` and commit action/dist/msgform.js and LICENSES.txt";
    expect(readFileSync(join(root, BUNDLE), "utf8") === fresh.code, stale).toBe(true);
    expect(readFileSync(join(root, BUNDLE_LICENSES), "utf8") === fresh.licenses, stale).toBe(true);
  }, 120_000);

  it("is one file of a size a checkout carries, with the licence of every package in it", () => {
    expect(statSync(join(root, BUNDLE)).size).toBeLessThan(4 << 20);
    const licences = readFileSync(join(root, BUNDLE_LICENSES), "utf8");
    for (const dep of ["zod", "yaml", "commander", "undici"]) expect(licences).toMatch(new RegExp(`^${dep}@\\d`, "m"));
    expect(licences).not.toMatch(/^fastify@/m);
  });

  it("runs alone: --version, validate, and a plan against the emulator", async () => {
    expect((await msgform(["--version"])).stdout.trim()).toBe(pkg.version);
    writeFileSync(join(dir, "keys.yaml"), "api_keys:\n  ci:\n    name: ci\n    scopes: [messages:read]\n");
    expect((await msgform(["validate", "keys.yaml"])).stderr).toContain("keys.yaml: valid (1 api_keys)");
    const planned = await msgform(["plan", "keys.yaml", "--detailed-exitcode"], {
      MSGFORM_BASE_URL: emu.emu.baseUrl,
      MSGFORM_CA_FILE: emu.emu.caFile,
      MSGFORM_KEY_ID: emu.emu.keys.live.id,
      MSGFORM_KEY_SECRET: emu.emu.keys.live.secret,
    });
    expect("code" in planned ? planned.code : 0, planned.stderr).toBe(2);
    expect(planned.stdout).toContain("1 to create");
  }, 60_000);

  it("reviews a registration with its language detector inside the one file (a sample in Spanish is named)", async () => {
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
    expect("code" in r ? r.code : 0, r.stderr).toBe(1);
    expect(r.stderr).toContain("campaigns.alerts.sampleMessages[0]: reads as Spanish");
    expect(r.stderr).toContain("[preflight english-only]");
    writeFileSync(join(dir, "registration.yaml"), registration.replace(/su pedido .* cancelar\./, "your order 1234 has shipped. Reply STOP to opt out."));
    expect((await msgform(["validate", "--strict", "registration.yaml"])).stderr).toContain("valid (1 brands, 1 campaigns)");
  }, 60_000);

  it("says where to get the emulator, which it leaves out", async () => {
    const r = await msgform(["emulator"]);
    expect("code" in r ? r.code : 0).toBe(1);
    expect(r.stderr).toContain("msgform: the emulator is not part of the GitHub Action's bundle: install msgform");
  });
});
