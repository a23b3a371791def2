import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { EndpointRecord } from "../delivery/model";
import { type Address, addressKey } from "./codec";
import { StateDamage } from "./lines";

export const SEALED_PREFIX = "sealed:v1:";

/**
 * Webhook signing secrets at rest: HMAC signing needs the secret itself, so it cannot be hashed
 * like an API key's; it is sealed (AES-256-GCM, the record's address as associated data, so a
 * sealed secret moved to another endpoint does not open) under the state directory's key. A
 * secret is sealed once per process: the same ciphertext keeps an unchanged record unchanged on
 * disk, so it is not written again at every flush.
 */
export class SecretSealer {
  private readonly sealed = new Map<string, string>();

  constructor(private readonly key: Buffer) {}

  /** The endpoint as stored: its secrets sealed. */
  sealEndpoint(at: Address, ep: EndpointRecord): EndpointRecord {
    return {
      ...ep,
      secret: this.seal(at, ep.secret),
      previousSecrets: ep.previousSecrets.map((p) => ({ ...p, secret: this.seal(at, p.secret) })),
    };
  }

  /** Opens the stored endpoint's secrets in place; throws StateDamage if one does not open. */
  openEndpoint(at: Address, ep: EndpointRecord, where: string): void {
    ep.secret = this.open(at, ep.secret, where);
    for (const p of ep.previousSecrets) p.secret = this.open(at, p.secret, where);
  }

  private seal(at: Address, secret: string): string {
    const cacheKey = addressKey(at) + "\u0000" + secret;
    let text = this.sealed.get(cacheKey);
    if (text === undefined) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", this.key, iv);
      cipher.setAAD(Buffer.from(addressKey(at)));
      const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      text = SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), data]).toString("base64");
      this.sealed.set(cacheKey, text);
    }
    return text;
  }

  private open(at: Address, stored: unknown, where: string): string {
    // Format version 1 kept them in clear: read once, sealed by the migration's first snapshot.
    if (typeof stored === "string" && !stored.startsWith(SEALED_PREFIX)) return stored;
    try {
      const raw = Buffer.from(String(stored).slice(SEALED_PREFIX.length), "base64");
      const decipher = createDecipheriv("aes-256-gcm", this.key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(addressKey(at)));
      decipher.setAuthTag(raw.subarray(12, 28));
      const secret = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
      this.sealed.set(addressKey(at) + "\u0000" + secret, stored as string);
      return secret;
    } catch {
      throw new StateDamage(
        `${where}: a webhook signing secret does not open under the directory's state.key (a different key, or ` +
        "changed bytes); restore the directory and its key from a backup, or start with --state-dir-reset-damaged",
      );
    }
  }
}
