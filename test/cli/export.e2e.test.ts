import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { createClient } from "../../sdk";
import { TestEmulator } from "../helpers/emulator";
import { brandBody, campaignBody } from "../helpers/fixtures";
import { cliEnv, msgform } from "./run";

/**
 * The export round trip, as `terraform import` then `plan`: on any account, `msgform export -o
 * account.yaml` then `plan --detailed-exitcode` exits 0 and `drift` exits 0. Recording msgform's
 * ownership on an object nobody owned (a console-made IP allowlist, an object an earlier msgform
 * named without an owner) is not a change and not drift: the next apply records it.
 */

type Emu = TestEmulator["emu"];
const clientOf = (emu: Emu) =>
  createClient({ baseUrl: emu.baseUrl, keyId: emu.keys.live.id, keySecret: emu.keys.live.secret, caFile: emu.caFile });

/** Every kind made by hand, as a console user or a script would, plus one object of an older msgform (no owner). */
async function makeByHand(emu: Emu): Promise<void> {
  const c = clientOf(emu);
  try {
    await c.allowlist.replace({ entries: [{ cidr: "127.0.0.0/8", description: "made in the console" }] });
    await c.keys.create({ name: "console key", scopes: ["messages:read"] });
    await c.webhooks.create({ url: "https://hooks.example.com/console", enabled_events: ["message.sent"], description: "console" });
    await c.webhooks.create({
      url: "https://hooks.example.com/legacy",
      enabled_events: ["message.failed"],
      metadata: { "msgform:name": "legacy-hook" },
    });
    const brand = await c.brands.create(brandBody() as never);
    const campaign = await c.campaigns.create(campaignBody(brand.id) as never);
    const [available] = await c.numbers.search({ area_code: "415" }).then((p) => p.data);
    await c.numbers.buy({ number: available!.number, campaign_id: campaign.id, name: "console number" });
  } finally {
    await c.close();
  }
}

/** `ownerless`: the objects nobody owned, whose ownership the plan lists to record (section.name). */
function roundTrip(ownerless: string[], setup: (t: TestEmulator, dir: string) => Promise<void>) {
  let t: TestEmulator;
  let dir: string;
  let env: Record<string, string>;
  const cli = (...args: string[]) => msgform(args, env);

  beforeAll(async () => {
    t = await TestEmulator.start();
    dir = mkdtempSync(join(tmpdir(), "msgform-export-"));
    env = cliEnv(t.emu);
    await setup(t, dir);
  });
  afterAll(async () => t?.close());

  it("export -o account.yaml, then plan --detailed-exitcode exits 0 and drift exits 0", async () => {
    const out = join(dir, "account.yaml");
    const exported = await cli("export", "-o", out);
    expect(exported.code, exported.stderr).toBe(0);
    const doc = parse(readFileSync(out, "utf8")) as Record<string, unknown>;
    for (const key of ["ip_allowlist", "api_keys", "webhook_endpoints", "brands", "campaigns", "phone_numbers"]) {
      expect(doc, key).toHaveProperty(key);
    }
    const validate = await cli("validate", out);
    expect(validate.code, validate.stderr).toBe(0);
    const plan = await cli("plan", out, "--detailed-exitcode");
    expect(plan.code, plan.stdout + plan.stderr).toBe(0);
    expect(plan.stdout).toContain("No changes");
    const drift = await cli("drift", out);
    expect(drift.code, drift.stdout + drift.stderr).toBe(0);
  });

  it("the plan records ownership as a note, not a change; apply records it and the round trip stays clean", async () => {
    const out = join(dir, "account.yaml");
    const json = JSON.parse((await cli("plan", out, "--format", "json")).stdout);
    expect(json.summary).toEqual({ create: 0, update: 0, replace: 0, delete: 0 });
    const recorded = json.changes.filter((c: { ownership?: unknown }) => c.ownership);
    for (const c of recorded) expect(c).toMatchObject({ action: "noop", ownership: { to: "configuration default" } });
    expect(recorded.map((c: { section: string; name: string }) => `${c.section}.${c.name}`).sort()).toEqual(ownerless);
    if (recorded.length > 0) {
      // Said to a reviewer, in the terminal and in the pull-request comment, without counting as a change.
      expect((await cli("plan", out)).stdout).toContain("Ownership to record (the next apply writes it; nothing else changes):");
      const md = (await cli("plan", out, "--format", "markdown")).stdout;
      expect(md).toContain("**0 to create, 0 to update, 0 to replace, 0 to delete**");
      expect(md).toContain(`${recorded.length} owner(s) to record by the next apply (no change)`);
    }
    const apply = await cli("apply", out, "--yes");
    expect(apply.code, apply.stderr).toBe(0);
    const after = JSON.parse((await cli("plan", out, "--format", "json")).stdout);
    expect(after.changes.filter((c: { ownership?: unknown }) => c.ownership)).toEqual([]);
    expect((await cli("plan", out, "--detailed-exitcode")).code).toBe(0);
    expect((await cli("drift", out)).code).toBe(0);
    const c = clientOf(t.emu);
    const list = await c.allowlist.get();
    await c.close();
    expect(list.metadata).toMatchObject({ "msgform:config": "default" });
  });
}

describe("export round trip: an account made by hand (every kind, a console-made IP allowlist, a legacy object)", () => {
  roundTrip(["ip_allowlist.ip_allowlist", "webhook_endpoints.legacy-hook"], async (t) => makeByHand(t.emu));
});

