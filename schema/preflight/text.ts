/**
 * Text matching for the preflight rules: whole words, case-insensitive, so "STOP" is found in
 * "Reply stop to end" but not in "nonstop" or "STOP2END", and a name is found however it is spaced
 * or punctuated ("Acme's", "ACME:").
 */

import { PUBLIC_BODY_KINDS } from "./vocabulary/brand";

/** A string as a regular expression that matches it literally. */
export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const SEP = "[\\s-]+";
const wordsOf = (phrase: string) => phrase.trim().toLowerCase().split(/[\s-]+/);

/**
 * A phrase as a regex, guarded against the longer phrases in `except` that contain it: "beer"
 * does not match inside "root beer", "gun" not inside "glue gun".
 */
function phraseSource(phrase: string, except: readonly string[]): string {
  const words = wordsOf(phrase);
  const guards = except.flatMap((e) => {
    const ew = wordsOf(e);
    const i = ew.findIndex((_, j) => words.every((w, k) => ew[j + k] === w));
    if (i < 0 || ew.length === words.length) return [];
    const before = ew.slice(0, i).map(escape).join(SEP);
    const after = ew.slice(i + words.length).map(escape).join(SEP);
    const behind = before ? `(?<=(?<![A-Za-z0-9])${before}${SEP})` : "";
    return [`(?!${behind}${words.map(escape).join(SEP)}${after ? SEP + after : ""}(?![A-Za-z0-9]))`];
  });
  return guards.join("") + words.map(escape).join(SEP);
}

/**
 * A case-insensitive regex matching any of the phrases as whole words (phrases may span spaces or
 * hyphens), except where a phrase is part of one of the `except` phrases (an everyday compound).
 */
export function wordsPattern(phrases: readonly string[], except: readonly string[] = []): RegExp {
  const alternatives = phrases.map((p) => phraseSource(p, except));
  return new RegExp(`(?<![A-Za-z0-9])(?:${alternatives.join("|")})(?![A-Za-z0-9])`, "i");
}

// Each pattern starts where a run of its characters starts (a look-behind), so a long run without a match
// is scanned once, not once from each of its characters: the review stays linear in the text's length.
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** Public top-level domains that make a bare "name.tld" read as a link. */
const TLDS = "com|net|org|io|co|us|ly|info|biz|app|me|gov|edu|link|site|shop|store|online|xyz|ai|ca|uk|example";

/** Links: http(s) URLs, www. addresses and bare domains (e-mail addresses are not links). */
export const LINK = new RegExp(
  `\\bhttps?://\\S+|\\bwww\\.\\S+|(?<![@\\w.-])[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${TLDS})\\b(?:/\\S*)?`,
  "i",
);

/**
 * Phone numbers as people write them in a message: NANP with separators or parentheses
 * ("(415) 555-0100", "415-555-0100", "1-800-555-0100") or E.164 ("+14155550100"). A bare run of
 * ten digits is an order or account number more often than a phone number, so it is not one here.
 */
export const PHONE = new RegExp(
  "(?<![\\w+])(?:\\+?1[\\s.-])?(?:\\([2-9]\\d{2}\\)\\s?|[2-9]\\d{2}[\\s.-])\\d{3}[\\s.-]\\d{4}(?!\\d)" +
  "|\\+[1-9]\\d{9,14}(?!\\d)",
);

export const EMAIL_ADDRESS = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

/** The text without its e-mail addresses (so "help@acme.com" is not read as a link). */
export function withoutEmails(text: string): string {
  return text.replace(EMAIL, " ");
}

const LINKS = new RegExp(LINK.source, "gi");

/**
 * `read` remembered per text: several rules read the same few texts of a subject, and each text is
 * read once. Bounded, so a long-lived host does not keep every text it saw.
 */
export function readOnce<T>(read: (text: string) => T, limit = 5_000): (text: string) => T {
  const seen = new Map<string, T>();
  return (text) => {
    const known = seen.get(text);
    // (one look-up for what was found; a second only to tell a remembered `undefined` from a text not read)
    if (known !== undefined || seen.has(text)) return known as T;
    const value = read(text);
    if (seen.size > limit) seen.clear();
    seen.set(text, value);
    return value;
  };
}

/**
 * `read` remembered per text and a key of its own (a pattern): what the reading finds in a text for each
 * thing it asks. Held by the key weakly (a pattern made afresh at each call is dropped with it) and, per
 * key, bounded by texts like `readOnce`.
 */
export function readOnceBy<K extends object, T>(
  read: (text: string, key: K) => T,
  limit = 5_000,
): (text: string, key: K) => T {
  const byKey = new WeakMap<K, (text: string) => T>();
  return (text, key) => {
    let once = byKey.get(key);
    if (once === undefined) byKey.set(key, (once = readOnce((t) => read(t, key), limit)));
    return once(text);
  };
}

