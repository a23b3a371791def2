import { randomFillSync } from "node:crypto";
import { ID_CHARS, ID_PREFIX } from "../schema/ids";

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

/** Object id prefixes (schema/ids.ts declares them, for the documents' examples too). */
export const PREFIX = ID_PREFIX;

export function newId(prefix: string, length = ID_CHARS): string {
  return prefix + randomToken(length);
}
