import { createHash, createHmac } from "node:crypto";
import { ID_CHARS, ID_PREFIX, KEY_CHARS, KEY_PREFIX } from "./ids";
import type { Json } from "./openapiSchemas";

/**
 * Examples for the OpenAPI documents, made from the same declarations as the schemas they
 * illustrate: after a document is built, every operation's request body and responses (each
 * declared status; an error status shows each of its codes), every parameter and header, the
 * component schemas and each webhook's delivery get an example derived from their own JSON Schema.
 * The values are what the service sends: ids with their prefixes and lengths (schema/ids.ts), E.164
 * numbers, timestamps, counters within their bounds, lists that end (`has_more: false`), so a mock
 * built from the document alone (Stoplight Prism) answers what a client can page through and pace by.
 * A string whose pattern no rule here satisfies stops the generation, naming where: give its
 * declaration `.meta({ examples: [...] })`, which is used first.
 */

/** The instant every example is set at. */
const EXAMPLE_TIME = "2026-11-21T20:27:40.000Z";
const EXAMPLE_UNIX = Math.floor(Date.parse(EXAMPLE_TIME) / 1000);

const BASE62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** `length` base62 characters, the same for the same seed (so the document stays deterministic). */
function exampleToken(seed: string, length: number): string {
  let out = "";
  for (let round = 0; out.length < length; round++) {
    for (const byte of createHash("sha256").update(`${seed}:${round}`).digest()) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

/** A realistic id of a kind of object: its prefix, then ID_CHARS base62 characters. */
export function exampleId(kind: keyof typeof ID_PREFIX | "key", seed: string = kind): string {
  if (kind === "key") return KEY_PREFIX.live.id + exampleToken(seed, KEY_CHARS.id);
  return ID_PREFIX[kind] + exampleToken(seed, ID_CHARS);
}

/** Which id kind an object's `object` value, a field name, or a path segment names. */
const KIND_OF: Record<string, keyof typeof ID_PREFIX | "key"> = {
  api_key: "key",
  key: "key",
  keys: "key",
  key_context: "key",
  account: "account",
  accounts: "account",
  request: "request",
  message: "message",
  messages: "message",
  event: "event",
  events: "event",
  webhook_endpoint: "webhookEndpoint",
  webhook_endpoints: "webhookEndpoint",
  "webhook-endpoints": "webhookEndpoint",
  endpoint: "webhookEndpoint",
  phone_number: "phoneNumber",
  number: "phoneNumber",
  numbers: "phoneNumber",
  brand: "brand",
  brands: "brand",
  campaign: "campaign",
  campaigns: "campaign",
  fault: "fault",
  faults: "fault",
  attempt: "attempt",
  email: "email",
};

/** Numbers the service's objects carry, by field name (clamped into each field's bounds). */
const NUMBERS: Record<string, number> = {
  request_count: 1042,
  attempts: 1,
  trust_score: 75,
  default_trust_score: 75,
  number_count: 2,
  limit: 20,
  throughput_per_second: 4,
  daily_cap: 2000,
  grace_period_seconds: 86_400,
  status_code: 200,
  latency_ms: 84,
  segments: 1,
  matching: 1,
  matched_events: 12,
  replayed_events: 12,
  deliveries: 12,
  queued: 0,
  in_flight: 0,
  offset_ms: 0,
  seconds: 60,
  body_limit_bytes: 1_048_576,
  revocation_propagation_seconds: 5,
  brand_verification_seconds: 300,
  att: 86_400,
  tmobile: 129_600,
  verizon: 172_800,
  probability: 1,
  max_count: 1,
  count: 0,
  deleted: 1,
  run: 0,
  failing_streak: 0,
};

/** Strings by field name; tried before the generic ones, kept only when they fit the field's rules. */
const STRINGS: Record<string, string> = {
  url: "https://hooks.acme.example/msgform/events",
  website: "https://www.acme.example",
  privacy_policy_url: "https://www.acme.example/privacy",
  terms_url: "https://www.acme.example/terms",
  name: "Order notifications",
  display_name: "Acme",
  legal_name: "Acme Corporation",
  company_name: "Acme Corporation",
  description: "Order and delivery notifications for Acme customers",
  body: "Your Acme order 1042 has shipped. Reply STOP to opt out.",
  text: "Your Acme order 1042 has shipped. Reply STOP to opt out.",
  message: "Human-readable explanation of what happened and how to fix it",
  code: "resource_not_found",
  param: "id",
  email: "ops@acme.example",
  street: "100 Market Street",
  city: "San Francisco",
  state: "CA",
  region: "CA",
  postal_code: "94105",
  country: "US",
  tax_id: "123456789",
  tax_id_country: "US",
  stock_symbol: "ACME",
  stock_exchange: "NASDAQ",
  area_code: "415",
  from: "+14155550123",
  to: "+13125550199",
  number: "+14155550123",
  phone: "+14155550123",
  cursor: "cur_" + exampleToken("cursor", ID_CHARS),
  address: "203.0.113.10",
  cidr: "203.0.113.0/24",
  entry: "203.0.113.0/24",
  secret: "whsec_" + exampleToken("secret", 32),
  previous_secret: "whsec_" + exampleToken("previous", 32),
  key_secret: KEY_PREFIX.live.secret + exampleToken("key-secret", KEY_CHARS.secret),
  target: "me.get",
  error: "connection refused",
  keyword: "START",
  first_name: "Ada",
  last_name: "Lovelace",
  sample: "Acme: your order 1042 has shipped. Reply STOP to opt out, HELP for help.",
  sample_messages: "Acme: your order 1042 has shipped. Reply STOP to opt out, HELP for help.",
  message_flow: "Customers opt in at checkout on www.acme.example by ticking a box for order texts; the terms are linked there.",
  opt_in_message: "Acme: you will get order updates by text. Msg&data rates may apply. Reply STOP to opt out, HELP for help.",
  opt_out_message: "Acme: you are unsubscribed and will get no more messages. Reply START to subscribe again.",
  help_message: "Acme: help at support@acme.example or 1-800-555-0100. Reply STOP to opt out.",
  media_urls: "https://cdn.acme.example/receipts/1042.png",
  carrier: "T-Mobile",
  reference: "order-1042",
  price: "0.0079",
  vendor_codes: "A01",
  user_agent: "SVC-Webhooks/1.0 (msgform emulator)",
  response_excerpt: "ok",
  input: "+1 415 555 0123",
  e164: "+14155550123",
  national_format: "(415) 555-0123",
  country_calling_code: "1",
  country_name: "United States",
  source_ip: "203.0.113.10",
  locality: "San Francisco",
};

/** The keywords a campaign answers, by list. */
const KEYWORDS: Record<string, string> = { opt_in_keywords: "START", opt_out_keywords: "STOP", help_keywords: "HELP" };

/** Strings tried, in order, for a field no name rule fits (the first that fits its rules is taken). */
const GENERIC = ["US", "415", "94105", "sms,mms", "ACME", "START", "example", "Acme", "Acme Corporation"];

/** Nullable fields shown as null: the page that ends, and what an active object does not have yet. */
const SHOWN_NULL = new RegExp(
  "^(next_cursor|revoked_at|revocation_effective_at|previous_secret_expires_at|disabled_at|error|error_code|error_message|" +
  "done_at|released_at|failing_since|disabled_reason|street2|reason|reason_message)$",
);

/** Booleans shown true (the others false: no more pages, no age gate, …). */
const TRUE = new Set(["enabled", "automated_checks", "sms", "mms", "valid", "sending_enabled", "subscriber_opt_in", "subscriber_opt_out", "subscriber_help", "delivered"]);

/** Optional request fields an example shows besides the required ones. */
const REQUEST_FIELDS = new Set(["name", "body", "url", "description", "enabled_events", "metadata", "mode"]);

interface At {
  /** Field (or parameter) name, when the value is one. */
  name?: string | undefined;
  /** The id kind the enclosing object is (its `object` const, or its schema's name). */
  kind?: keyof typeof ID_PREFIX | "key" | undefined;
  /** JSON pointer-ish place, for the error when no example can be made. */
  where: string;
  /** A request: optional fields are left out (when some field is required). */
  request: boolean;
  depth: number;
}

class ExampleMaker {
  constructor(private readonly doc: Json) {}

  /** An example of `schema` (a JSON Schema of the document), for the field `at.name`. */
  value(schema: Json, at: At): unknown {
    if (at.depth > 12) return null;
    const s = this.resolve(schema);
    const own = schema.$ref ? this.refKind(schema.$ref as string) : undefined;
    const here: At = { ...at, kind: own ?? at.kind, depth: at.depth + 1 };
    if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
    if (s.example !== undefined) return s.example;
    if ("const" in s) return s.const;
    if (Array.isArray(s.enum)) return s.enum[0];
    if (Array.isArray(s["x-extensible-enum"])) return (s["x-extensible-enum"] as unknown[])[0];
    if (Array.isArray(s.allOf)) return this.allOf(s.allOf as Json[], here);
    for (const key of ["anyOf", "oneOf"]) {
      const branches = s[key] as Json[] | undefined;
      if (!Array.isArray(branches)) continue;
      const nullable = branches.some((b) => b.type === "null");
      if (nullable && here.name && SHOWN_NULL.test(here.name)) return null;
      const branch = branches.find((b) => b.type !== "null") ?? branches[0]!;
      return this.value(branch, here);
    }
    if (Array.isArray(s.type) && s.type.includes("null") && here.name && SHOWN_NULL.test(here.name)) return null;
    const type = Array.isArray(s.type) ? (s.type as string[]).find((t) => t !== "null") : (s.type as string | undefined);
    if (type === "object" || (type === undefined && (s.properties || s.additionalProperties))) return this.object(s, here);
    if (type === "array") return this.array(s, here);
    if (type === "integer" || type === "number") return this.number(s, here);
    if (type === "boolean") return TRUE.has(here.name ?? "");
    if (type === "string") return this.string(s, here);
    if (type === "null") return null;
    return {};
  }

  private resolve(schema: Json): Json {
    let s = schema;
    for (let i = 0; typeof s.$ref === "string" && i < 10; i++) {
      s = (s.$ref as string)
        .slice(2)
        .split("/")
        .reduce<Json>((n, p) => (n[p.replace(/~1/g, "/").replace(/~0/g, "~")] ?? {}) as Json, this.doc);
    }
    return s;
  }

  /** The id kind a component's name suggests (Brand, CampaignCarrier, EventEnvelope, …). */
  private refKind(ref: string): At["kind"] {
    const name = ref.split("/").pop()!.replace(/^Control/, "").replace(/(Input|Output|WithSecret|WithAttempts)$/, "");
    if (/(Event|Envelope)$/.test(name)) return "event";
    return KIND_OF[name.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase()];
  }

  private allOf(parts: Json[], at: At): unknown {
    const merged: Json = {};
    for (const p of parts) {
      const v = this.value(p, at);
      if (v && typeof v === "object" && !Array.isArray(v)) Object.assign(merged, v);
    }
    return merged;
  }

  private object(s: Json, at: At): Json {
    const props = (s.properties ?? {}) as Record<string, Json>;
    const required = new Set((s.required ?? []) as string[]);
    const objectConst = (props.object as Json | undefined)?.const;
    // A delivery or event envelope (event kind and data) is an event, whatever its data is.
    const envelope = props.event !== undefined && props.data !== undefined ? "event" : undefined;
    const kind = envelope ?? (typeof objectConst === "string" ? KIND_OF[objectConst] : undefined) ?? at.kind;
    // A request shows what it needs and the fields a reader looks for first; a response shows every field.
    const names = Object.keys(props);
    const wanted = names.filter((n) => required.has(n) || REQUEST_FIELDS.has(n));
    const shown = !at.request ? names : wanted.length > 0 ? wanted : names.slice(0, 2);
    const out: Json = {};
    for (const name of shown) {
      out[name] = this.value(props[name]!, { ...at, name, kind, where: `${at.where}.${name}` });
    }
    const extra = s.additionalProperties;
    if (Object.keys(props).length === 0 && extra && typeof extra === "object") {
      const label = at.name === "metadata" ? { team: "growth", owner: "msgform" } : { example: this.value(extra as Json, { ...at, where: `${at.where}.*` }) };
      const most = typeof s.maxProperties === "number" ? s.maxProperties : 2;
      return Object.fromEntries(Object.entries(label).slice(0, Math.max(0, most)));
    }
    return out;
  }

  private array(s: Json, at: At): unknown[] {
    const item = (s.items ?? {}) as Json;
    const count = Math.max(1, typeof s.minItems === "number" ? s.minItems : 1);
    const one = this.value(item, { ...at, where: `${at.where}[0]` });
    const max = typeof s.maxItems === "number" ? s.maxItems : count;
    return Array.from({ length: Math.min(count, max) }, () => one);
  }

  private number(s: Json, at: At): number {
    const least = typeof s.minimum === "number" ? s.minimum : typeof s.exclusiveMinimum === "number" ? s.exclusiveMinimum + 1 : 0;
    const most = typeof s.maximum === "number" ? s.maximum : typeof s.exclusiveMaximum === "number" ? s.exclusiveMaximum - 1 : Number.MAX_SAFE_INTEGER;
    const wanted = (at.name !== undefined ? NUMBERS[at.name] : undefined) ?? Math.max(1, least);
    return Math.min(most, Math.max(least, wanted));
  }

  private string(s: Json, at: At): string {
    const fits = (v: string) =>
      (typeof s.minLength !== "number" || v.length >= s.minLength) &&
      (typeof s.maxLength !== "number" || v.length <= s.maxLength) &&
      (typeof s.pattern !== "string" || new RegExp(s.pattern, "u").test(v));
    // A free string reads as its field's name; a constrained one takes the first value that fits.
    const words = (at.name ?? "example").replace(/_/g, " ");
    const candidates = [...this.named(s, at), ...(typeof s.pattern === "string" ? GENERIC : [words, ...GENERIC])];
    const found = candidates.find(fits);
    if (found !== undefined) return found;
    if (typeof s.pattern !== "string" && typeof s.minLength === "number") return "x".repeat(s.minLength);
    throw new Error(
      `openapi examples: no example fits ${at.where} (${JSON.stringify(s).slice(0, 200)}); give its declaration .meta({ examples: [...] })`,
    );
  }

  /** Strings the field's name, format or id kind suggest, best first. */
  private named(s: Json, at: At): string[] {
    const name = at.name ?? "";
    const out: string[] = [];
    if (s.format === "date-time" || name.endsWith("_at") || name.startsWith("occurred_")) out.push(EXAMPLE_TIME);
    if (s.format === "email") out.push(STRINGS.email!);
    if (s.format === "uri") out.push(STRINGS[name] ?? (name.endsWith("_urls") ? STRINGS.media_urls! : STRINGS.url!));
    if (name === "id" && at.kind) out.push(exampleId(at.kind, `${at.kind}`));
    const idOf = /^(.*)_id$/.exec(name)?.[1];
    if (idOf !== undefined) {
      const kind = KIND_OF[idOf] ?? KIND_OF[idOf.replace(/^(previous|parent|replayed|original)_/, "")];
      if (kind) out.push(exampleId(kind, kind));
    }
    if (name === "secret" && at.kind === "key") out.push(STRINGS.key_secret!);
    if (STRINGS[name] !== undefined) out.push(STRINGS[name]);
    if (name.endsWith("_number") || name === "numbers") out.push(STRINGS.number!);
    if (name.endsWith("_url") || name.endsWith("_urls")) out.push(STRINGS[name] ?? STRINGS.url!);
    if (name.endsWith("_keywords")) out.push(KEYWORDS[name] ?? "START");
    if (name === "object" && at.kind) out.push(at.kind);
    if (name.endsWith("_secret") || name === "secret") out.push(STRINGS.secret!);
    if (name.includes("event")) out.push("message.delivered");
    if (name === "id" && !at.kind) out.push(exampleId("event"));
    return out;
  }
}

type Where = { doc: Json; maker: ExampleMaker };

function mediaExample(w: Where, media: Json | undefined, at: Omit<At, "depth">): void {
  const schema = media?.schema as Json | undefined;
  if (!media || !schema || media.example !== undefined || media.examples !== undefined) return;
  media.example = w.maker.value(schema, { ...at, depth: 0 });
}

function parameterExample(w: Where, p: Json, where: string, pathKind: At["kind"]): void {
  if (p.$ref || p.example !== undefined || !p.schema) return;
  const kind = p.in === "path" && (p.name === "id" || p.name === "key_id") ? (p.name === "key_id" ? "key" : pathKind) : undefined;
  p.example = w.maker.value(p.schema as Json, { name: p.name as string, kind, where: `${where} ${p.name}`, request: true, depth: 0 });
}

/** The error body of each code an error response lists: one named example per code. */
function errorExamples(response: Json, seed: string): void {
  const codes = response["x-error-codes"] as string[] | undefined;
  const media = (response.content as Json | undefined)?.["application/json"] as Json | undefined;
  if (!codes || !media || media.examples !== undefined) return;
  const whens = new Map(
    String(response.description ?? "")
      .split("; ")
      .map((part) => /^`([a-z0-9_]+)`: (.*)$/s.exec(part))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!, m[2]!]),
  );
  media.examples = Object.fromEntries(
    codes.map((code) => [
      code,
      {
        summary: code,
        value: {
          error: {
            code,
            message: (whens.get(code) ?? code).replace(/^./, (c) => c.toUpperCase()) + ".",
            request_id: exampleId("request", `${seed}:${code}`),
          },
        },
      },
    ]),
  );
}

