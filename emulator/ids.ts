import { randomBytes } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Random base62 string; rejection sampling keeps every character equally likely. */
export function randomToken(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      if (b < 248 && out.length < length) out += ALPHABET[b % 62];
    }
  }
  return out;
}

/**
 * Object id prefixes. msg_ and evt_ are the spec's (section 2); the rest are ours, listed in the
 * README's Spec decisions table.
 */
export const PREFIX = {
  account: "acct_",
  request: "req_",
  message: "msg_",
  event: "evt_",
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
