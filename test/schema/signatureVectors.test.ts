import { describe, expect, it } from "vitest";
import { signatureFor, signatureHeader } from "../../emulator/delivery/signer";
import { SIGNATURE_VECTORS } from "./signatureVectors";

describe("spec 6: the emulator's signer against the known-answer vectors", () => {
  it("the vectors cover an envelope, an empty body, a non-ASCII body and a rolled secret", () => {
    expect(SIGNATURE_VECTORS.map((v) => v.name)).toEqual([
      "message.delivered envelope",
      "empty body",
      "non-ASCII body",
      "two secrets during a roll",
    ]);
    for (const v of SIGNATURE_VECTORS) expect(Buffer.byteLength(v.body, "utf8"), v.name).toBe(v.body_utf8_bytes);
    expect(SIGNATURE_VECTORS[2]!.body_utf8_bytes).toBeGreaterThan(SIGNATURE_VECTORS[2]!.body.length);
  });

  for (const v of SIGNATURE_VECTORS) {
    it(`spec 6: ${v.name}: every v1 and the whole SVC-Signature header are exactly the published ones`, () => {
      expect(v.secrets.map((s) => signatureFor(s, v.timestamp, v.body))).toEqual(v.signatures);
      expect(signatureHeader(v.secrets, v.timestamp, v.body)).toBe(v.header);
    });
  }
});