/** The kind of object a path's last named collection holds (`/v1/brands/{id}/resubmit`: brands). */
function pathKind(path: string): At["kind"] {
  const segments = path.split("/").filter((s) => s && !s.startsWith("{"));
  for (const s of segments.reverse()) if (KIND_OF[s]) return KIND_OF[s];
  return undefined;
}

const HTTP_METHODS = ["get", "put", "post", "patch", "delete"];

/** Every operation of `paths` (or `webhooks`) with its place. */
function operations(items: Json | undefined): [string, Json][] {
  return Object.entries(items ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => (item as Json)[m]).map((m) => [path, (item as Json)[m] as Json] as [string, Json]),
  );
}

/** An SVC-Signature for an example delivery, signed (spec 6) with the example signing secret. */
function exampleSignature(body: unknown): string {
  const mac = createHmac("sha256", STRINGS.secret!).update(`${EXAMPLE_UNIX}.${JSON.stringify(body)}`).digest("hex");
  return `t=${EXAMPLE_UNIX},v1=${mac}`;
}

/** Adds the examples to a built document (the service's or the control API's), in place. */
export function addExamples(doc: Json): Json {
  const w: Where = { doc, maker: new ExampleMaker(doc) };
  const components = (doc.components ?? {}) as Json;
  for (const [path, op] of operations(doc.paths as Json)) {
    const kind = pathKind(path);
    for (const p of (op.parameters ?? []) as Json[]) parameterExample(w, p, `${op.operationId}`, kind);
    const body = (op.requestBody as Json | undefined)?.content as Json | undefined;
    mediaExample(w, body?.["application/json"] as Json, { where: `${op.operationId} request`, request: true });
    for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, Json>)) {
      if (response.$ref) continue;
      if (response["x-error-codes"]) errorExamples(response, `${op.operationId}:${status}`);
      else mediaExample(w, (response.content as Json | undefined)?.["application/json"] as Json, { where: `${op.operationId} ${status}`, request: false });
    }
  }
  const shared = (part: string) => Object.entries((components[part] ?? {}) as Record<string, Json>);
  for (const [name, response] of shared("responses")) errorExamples(response, name);
  for (const [name, p] of shared("parameters")) parameterExample(w, p, name, undefined);
  for (const [kindName, op] of operations(doc.webhooks as Json)) {
    const media = ((op.requestBody as Json).content as Json)["application/json"] as Json;
    mediaExample(w, media, { where: `webhook ${kindName}`, request: false });
    for (const p of (op.parameters ?? []) as Json[]) {
      if (p.name === "SVC-Signature") p.example = exampleSignature(media.example);
      else if (p.name === "SVC-Event-Id") p.example = (media.example as Json).id;
      else if (p.name === "Content-Type") p.example = "application/json";
      else if (p.name === "User-Agent") p.example = "SVC-Webhooks/1.0 (msgform emulator)";
    }
  }
  for (const [name, schema] of Object.entries((components.schemas ?? {}) as Record<string, Json>)) {
    if (schema.examples !== undefined) continue;
    const value = w.maker.value({ $ref: `#/components/schemas/${name}` }, { where: `schema ${name}`, request: false, depth: 0 });
    schema.examples = [value];
  }
  return doc;
}

/** The signing secret the webhook examples are signed with (spec 6), for a test that verifies them. */
export const EXAMPLE_SIGNING_SECRET = STRINGS.secret!;
