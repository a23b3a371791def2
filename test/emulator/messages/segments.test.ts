import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../../helpers/emulator";
import { provisionSender, recipient, send, type Sender } from "./support";

let emu: TestEmulator;
let sender: Sender;

beforeAll(async () => {
  emu = await TestEmulator.start();
  sender = await provisionSender(emu);
});
afterAll(async () => {
  await emu?.close();
});

const a = (n: number) => "a".repeat(n);
const zh = (n: number) => "ж".repeat(n); // Cyrillic: not in GSM-7, one UTF-16 code unit
const emoji = (n: number) => "😀".repeat(n); // outside the BMP: a surrogate pair, two code units

/** [label, body, encoding, segments] */
const TABLE: [string, string, "gsm7" | "ucs2", number][] = [
  ["GSM-7 1 char", "a", "gsm7", 1],
  ["GSM-7 160 (one segment holds 160)", a(160), "gsm7", 1],
  ["GSM-7 161 (concatenated: 153 per part)", a(161), "gsm7", 2],
  ["GSM-7 306 (2 × 153)", a(306), "gsm7", 2],
  ["GSM-7 307", a(307), "gsm7", 3],
  ["GSM-7 459 (3 × 153)", a(459), "gsm7", 3],
  ["GSM-7 460", a(460), "gsm7", 4],
  ["GSM-7 default-alphabet accents and symbols count 1", "@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ¡ÄÖÑÜ§¿äöñüà", "gsm7", 1],
  ["GSM-7 extension € counts 2: 80 × € = 160", "€".repeat(80), "gsm7", 1],
  ["GSM-7 extension € counts 2: 81 × € = 162", "€".repeat(81), "gsm7", 2],
  ["GSM-7 159 + one extension char = 161", a(159) + "{", "gsm7", 2],
  ["GSM-7 every extension char ^{}\\[~]|€ counts 2", "^{}\\[~]|€".repeat(8) + a(16), "gsm7", 1],
  ["GSM-7 extension table overflows: 9 × 9 ext chars = 162", "^{}\\[~]|€".repeat(9), "gsm7", 2],
  ["GSM-7 an escape pair is never split across parts (152 + € + 152)", a(152) + "€" + a(152), "gsm7", 3],
  ["UCS-2 1 char", "ж", "ucs2", 1],
  ["UCS-2 70 (one segment holds 70)", zh(70), "ucs2", 1],
  ["UCS-2 71 (concatenated: 67 per part)", zh(71), "ucs2", 2],
  ["UCS-2 134 (2 × 67)", zh(134), "ucs2", 2],
  ["UCS-2 135", zh(135), "ucs2", 3],
  ["UCS-2 one non-GSM char makes the whole text UCS-2", a(69) + "ç", "ucs2", 1],
  ["UCS-2 one non-GSM char in 71 chars", a(70) + "ç", "ucs2", 2],
  ["emoji count 2 code units: 35 emoji = 70", emoji(35), "ucs2", 1],
  ["emoji count 2 code units: 36 emoji = 72", emoji(36), "ucs2", 2],
  ["emoji: 66 emoji = 132 code units = 2 parts of 33 pairs", emoji(66), "ucs2", 2],
  ["emoji: 67 emoji = 134 code units, yet 3 parts: a 67-unit part holds only 33 pairs", emoji(67), "ucs2", 3],
  ["emoji: a surrogate pair is never split across parts (66 + 34 × 2 = 134 units, 3 parts)", zh(66) + emoji(34), "ucs2", 3],
  ["emoji mixed with GSM text: 'ok 👍' is UCS-2", "ok 👍", "ucs2", 1],
];

describe("spec 2: segments counted as carriers count them", () => {
  it.each(TABLE)("%s", async (_label, body, encoding, segments) => {
    const r = await send(emu, { from: sender.number, to: recipient(), body });
    expect(r.status, r.text).toBe(201);
    expect({ encoding: r.body.encoding, segments: r.body.segments }).toEqual({ encoding, segments });
  });

  it("an MMS is one segment whatever its text", async () => {
    const r = await send(emu, {
      from: sender.number,
      to: recipient(),
      body: zh(1000),
      media_urls: ["https://cdn.example/pic.png"],
    });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ type: "mms", encoding: "ucs2", segments: 1 });
  });

  it("the message events carry the same segment count (spec 2, 6)", async () => {
    const r = await send(emu, { from: sender.number, to: recipient(), body: a(161) });
    await emu.advance(4);
    const events = await emu.api("GET", "/v1/events?type=message.delivered&limit=100");
    const ev = events.body.data.find((e: any) => e.data.id === r.body.id);
    expect(ev.data.segments).toBe(2);
  });
});
