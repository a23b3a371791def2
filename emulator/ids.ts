import { randomFillSync } from "node:crypto";
import { SPEC_ID_PREFIX } from "../schema/ids";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * Random bytes drawn from one pooled buffer: every request takes an id, and one call into the
 * CSPRNG per id was the request path's largest cost after TLS (bench/README.md, profile).
 */
const pool = Buffer.alloc(8192);
let used = pool.length;

function randomByte(): number {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  return pool[used++]!;
}

/** Random base62 string; rejection sampling keeps every character equally likely. */
export function randomToken(length: number): string {
  let out = "";
  while (out.length < length) {
    const b = randomByte();
    if (b < 248) out += ALPHABET[b % 62];
  }
  return out;
}

/**
 * Object id prefixes. msg_ and evt_ are the spec's (section 2, declared in schema/ids.ts); the rest
 * are ours, listed in docs/decisions.md.
 */
export const PREFIX = {
  account: "acct_",
  request: "req_",
  message: SPEC_ID_PREFIX.message,
  event: SPEC_ID_PREFIX.event,
  webhookEndpoint: "we_",
  phoneNumber: "pn_",
  brand: "bn_",
  campaign: "cmp_",
  email: "eml_",
  fault: "flt_",
  attempt: "att_",
} as const;

export function newId(prefix: string, length = 24): string {
  return prefix + randomToken(length);
}
