import { readOnce } from "../text";
import { KEYWORD_TEXTED } from "../vocabulary/callToAction";
import { frequencyIn, ratesIn, helpIn } from "./disclosures";
import { linkSpans, withoutLinks } from "./evidence";
import { Field } from "./field";
import type { Evidence } from "./model";
import { optOutLanguage } from "./optOut";
import { quotedIn } from "./words";

/*
 * The consent's own words as the flow gives them: quoted (double or single quotes, by wink's quote marks: words.ts
 * quotedIn) or introduced after a colon beside a word of asking or labelling, each as evidence with what it discloses.
 */

/** The checkbox's or button's own words: a quote with the box, button or label named just before it. */
const WORDING_NEAR = new RegExp(
  "\\b(?:box|checkbox|check-box|button|toggle|label|labell?ed|switch|line|print|sign|poster|tag|card|notice|wording|" +
  // (or what shows or says them: "a magnet that says", "the coordinator reads", "turning it on shows this", "a column")
  "words|script|column|screen|magnet|banner|flyer|says|reads|shows|shown|displays|displayed|states|statement|disclosure|" +
  // (a form's question, its words the person answers: "the form has a separate question, unanswered by default: \"…\"";
  // one question, not "questions go to the desk")
  "question(?!s)|" +
  // (printed matter that carries them: "on donation receipts: \"Text FEED …\"", "the brochure", "table tents")
  "receipt|sticker|brochure|mailer|postcard|insert|menu|chalkboard|whiteboard|packet|tent|placard|decal)s?" +
  "\\b[^\"“.;]{0,40}$",
  "i",
);
/**
 * The same named in the plural in "-es" ("two unchecked boxes: email, and \"Text me …\"", "the switches"): several
 * controls, so a quote is one's own words where it carries the call to action's disclosures itself; short labels of the
 * boxes listed ("ticking one or both boxes, \"Text me shipping updates\" and \"Text me offers\"") are named options.
 */
const WORDING_NEAR_PLURAL = new RegExp(WORDING_NEAR.source.replace(")s?", ")(?:e?s)?"), "i");
/**
 * The same, named further back where the quote follows a colon in the sentence that names it, past what describes it:
 * "the ticket screen shows this line and a switch that is off until the customer turns it on: \"…\"".
 */
const WORDING_NAMED_BEFORE_COLON = new RegExp(WORDING_NEAR.source.replace("{0,40}$", "{0,120}:[ \\t]*$"), "i");
/**
 * The question staff ask, quoted after the asking ("I ask: 'Can I text you …?'", "the clerk asks each guest: \"…\""):
 * the words the person hears at the opt-in where they carry the disclosures a call to action makes.
 */
