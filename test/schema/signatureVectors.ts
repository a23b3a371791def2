import { readFileSync } from "node:fs";
import { join } from "node:path";

/** One known-answer vector of schema/webhook-signature.vectors.json (issue 19 item 6). */
export interface SignatureVector {
  name: string;
  note: string;
  /** The signing secrets, current first. */
  secrets: string[];
  timestamp: number;
  /** The raw body; hashed as its UTF-8 bytes. */
  body: string;
  body_utf8_bytes: number;
  /** One v1 per secret, in the order of secrets. */
  signatures: string[];
  /** The whole SVC-Signature header. */
  header: string;
}

/**
 * The published vectors, read by both the emulator's signer tests and the sdk's verifier tests,
 * so the two implementations are checked against the same fixed answers (computed with openssl).
 */
export const SIGNATURE_VECTORS: SignatureVector[] = (
  JSON.parse(readFileSync(join(__dirname, "..", "..", "schema", "webhook-signature.vectors.json"), "utf8")) as {
    vectors: SignatureVector[];
  }
).vectors;
