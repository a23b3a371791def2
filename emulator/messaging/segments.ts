/**
 * SMS segment counting as carriers do it (3GPP TS 23.038 / 23.040).
 *
 * - GSM-7 when every character is in the GSM 03.38 default alphabet or its extension table.
 *   Default-alphabet characters take one septet, extension-table characters two (ESC + char).
 *   One segment holds 160 septets; a concatenated message holds 153 per part (the user data
 *   header takes 7), and an escape pair is never split across two parts.
 * - UCS-2 (UTF-16 on the wire) otherwise: 70 code units in one segment, 67 per part of a
 *   concatenated message; characters outside the BMP (emoji) are surrogate pairs, count 2, and
 *   are never split across two parts.
 * - MMS is one message whatever its length (segments = 1), as carriers bill it.
 */

export type Encoding = "gsm7" | "ucs2";

const GSM7_SINGLE = 160;
const GSM7_PART = 153;
const UCS2_SINGLE = 70;
const UCS2_PART = 67;

/** The GSM 03.38 default alphabet (one septet each). ESC (0x1B) is not a character of its own. */
const GSM7_BASIC = new Set(
  Array.from(
    "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
    "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
  ),
);

/** The GSM 03.38 extension table (two septets each: ESC + character). */
const GSM7_EXTENSION = new Set(Array.from("\f^{}\\[~]|€"));

export interface SegmentInfo {
  encoding: Encoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text needs. */
  units: number;
  segments: number;
}

/** True when every character of text can be sent in GSM-7. */
function isGsm7(text: string): boolean {
  for (const ch of text) if (!GSM7_BASIC.has(ch) && !GSM7_EXTENSION.has(ch)) return false;
  return true;
}

/**
 * Packs indivisible units (a GSM-7 character of 1 or 2 septets, a UCS-2 character of 1 or 2
 * code units) into parts of `part` units, never splitting one.
 */
function packParts(sizes: number[], part: number): number {
  let parts = 1;
  let used = 0;
  for (const s of sizes) {
    if (used + s > part) {
      parts++;
      used = 0;
    }
    used += s;
  }
  return parts;
}

/** Segments of an SMS body. An empty body is one segment (carriers still send one PDU). */
function countSegments(text: string): SegmentInfo {
  const chars = Array.from(text);
  if (isGsm7(text)) {
    const sizes = chars.map((c) => (GSM7_EXTENSION.has(c) ? 2 : 1));
    const units = sizes.reduce((a, b) => a + b, 0);
    return { encoding: "gsm7", units, segments: units <= GSM7_SINGLE ? 1 : packParts(sizes, GSM7_PART) };
  }
  const sizes = chars.map((c) => c.length);
  const units = text.length;
  return { encoding: "ucs2", units, segments: units <= UCS2_SINGLE ? 1 : packParts(sizes, UCS2_PART) };
}

/** Segments of a message: an MMS counts as one whatever its text. */
export function messageSegments(body: string, isMms: boolean): SegmentInfo {
  const info = countSegments(body);
  return isMms ? { ...info, segments: 1 } : info;
}