const ASKED_NEAR = /\b(?:ask|asks|asked|asking)\b[^"“.;]{0,40}$/i;
/**
 * The words of a box, sign or screen given after a colon without quotes ("its own unchecked box: Clearbrook
 * Dermatology will text …", "a big sign: Text TACO to …"), to the end of the line.
 */
const AFTER_COLON = new RegExp(
  "\\b(?:box|checkbox|check-box|tickbox|sign|poster|banner|flyer|label|tag|card|screen|notice|wording|words|line|" +
  "script|column|magnet|reads|says|shows|sees|states|displays):(?![ \\t]*[\"“'‘\\[])[ \\t]*([^\\n]{8,600})",
  "gi",
);
/** The same words of a box, sign or screen ending a line with a colon, the words set out on the lines below it. */
const BLOCK_AFTER_COLON = new RegExp(`^([ \\t]*).*${AFTER_COLON.source.slice(0, AFTER_COLON.source.indexOf("):") + 2)}[ \\t]*\\n`, "gim");
/** The lines from `start` indented deeper than `indent`, to the first that is not (without its line break). */
function indentedBlock(text: string, start: number, indent: number): string {
  let end = start;
  while (end < text.length) {
    const next = text.indexOf("\n", end);
    const line = text.slice(end, next < 0 ? text.length : next);
    if ((/^[ \t]*/.exec(line)![0].length <= indent) || line.trim() === "") break;
    end = next < 0 ? text.length : next + 1;
  }
  return text.slice(start, end).replace(/\n$/, "");
}
/**
 * The words beside a box, switch or button reported without quotes, what the sentence says they say: "The text next to
 * the box says the alerts come from Riverbend Credit Union, … and that replying STOP ends them", "the fine print under
 * the switch explains that rates may apply". From the verb to the sentence's end (the capture runs to the line's end, with
 * nothing after it to backtrack for, and is cut at its first full stop: SENTENCE_END).
 */
const REPORTED = new RegExp(
  "\\b(?:text|words|wording|line|label|print|notice|disclosure|blurb|copy)\\b[^.;:!?\"“\\n]{0,40}" +
  "\\b(?:box|checkbox|check-box|tickbox|switch|toggle|button)(?:es)?\\b[^.;:!?\"“\\n]{0,30}?" +
  "\\b(?:says|said|states|explains|tells\\s+(?!that\\b)[a-z]+)\\s+(?:that\\s+)?" +
  "(?![\"“'‘])([^\\n\"“]{20,600})",
  "gi",
);
/** A sentence's end in a passage whose addresses are words (addressesAsWords). */
const SENTENCE_END = /[.!?](?=\s|$)/;
/** A box drawn in the words, as a form prints it: "[ ]", "[  ]", "☐", or a choice's round one: "( ) Yes ( ) No". */
const BOX_DRAWN = /\[[ \t_]*\]|☐|\([ \t_]+\)/;
/** Any passage after a colon, to the end of the line: consent language when it carries the disclosures. */
const ANY_AFTER_COLON = /:(?![ \t]*["“'‘[/])[ \t]*([^\n]{8,600})/g;
/**
 * The consent language the flow quotes: quoted passages introduced by a box, a button, a label or a sign,
 * or whatever introduces them, passages that carry the disclosures a call to action makes (two of frequency,
 * rates, HELP and STOP): by what they say, they are the words shown to the person at the opt-in.
 */
function readWording(flow: Field): { wording: Evidence[]; introduced: boolean } {
  const out: Evidence[] = [];
  let introduced = false;
  const add = (start: number, length: number, named: boolean) => {
    if (out.some((e) => e.start <= start && start < e.end)) return;
    out.push(flow.at(start, start + length));
    introduced ||= named;
  };
  // (what comes before a quote is read with each address as one word: a page's dots end no sentence, "a blank box on the
  // plan signup at clearflow.example/plan: \"…\"")
  const plain = addressesAsWords(flow.text);
  for (const q of quotedIn(flow.text, flow.words)) {
    const before = plain.slice(Math.max(0, q.start - 61), q.start - 1);
    const discloses = disclosesAtLeastTwo(q.text);
    // (or words that draw the box they go with and carry the disclosures: "Check here [ ] and write your cell. From …")
    const named = WORDING_NEAR.test(before) || (discloses && WORDING_NEAR_PLURAL.test(before)) ||
      WORDING_NAMED_BEFORE_COLON.test(plain.slice(Math.max(0, q.start - 161), q.start - 1)) ||
      (discloses && BOX_DRAWN.test(q.text));
    // (a quote that invites the keyword text is a call to action, whatever carries it: "at the coaches' table: \"Text
    // VOTE to (937) 555-0188 … Msg & data rates may apply.\"")
    const invites = discloses && KEYWORD_TEXTED.test(q.text);
    const introduced = named || (discloses && (ASKED_NEAR.test(before) || invites));
    if (named || discloses) add(q.start, q.text.length, introduced);
  }
  // (or reported, what the words beside the box say, without quotes, where they carry the disclosures)
  if (out.length === 0) {
    for (const m of plain.matchAll(REPORTED)) {
      const end = m[1]!.search(SENTENCE_END);
      const said = end < 0 ? m[1]! : m[1]!.slice(0, end + 1);
      if (disclosesAtLeastTwo(said)) add(m.index + m[0].length - m[1]!.length, said.length, true);
    }
  }
  if (out.length === 0) {
    for (const m of flow.text.matchAll(AFTER_COLON)) {
      // words, not a bare link ("Privacy notice: https://…")
      const prose = /(?:[A-Za-z]{2,}\W+){3}/.test(withoutLinks(m[1]!));
      if (prose) add(m.index + m[0].length - m[1]!.length, m[1]!.length, true);
    }
  }
  // (or set out as the lines below, indented under the line that introduces them: "The top of the sheet says:\n  TEXT
  // SPECIALS FROM …\n  [ ] Yes, text me …")
  if (out.length === 0) {
    for (const m of flow.text.matchAll(BLOCK_AFTER_COLON)) {
      const start = m.index + m[0].length;
      const block = indentedBlock(flow.text, start, (m[1] ?? "").length);
      const lead = /^[ \t]*/.exec(block)![0].length;
      if (/(?:[A-Za-z]{2,}\W+){3}/.test(withoutLinks(block))) add(start + lead, block.length - lead, true);
    }
  }
  if (out.length === 0) {
    for (const m of flow.text.matchAll(ANY_AFTER_COLON)) {
      if (disclosesAtLeastTwo(m[1]!)) add(m.index + m[0].length - m[1]!.length, m[1]!.length, false);
    }
  }
  return { wording: out.sort((a, b) => a.start - b.start), introduced };
}
/** The text with the stops inside each web address as letters (its length kept): an address's dots end no sentence. */
function addressesAsWords(text: string): string {
  let out = text;
  for (const [a, b] of linkSpans(text)) out = out.slice(0, a) + out.slice(a, b).replace(/[.;](?=[\w/])/g, "x") + out.slice(b);
  return out;
}
/** readWording of a flow, remembered per text: the opt-in and the bundled consent both ask it. */
const WORDING = readOnce((text: string) => readWording(new Field(["message_flow"], text)));
export const wordingOf = (flow: Field) => (flow.path.length === 1 && flow.path[0] === "message_flow" ? WORDING(flow.text) : readWording(flow));
/** Whether a passage gives two of frequency, rates and HELP and no STOP: a call to action's words with the opt-out left out. */
export function disclosesAllButStop(text: string): boolean {
  const f = new Field(["message_flow"], text);
  const given = [frequencyIn(f.words), ratesIn(f.words), helpIn(f.words)].filter((m) => m !== undefined).length;
  return given >= 2 && !optOutLanguage(text, []);
}
/** Whether a passage gives at least two of frequency, rates, HELP and STOP: what a call to action's words give. */
function disclosesAtLeastTwo(text: string): boolean {
  const f = new Field(["message_flow"], text);
  const found = [
    () => frequencyIn(f.words), () => ratesIn(f.words),
    () => helpIn(f.words), () => optOutLanguage(text, []),
  ];
  let n = 0;
  for (const has of found) if (has() && ++n >= 2) return true;
  return false;
}