/** The links a text contains (e-mail addresses excluded). */
export const links: (text: string) => string[] = readOnce((text) => withoutEmails(text).match(LINKS) ?? []);

/** The host of a URL or bare domain, lower case, without "www.". */
export function hostOf(link: string): string {
  const withScheme = /^[a-z]+:\/\//i.test(link) ? link : `https://${link}`;
  try {
    return new URL(withScheme).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return link.toLowerCase();
  }
}

/** True when `host` is `domain` or a subdomain of it. */
export function hostIs(host: string, domains: readonly string[]): boolean {
  return domains.some((d) => host === d || host.endsWith(`.${d}`));
}

const LEGAL_SUFFIXES = new Set([
  "inc", "incorporated", "llc", "l", "c", "llp", "lp", "ltd", "limited", "corp", "corporation", "co", "company", "plc",
  "pllc", "pc", "pa", "gmbh", "sa", "the", "dba",
]);

/** The words of a name that identify it: legal suffixes (Inc, LLC, Corporation) and a leading "The" dropped. */
function coreWords(name: string): string[] {
  const words = name.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 0);
  return words.filter((w, i) => !(LEGAL_SUFFIXES.has(w) && (i > 0 || w === "the")));
}

const inOrder = (words: readonly string[], flags: string) =>
  new RegExp(`(?<![a-z0-9])${words.map(escape).join("[^a-z0-9]*")}(?![a-z0-9])`, flags);

/**
 * Patterns that find a brand name in text: the name's words in order with any spacing or
 * punctuation between them ("Bright-Smile's", "brightsmile.example"), or its first two words
 * ("Bright Smile" for Bright Smile Dental), or its first word written as a name (capitalized,
 * "Acme" for Acme Widgets; at least three letters), or its initials in capitals ("WWU"). A few brands per run in practice.
 */
export const namePatterns: (name: string) => RegExp[] = readOnce(compileName, 10_000);

