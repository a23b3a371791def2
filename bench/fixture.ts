// The large fixture of issue 9, generated: 1 brand, N campaigns, M phone numbers (exact numbers or
// one area code, each associated with a campaign at purchase, as the PhoneNumber kind buys them),
// webhook endpoints, allowlist entries and API keys, as a msgform config (YAML), the CLI's input.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stringify } from "yaml";

export interface FixtureSize {
  campaigns: number;
  numbers: number;
  webhooks: number;
  allowlist: number;
  apiKeys: number;
}

/** Most numbers a campaign takes without number_pool (schema/campaigns.ts MAX_NUMBERS_WITHOUT_POOL). */
const MAX_WITHOUT_POOL = 49;

const pad = (n: number, width: number) => String(n).padStart(width, "0");

const campaignName = (i: number) => `c${pad(i + 1, 2)}`;
const numberName = (i: number) => `n${pad(i + 1, 4)}`;

/**
 * The i-th exact number of a series: +1 415 NXX XXXX with NXX from 230 up (never N11 or 555), so
 * series on one emulator never collide (numbers are one inventory per mode across accounts).
 */
export function exactNumber(i: number, series = 0): string {
  const nxx = 230 + series * 10 + Math.floor(i / 10_000);
  return `+1415${nxx}${pad(i % 10_000, 4)}`;
}

export type Config = Record<string, unknown>;

/**
 * The fixture as a config. With `areaCode`, every number is declared by that area code instead of
 * exactly (what most teams write): the PhoneNumber kind searches, then buys.
 */
export function fixtureConfig(size: FixtureSize, series = 0, areaCode?: string): Config {
  const pool = size.campaigns > 0 && size.numbers / size.campaigns > MAX_WITHOUT_POOL;
  const campaigns: Record<string, unknown> = {};
  for (let i = 0; i < size.campaigns; i++) {
    campaigns[campaignName(i)] = {
      brand: "acme",
      useCase: i % 2 === 0 ? "ACCOUNT_NOTIFICATION" : "CUSTOMER_CARE",
      description: `Account alerts for Acme customers about their orders and account security, stream ${i + 1}.`,
      messageFlow: "Customers opt in on the Acme website checkout page (acme.example/checkout) by ticking the SMS alerts box.",
      sampleMessages: [
        `Acme: your order ${1000 + i} has shipped. Reply STOP to opt out.`,
        "Acme: your password was changed. Reply HELP for help.",
      ],
      optOutMessage: "Acme: you are unsubscribed and will get no more messages.",
      helpMessage: "Acme alerts: reply STOP to stop. Help at support@acme.example.",
      privacyPolicyUrl: "https://acme.example/privacy",
      ...(pool ? { numberPool: true } : {}),
    };
  }
  const numbers: Record<string, unknown> = {};
  for (let i = 0; i < size.numbers; i++) {
    numbers[numberName(i)] = {
      ...(areaCode === undefined ? { number: exactNumber(i, series) } : { areaCode }),
      ...(size.campaigns > 0 ? { campaign: campaignName(i % size.campaigns) } : {}),
    };
  }
  const webhooks: Record<string, unknown> = {};
  for (let i = 0; i < size.webhooks; i++) {
    webhooks[`hook${pad(i + 1, 2)}`] = {
      url: `http://127.0.0.1:9/hooks/${i + 1}`,
      enabledEvents: ["message.delivered", "message.failed", "campaign.status_changed"],
      description: `notifications ${i + 1}`,
    };
  }
  const keys: Record<string, unknown> = {};
  const scopeSets = [
    ["messages:write", "messages:read"],
    ["numbers:read"],
    ["registration:read"],
    ["webhooks:write", "webhooks:read"],
    ["lookup:read"],
    ["messages:read"],
  ];
  for (let i = 0; i < size.apiKeys; i++) {
    keys[`key${pad(i + 1, 2)}`] = { name: `service key ${i + 1}`, scopes: scopeSets[i % scopeSets.length], revokeQuietSeconds: 0 };
  }
  const entries = [{ cidr: "127.0.0.0/8", description: "loopback" }];
  for (let i = 1; i < size.allowlist; i++) entries.push({ cidr: `10.${i}.0.0/16`, description: `office ${i}` });
  return {
    version: 1,
    ip_allowlist: { entries },
    api_keys: keys,
    webhook_endpoints: webhooks,
    brands: {
      acme: {
        entityType: "PRIVATE_PROFIT",
        legalName: "Acme Corp",
        displayName: "Acme",
        taxId: "12-3456789",
        taxIdCountry: "US",
        vertical: "TECHNOLOGY",
        website: "https://acme.example",
        address: { street: "1 Main St", city: "San Francisco", state: "CA", postalCode: "94105", country: "US" },
        contact: { email: "ops@acme.example", phone: "+14155550100" },
      },
    },
    campaigns,
    phone_numbers: numbers,
  };
}

const dirs: string[] = [];

/** Removes the temporary config files written so far. */
export function removeConfigs(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Writes a config to a fresh temporary file and returns its path. */
export function writeConfig(config: Config, name = "account.yaml"): string {
  const dir = mkdtempSync(join(tmpdir(), "msgform-bench-"));
  dirs.push(dir);
  const file = join(dir, name);
  writeFileSync(file, stringify(config));
  return file;
}

/** How many objects of each section a config declares (the allowlist counts its entries). */
export function declaredCounts(config: Config): Record<string, number> {
  const count = (key: string) => Object.keys((config[key] as Record<string, unknown> | undefined) ?? {}).length;
  return {
    api_keys: count("api_keys"),
    webhook_endpoints: count("webhook_endpoints"),
    brands: count("brands"),
    campaigns: count("campaigns"),
    phone_numbers: count("phone_numbers"),
    ip_allowlist_entries: ((config.ip_allowlist as { entries?: unknown[] } | undefined)?.entries ?? []).length,
  };
}