describe("export round trip: an account made by msgform, with objects made by hand next to it", () => {
  roundTrip([], async (t, dir) => {
    const env = cliEnv(t.emu);
    const config = join(__dirname, "fixtures", "account.yaml");
    const applied = await msgform(["apply", config, "--yes", "--secrets-out", join(dir, "secrets.json")], env);
    expect(applied.code, applied.stderr).toBe(0);
    const c = clientOf(t.emu);
    await c.webhooks.create({ url: "https://hooks.example.com/console", enabled_events: ["message.sent"] });
    await c.close();
  });
});

/** Text a console user may well write that looks like msgform's own syntax or breaks its naming rule. */
async function makeLookalikes(emu: Emu): Promise<void> {
  const c = clientOf(emu);
  try {
    await c.webhooks.create({
      url: "https://hooks.example.com/x?y=${z}",
      enabled_events: ["message.sent"],
      description: "Ünïcode hook: ${env:HOME} …",
      // A marker no declaration name can carry, as a script might write it.
      metadata: { "msgform:name": "Bad Name!", literal: "$${kept}" },
    });
  } finally {
    await c.close();
  }
}

describe("export round trip: console text that looks like msgform's own (${…}, $${…}, accents, an invalid marker name)", () => {
  let dir = "";
  roundTrip(["ip_allowlist.ip_allowlist", "webhook_endpoints.legacy-hook", "webhook_endpoints.unicode-hook-env-home"], async (t, d) => {
    dir = d;
    await makeByHand(t.emu);
    await makeLookalikes(t.emu);
  });

  it("writes such text in its literal form ($${), and a valid name with the id for the invalid marker", () => {
    const doc = parse(readFileSync(join(dir, "account.yaml"), "utf8")) as { webhook_endpoints: Record<string, unknown> };
    expect(doc.webhook_endpoints["unicode-hook-env-home"]).toMatchObject({
      url: "https://hooks.example.com/x?y=$${z}",
      description: "Ünïcode hook: $${env:HOME} …",
      metadata: { literal: "$$${kept}" },
      id: expect.stringMatching(/^we_/),
    });
  });
});

describe("export round trip into a second account: numbers bought by search are exported by their number", () => {
  let a: TestEmulator;
  let b: TestEmulator;
  let dir: string;

  beforeAll(async () => {
    [a, b] = await Promise.all([TestEmulator.start(), TestEmulator.start()]);
    dir = mkdtempSync(join(tmpdir(), "msgform-export-"));
  });
  afterAll(async () => Promise.all([a?.close(), b?.close()]));

  const numbersOf = async (emu: Emu) => {
    const c = clientOf(emu);
    try {
      const page = await c.numbers.list({ limit: 100 });
      return page.data.map((n) => n.number).sort();
    } finally {
      await c.close();
    }
  };

  it("applying the export to another account buys exactly the numbers the first one has", async () => {
    const config = join(dir, "account.yaml");
    const fixture = readFileSync(join(__dirname, "fixtures", "account.yaml"), "utf8");
    writeFileSync(config, `${fixture}\n  second:\n    areaCode: "212"\n    contains: "7"\n`);
    const applied = await msgform(["apply", config, "--yes", "--secrets-out", join(dir, "a-secrets.json")], cliEnv(a.emu));
    expect(applied.code, applied.stderr).toBe(0);
    const bought = await numbersOf(a.emu);
    expect(bought).toHaveLength(2);

    const out = join(dir, "export.yaml");
    const exported = await msgform(["export", "-o", out], cliEnv(a.emu));
    expect(exported.code, exported.stderr).toBe(0);
    const numbers = (parse(readFileSync(out, "utf8")) as { phone_numbers: Record<string, Record<string, unknown>> }).phone_numbers;
    expect(Object.values(numbers).map((n) => n.number).sort()).toEqual(bought);
    // Nothing that would buy another number: no search criteria.
    for (const n of Object.values(numbers)) expect(Object.keys(n)).not.toEqual(expect.arrayContaining(["areaCode"]));

    // Another environment bootstrapped from it: the objects msgform manages (those adopted by id, such as
    // the emulator's bootstrap key, belong to the first account only).
    const doc = parse(readFileSync(out, "utf8")) as Record<string, unknown>;
    for (const section of Object.values(doc)) {
      if (typeof section !== "object" || section === null) continue;
      const entries = section as Record<string, { id?: string } | undefined>;
      for (const [name, entry] of Object.entries(entries)) if (entry?.id) delete entries[name];
    }
    writeFileSync(out, stringify(doc));
    const second = await msgform(["apply", out, "--yes", "--secrets-out", join(dir, "b-secrets.json")], cliEnv(b.emu));
    expect(second.code, second.stdout + second.stderr).toBe(0);
    expect(await numbersOf(b.emu)).toEqual(bought);
    // And the export reads back clean on the account it came from.
    const again = await msgform(["plan", out, "--detailed-exitcode"], cliEnv(a.emu));
    expect(again.code, again.stdout + again.stderr).toBe(0);

    // A second account of the same service cannot have the first one's numbers: the apply refuses
    // each of them (the number is taken), and buys nothing else in its place.
    const created = await a.control("POST", "/control/accounts", { name: "second" });
    expect(created.status, created.text).toBe(201);
    const key = created.body.keys.live as { id: string; secret: string };
    const third = await msgform(["apply", out, "--yes", "--secrets-out", join(dir, "c-secrets.json")], cliEnv(a.emu, key));
    expect(third.code).toBe(1);
    expect(third.stderr).toMatch(/Apply: \d+ done, 2 failed/);
    const c = createClient({ baseUrl: a.emu.baseUrl, keyId: key.id, keySecret: key.secret, caFile: a.emu.caFile });
    try {
      expect((await c.numbers.list({ limit: 100 })).data).toEqual([]);
    } finally {
      await c.close();
    }
  });
});