function compileName(name: string): RegExp[] {
  const core = coreWords(name);
  if (core.length === 0) return [];
  const out = [inOrder(core, "i")];
  if (core.length > 2) out.push(inOrder(core.slice(0, 2), "i"));
  const first = core[0]!;
  // (the kind of a public body, "City" of City of Marlow Springs, is no name on its own)
  const publicBody = core.length > 2 && core[1] === "of" && PUBLIC_BODY_KINDS.has(first);
  if (core.length > 1 && first.length >= 3 && /[a-z]/.test(first) && !publicBody) {
    const title = first[0]!.toUpperCase() + first.slice(1);
    // (and as the name writes it: "BubbleRun" for BubbleRun Car Wash, "McAllister" for McAllister Feed)
    const asWritten = name.split(/[^A-Za-z0-9]+/).find((w) => w.toLowerCase() === first);
    const written = asWritten && /^[A-Z]/.test(asWritten) ? [asWritten] : [];
    const forms = [...new Set([title, first.toUpperCase(), ...written])];
    out.push(new RegExp(`(?<![A-Za-z0-9])(?:${forms.map(escape).join("|")})(?![a-z0-9])`));
  }
  // (and without its first word, two words or more as the name writes them, capitalized: people leave off the kind of
  // business a name opens with, "La Palapa" for Taqueria La Palapa, "Nonna Lucia" for Trattoria Nonna Lucia)
  const written = name.split(/[^A-Za-z0-9&'’]+/).filter((w) => w.length > 0)
    .filter((w, i) => !(LEGAL_SUFFIXES.has(w.toLowerCase()) && (i > 0 || w.toLowerCase() === "the")));
  const tail = written.slice(1);
  if (!publicBody && tail.length >= 2 && tail.every((w) => /^[A-Z0-9]/.test(w)) &&
    !tail.every((w) => GENERIC_NAME_WORDS.has(w.toLowerCase()))) {
    for (const forms of [tail, tail.map((w) => w.toUpperCase())]) {
      out.push(new RegExp(`(?<![A-Za-z0-9])${forms.map(escape).join("[^A-Za-z0-9]*")}(?![A-Za-z0-9])`));
    }
  }
  // (and by its initials in capitals, three or more from its start: "WWU" and "WWUL" for Warehouse Workers United
  // Local 1188, "NPSU" for Northern Plains State University)
  const initials = core.filter((w) => /^[a-z]/.test(w) && !/^(?:of|and|for|at|in|on)$/.test(w)).map((w) => w[0]!.toUpperCase()).join("");
  if (initials.length >= 3) {
    const forms = Array.from({ length: initials.length - 2 }, (_, k) => initials.slice(0, k + 3));
    out.push(new RegExp(`(?<![A-Za-z0-9])(?:${forms.join("|")})(?![A-Za-z0-9])`));
  }
  // (and a public body's name by its place, as its people write it, capitalized as the name writes it: "Marlow Springs
  // 311" for City of Marlow Springs, "Dunmore County Parks" for County of Dunmore; not "hope" for Town of Hope)
  if (publicBody) {
    const place = name.replace(/^\s*(?:the\s+)?[A-Za-z]+\s+of\s+/i, "").split(/[^A-Za-z0-9]+/).filter(Boolean);
    if (place.length > 0 && place.every((w) => /^[A-Z0-9]/.test(w))) {
      out.push(new RegExp(`(?<![A-Za-z0-9])${place.map(escape).join("[^A-Za-z0-9]*")}(?![A-Za-z0-9])`));
    }
  }
  return out;
}

/** True when the text names one of the names (display name, legal name). */
export function namesAny(text: string, names: readonly (string | null | undefined)[]): boolean {
  return names.some((n) => n !== null && n !== undefined && namePatterns(n).some((p) => p.test(text)));
}

/**
 * Where a text writes one of the names whole (its words in order, legal suffixes aside: "Switchyard Taproom",
 * "Switchyard Brewing & Kitchen"), as character spans: the words of the brand's own name, not what the text is about.
 */
export function nameSpans(text: string, names: readonly (string | null | undefined)[]): (readonly [number, number])[] {
  const out: (readonly [number, number])[] = [];
  for (const n of names) {
    const whole = n ? namePatterns(n)[0] : undefined;
    if (whole === undefined || coreWords(n!).length < 2) continue;
    for (const m of text.matchAll(new RegExp(whole.source, "gi"))) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

/** Words in a text. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/** Words that make a capitalized phrase a role or a place, not a company: "Customer Support", "The Team". */
const GENERIC_NAME_WORDS = new Set([
  "the", "our", "we", "your", "their", "this", "all", "a", "an", "customer", "customers", "support", "team", "staff",
  "service", "services", "office", "store", "company", "department", "members", "clients", "users", "patients",
  "students", "parents", "messages", "texts", "alerts", "sms", "text", "account", "accounts", "and", "of", "inc",
  "llc", "ltd", "corp", "co",
]);

/** A person named with a title ("on behalf of Dr. Patel") is someone at the brand, not a company. */
const TITLES = new Set(["dr", "mr", "mrs", "ms", "miss", "prof", "coach", "pastor", "rev", "father", "rabbi", "judge"]);

/** A name with a legal suffix ("Globex Corporation", "Initech, LLC") or named as the sender ("on behalf of Globex"). */
const COMPANY_NAME = new RegExp(
  "(?<![\\w&'’.-])((?:[A-Z][\\w&'’.-]*,?\\s+){1,4}?)(?:Inc|Incorporated|LLC|L\\.L\\.C|Ltd|Limited|Corp|Corporation|Company|Co|LLP|PLLC|GmbH)" +
  "(?![\\w])\\.?" +
  "|(?:[Oo]n behalf of|[Oo]perated by|[Aa] service of|[Aa] division of|[Aa] subsidiary of|" +
  // the messages' recipients as another business's: "for clients of Rose City Ink and Needle, our sister shop"
  "(?:clients|customers|patients|members|guests|patrons) of)\\s+" +
  "((?:[A-Z][\\w&'’.-]*)(?:\\s+(?:[A-Z][\\w&'’.-]*|of|and|&)){0,4})",
  "g",
);

/**
 * The companies a text names that are not the brand: names with a legal suffix, and names the
 * messages are sent for ("on behalf of Globex Retail", "operated by Initech", "for clients of Rose City Ink"). The brand's names (display and legal, as
 * namePatterns finds them) and roles ("Customer Support", "The Team") are not other companies.
 */
export function otherCompanies(text: string, names: readonly (string | null | undefined)[]): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(COMPANY_NAME)) {
    const name = (m[2] ?? m[0]).trim().replace(/[,.]+$/, "");
    const words = name.toLowerCase().split(/[^a-z0-9&]+/).filter((w) => w.length > 0);
    if (words.every((w) => GENERIC_NAME_WORDS.has(w)) || TITLES.has(words[0]!)) continue;
    if (namesAny(name, names) || names.some((n) => n && namesAny(n, [name]))) continue;
    if (!out.includes(name)) out.push(name);
  }
  return out;
}

const GLOBAL = new WeakMap<RegExp, RegExp>();

/** The pattern with the g flag (for matchAll and replace), compiled once per pattern. */
export function everywhere(pattern: RegExp): RegExp {
  let global = GLOBAL.get(pattern);
  if (global === undefined) {
    global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : pattern.flags + "g");
    GLOBAL.set(pattern, global);
  }
  return global;
}
