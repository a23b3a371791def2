import type { CampaignSubject, FieldPath } from "../model";
import { links, nameSpans, namesAny, otherCompanies, PHONE, readOnce, withoutEmails, wordCount } from "../text";
import { CATEGORIES, type CategoryMatch, findCategories } from "../lexicon";
import {
  CHOOSING, FRAUD_CONTENT, ONE_TIME_CODE, PARTISAN, PROMOTIONAL, SPEND, TRANSACTIONAL_CONTENT,
} from "../vocabulary/useCase";
import type { ContentFact, Evidence, SampleReading } from "./model";
import { Field, saysAny } from "./field";
import type { Match } from "./phrase";
import { hasOptOutLanguage } from "./optOut";
import { PERIODS } from "../vocabulary/disclosures";
import { isNegator, sameSentence, sentenceWords, type Word, wordEndingAfter, wordsAfter, wordsOf } from "./words";
import {
  CASH_NOW, COLOURS, DEBT_OWED, DRAWINGS, FOR_OTHERS, HANDED_TO_COLLECTOR, INCOME_PROMISED, KEYWORD_SENT, LASTING,
  LOAN_EVENTS, MINUTES, NAME_JOINERS, NO_CREDIT_CHECK, NO_PRESCRIPTION, NO_PURCHASE, NOT_A_SENDER, OCCASION,
  OPENS_CLAUSE, ORIGINATION, OTHER_PARTY, OWNER, PAID_CHANCE, PLACE_NOUNS, PRIZE, RATE_NOUNS, REPAID_SOON,
  SECOND_PERSON, SERVICING, TITLE_SMALL, WON_MONEY, WORK_AT_HOME,
} from "../vocabulary/content";

/*
 * What each text is about: the content categories it names (with the phrase), and what each sample
 * is as a use case would file it (a one-time code, an offer, a link, a phone number).
 */

export interface FieldText {
  readonly path: FieldPath;
  readonly text: string;
}

/** Every text a reviewer reads to judge the content: description, message flow, samples, replies. */
export function reviewedTexts(c: CampaignSubject): FieldText[] {
  const out: FieldText[] = [];
  if (c.description) out.push({ path: ["description"], text: c.description });
  if (c.message_flow) out.push({ path: ["message_flow"], text: c.message_flow });
  (c.sample_messages ?? []).forEach((text, i) => out.push({ path: ["sample_messages", i], text }));
  for (const f of ["opt_in_message", "opt_out_message", "help_message"] as const) if (c[f]) out.push({ path: [f], text: c[f]! });
  return out;
}

const at = (path: FieldPath, text: string, start: number, end: number): Evidence =>
  ({ path, start, end, words: text.slice(start, end) });

/**
 * Whether a negation covers the phrase starting at `start`: a product named in a warning or a rule
 * ("we will never ask you to pay in crypto", "no alcohol, tobacco or vaping at the game", "we are not a
 * debt settlement company") is not offered. Not a negation that invites ("don't miss our margaritas": the
 * reading's negation scope, reading/words.ts, covers nothing after it), nor one whose clause prices something before the phrase ("no cover, $3 beers": an offer), nor a
 * negator inside the phrase itself ("no credit check loan").
 */
function disclaimed(words: readonly Word[], start: number): boolean {
  const k = wordEndingAfter(words, start);
  if (k < 0 || !words[k]!.negated) return false;
  for (let j = k - 1; j >= 0; j--) {
    if (!isNegator(words[j]!)) continue;
    return !words.slice(j + 1, k).some((w) => /[\d$]/.test(w.text));
  }
  return true;
}

const NOUN_PHRASE = new Set(["NOUN", "PROPN", "ADJ", "NUM", "X", "SYM"]);

/**
 * Whether the loan named at `start` is the recipient's own, being serviced (a payment due, a statement, a tax form):
 * an owner word shortly before it in its clause ("reminders for a member's existing Pathway FCU auto loan", "your 1098
 * mortgage statement"), and no word there that offers or arranges one ("apply for your auto loan").
 */
function serviced(words: readonly Word[], start: number, end = start): boolean {
  const k = wordEndingAfter(words, start);
  if (servicingHead(words, k, end)) return true;
  const inClause = (j: number) =>
    j >= 0 && sameSentence(words[j], words[k]) && !/^[,;:.!?()]$/.test(words[j]!.text);
  // The owner opens the loan's own noun phrase: only names, adjectives and numbers stand between, or another loan
  // joined by "and"/"or" ("their auto or personal loan", "your boat and home loans").
  const inPhrase = (w: Word) => NOUN_PHRASE.has(w.pos) || w.lower === "and" || w.lower === "or";
  let j = k - 1;
  while (inClause(j) && j >= k - 6 && !OWNER.has(words[j]!.lower) && inPhrase(words[j]!)) j--;
  if (!inClause(j) || !(OWNER.has(words[j]!.lower) || occasion(words, k, end))) return false;
  // And nothing just before it offers or arranges the loan ("apply for your personal loan").
  for (let i = j - 1; inClause(i) && i >= j - 5; i--) {
    if (ORIGINATION.has(words[i]!.lemma) || ORIGINATION.has(words[i]!.lower)) return false;
  }
  return true;
}

/**
 * Whether the loan named from word `k` to `end` is the time of something else: its closing or payoff after a time word
 * ("surveys after a branch visit or a loan closing", "a check-in following the mortgage closing"), the nouns between
 * joined by articles and "and"/"or". An event of a loan already made, not a loan offered.
 */
function occasion(words: readonly Word[], k: number, end: number): boolean {
  const next = words.findIndex((w) => w.start >= end);
  const named = words.slice(k, next < 0 ? words.length : next + 1);
  if (!named.some((w) => LOAN_EVENTS.has(w.lower) || LOAN_EVENTS.has(w.lemma))) return false;
  const joins = (w: Word) => NOUN_PHRASE.has(w.pos) || w.pos === "DET" || w.lower === "and" || w.lower === "or";
  for (let j = k - 1; j >= 0 && j >= k - 6 && sameSentence(words[j], words[k]); j--) {
    if (OCCASION.has(words[j]!.lower)) return true;
    if (!joins(words[j]!)) return false;
  }
  return false;
}

const OTHER_SENSE = new Map(CATEGORIES.flatMap((c) => c.entries.filter((e) => e.otherSense)
  .map((e) => [e.id, new Set(e.otherSense)] as const)));

/** Whether the entry found has its other sense in this sentence (lexicon/types.ts `otherSense`: a lottery for school seats). */
function otherSense(text: string, m: CategoryMatch): boolean {
  const words = OTHER_SENSE.get(m.entry);
  if (words === undefined) return false;
  const all = wordsOf(text);
  const at = all.find((w) => w.end > m.start);
  return at !== undefined && sentenceWords(all, at).some((w) => words.has(w.lemma) || words.has(w.lower));
}

const HEADS = new Map(CATEGORIES.filter((c) => c.heads).map((c) => [c.id, new Set(c.heads)]));
/** Words that may stand between a term and the noun it modifies: adjectives and hyphened participles ("bourbon-brown", "whiskey-scented"). */
const BETWEEN = new Set(["ADJ"]);

/**
 * Whether the product named at `m` modifies another noun instead of being named (a category's `heads`,
 * lexicon/types.ts): the first noun joined to it by spaces or hyphens ("a cognac leather sofa", "Moscow Mule copper
 * mugs", "bourbon-brown suede boots", "Wine country bike tours") is neither one of the category's heads ("tequila
 * shots", "Bourbon Night", "wine list") nor in a term of the same category ("Jameson Irish whiskey"); a term that
 * names its serving ("pitchers of Miller Lite") is the drink whatever follows.
 */
function modifiesAnother(text: string, m: CategoryMatch): boolean {
  const words = wordsOf(text);
  // (joined by a hyphen to a colour, any product's name is the colour: "tobacco-brown", "wine-red", "champagne-gold")
  const after = words.find((w) => w.start > m.end && w.text !== "-");
  if (after && COLOURS.has(after.lower) && /^[-\u2010\u2011]$/.test(text.slice(m.end, after.start))) return true;
  const heads = HEADS.get(m.category);
  if (heads === undefined) return false;
  const isHead = (w: Word) => heads.has(w.lemma) || heads.has(w.lower);
  // A term that names its serving ("pitchers of Miller", "Hennessy bottles") is the drink served.
  if (words.some((w) => w.start >= m.start && w.end <= m.end && isHead(w))) return false;
  if (listedKindOfAnother(text, words, m, isHead) || numberedKindOfAnother(text, words, m, isHead)) return true;
  let k = words.findIndex((w) => w.start >= m.end);
  let from = m.end;
  for (; k >= 0 && k < words.length; k++) {
    const w = words[k]!;
    if (!/^[\s\-\u2010\u2011]*$/.test(text.slice(from, w.start))) return false;
    from = w.end;
    if (w.text === "-" || w.text === "\u2010" || w.text === "\u2011") continue;
    if (BETWEEN.has(w.pos) || (w.pos === "VERB" && text[w.start - 1] === "-")) continue;
    if (w.pos !== "NOUN" && w.pos !== "PROPN") return false;
    if (isHead(w)) return false;
    return !findCategories(text).some((o) => o.category === m.category && o.start < w.end && o.end > w.start);
  }
  return false;
}

/** What may stand in a bracketed list besides its items: commas, conjunctions, slashes. */
const LIST_GLUE = new Set(["CCONJ", "PUNCT"]);

/**
 * Whether the product named at `m` is an item of a bracketed list that names the kinds of the noun before the bracket
 * ("your swatches (oatmeal, slate, wine)", "the cushions (sage / whiskey / cream)"): the term is that noun's colour,
 * flavour or finish, unless the noun is one of the category's heads ("drinks (beer, wine, cider)", "tonight's specials
 * (sangria, wine)") or a term of the category itself. The list holds only nouns, adjectives and their glue.
 */
function listedKindOfAnother(
  text: string, words: readonly Word[], m: CategoryMatch, isHead: (w: Word) => boolean,
): boolean {
  const at = words.findIndex((w) => w.end > m.start);
  if (at < 0) return false;
  const item = (w: Word) => w.pos === "NOUN" || w.pos === "PROPN" || w.pos === "ADJ" || (LIST_GLUE.has(w.pos) && w.text !== "(" && w.text !== ")");
  let open = at - 1;
  while (open >= 0 && words[open]!.text !== "(" && item(words[open]!) && sameSentence(words[open], words[at])) open--;
  if (open < 1 || words[open]!.text !== "(") return false;
  let close = at + 1;
  while (close < words.length && words[close]!.start < m.end) close++;
  while (close < words.length && words[close]!.text !== ")" && item(words[close]!)) close++;
  if (close >= words.length || words[close]!.text !== ")") return false;
  const before = words[open - 1]!;
  if (before.pos !== "NOUN" || isHead(before)) return false;
  return !findCategories(text).some((o) => o.category === m.category && o.start < before.end && o.end > before.start);
}

/** A list item's number or letter, as a poll or a menu of options writes it: "1)", "2)", "A)", "b)". */
const itemMarker = (words: readonly Word[], j: number) =>
  j >= 0 && words[j + 1]?.text === ")" && /^(?:\d{1,2}|[A-Za-z])$/.test(words[j]!.text) && words[j + 1]!.start === words[j]!.end;

/**
 * Whether the product named at `m` is an option of a numbered or lettered list that names the kinds of the noun just
 * before the list ("next scent? 1) Black Ice 2) New Car 3) Pina Colada", "this month's candle: A) Sea Salt B) Bourbon
 * Vanilla"): as in a bracketed list, the term is that noun's scent, flavour or name, unless the noun is one of the
 * category's heads ("tonight's drink special: 1) Mojito 2) Margarita") or a term of the category itself; a list after a
 * verb or a question word ("what should we pour? 1) Mojito 2) Sangria") names the product. The options hold only nouns,
 * adjectives, their glue and the markers, and there are two markers at least.
 */
function numberedKindOfAnother(
  text: string, words: readonly Word[], m: CategoryMatch, isHead: (w: Word) => boolean,
): boolean {
  const at = words.findIndex((w) => w.end > m.start);
  if (at < 0) return false;
  const option = (w: Word) => w.pos === "NOUN" || w.pos === "PROPN" || w.pos === "ADJ" ||
    w.pos === "CCONJ" || w.text === "," || w.text === "/";
  let j = at - 1;
  let first = -1;
  while (j >= 0) {
    if (words[j]!.text === ")" && itemMarker(words, j - 1)) {
      first = j - 1;
      j -= 2;
    } else if (option(words[j]!) && first >= 0) j--;
    else if (option(words[j]!) && first < 0 && j >= at - 4) j--;
    else break;
  }
  if (first < 0) return false;
  let markers = 0;
  for (let k = first; k < words.length && (k < at || option(words[k]!) || itemMarker(words, k) || words[k]!.text === ")"); k++) {
    if (itemMarker(words, k)) markers++;
  }
  if (markers < 2) return false;
  // The noun the options are kinds of, before a question mark, a colon or a dash that opens the list.
  let b = first - 1;
  while (b >= 0 && /^[?:\-\u2013\u2014]$/.test(words[b]!.text)) b--;
  const before = words[b];
  if (before === undefined || before.pos !== "NOUN" || isHead(before)) return false;
  return !findCategories(text).some((o) => o.category === m.category && o.start < before.end && o.end > before.start);
}

/**
 * Whether the product named at `m` is a word of a place's name: written capitalised, with the capitalised words after it
 * ending in a street's, a water's or the land's noun ("Rifle Creek Trail is closed", "pickup at 40 Whiskey Hill Rd",
 * "Shotgun Alley", "Brandy Station"). A name is capitalised as a whole: "rifle creek" written in lower case is not read so.
 */
function placeName(text: string, m: CategoryMatch): boolean {
  if (!/^[A-Z]/.test(m.phrase)) return false;
  const words = wordsOf(text);
  let k = words.findIndex((w) => w.start >= m.end);
  for (let n = 0; k >= 0 && k < words.length && n < 3; k++, n++) {
    const w = words[k]!;
    const gap = text.slice(n === 0 ? m.end : words[k - 1]!.end, w.start);
    if (!/^[\s]*$/.test(gap) || !/^[A-Z]/.test(w.text)) return false;
    if (PLACE_NOUNS.has(w.lower.replace(/\.$/, ""))) return true;
  }
  return false;
}

/**
 * Whether the loan named from word `k` to `end` heads into a servicing noun in its own noun phrase (names, adjectives,
 * a possessive, "and"/"or" between: "auto-loan and mortgage installment reminders", "the lender's loan payoff quote"),
 * with nothing just before it that offers or arranges one ("apply for a home loan payment plan" still does).
 */
function servicingHead(words: readonly Word[], k: number, end: number): boolean {
  for (let i = k - 1; i >= 0 && i >= k - 5 && sameSentence(words[i], words[k]); i--) {
    if (ORIGINATION.has(words[i]!.lemma) || ORIGINATION.has(words[i]!.lower)) return false;
  }
  for (let i = words.findIndex((w) => w.start >= end); i >= 0 && i < words.length && i <= k + 12; i++) {
    const w = words[i]!;
    if (SERVICING.has(w.lemma) || SERVICING.has(w.lower)) return true;
    const joins = w.text === "-" || w.lower === "'s" || w.lower === "\u2019s" || w.lower === "and" || w.lower === "or";
    if (!joins && !NOUN_PHRASE.has(w.pos)) return false;
  }
  return false;
}

/**
 * An e-mail address, a link, or a bare domain with its path: each alternative with what a text must
 * contain for it to match anywhere.
 */
const ADDRESS: readonly { source: string; needs: RegExp }[] = [
  { source: "[^\\s@]+@[^\\s@]+\\.[a-z]{2,}", needs: /@/ },
  { source: "\\bhttps?://\\S+", needs: /https?:\/\//i },
  {
    source: "\\b[\\w-]+(?:\\.[\\w-]+)*\\.(?:com|org|net|example|io|co|us|gov|edu)(?:/\\S*)?",
    needs: /\.(?:com|org|net|example|io|co|us|gov|edu)/i,
  },
];
/** The pattern of the alternatives a run may match (by the bits of ADDRESS), made once each. */
const ADDRESS_OF = new Map<number, RegExp>();

/**
 * The spans of an address in a text. An address has no space in it, so each run of non-space characters
 * is searched alone, with only the alternatives it contains what they need for: the same matches (an
 * alternative that cannot match changes no match of the others), without searching a long run that holds
 * none ("aaaa…", "1-1-1-…", "a.a.a.…") from each of its characters, which is quadratic in its length.
 */
const addressesIn = readOnce((text: string): readonly (readonly [number, number])[] => {
  const out: (readonly [number, number])[] = [];
  for (const run of text.matchAll(/\S+/g)) {
    let bits = 0;
    ADDRESS.forEach((a, i) => {
      if (a.needs.test(run[0])) bits |= 1 << i;
    });
    if (bits === 0) continue;
    let pattern = ADDRESS_OF.get(bits);
    if (pattern === undefined) {
      pattern = new RegExp(ADDRESS.filter((_, i) => bits & (1 << i)).map((a) => a.source).join("|"), "gi");
      ADDRESS_OF.set(bits, pattern);
    }
    for (const m of run[0].matchAll(pattern)) out.push([run.index + m.index, run.index + m.index + m[0].length]);
  }
  return out;
});

/**
 * The word naming another business in the sentence of a loan found, where no negation covers it ("Our partner QuickFund
 * gives students fast personal loans", "our lending partner approves boat loans"): loans offered in another's name.
 */
function partnerBeside(text: string, m: CategoryMatch): string | undefined {
  const words = wordsOf(text);
  const k = wordEndingAfter(words, m.start);
  if (k < 0) return undefined;
  const other = (w: Word) => OTHER_PARTY.has(w.lemma) || OTHER_PARTY.has(w.lower);
  return sentenceWords(words, words[k]!).find((w) => !w.negated && other(w))?.text;
}

/**
 * A rate in the sentence of a loan found ("refinance your auto loan at 5.9% APR today!", "mortgages from 6.1% fixed"), no
 * negation covering it: credit offered with its price. The words of the rate.
 */
function rateBeside(text: string, m: CategoryMatch): string | undefined {
  const words = wordsOf(text);
  const k = wordEndingAfter(words, m.start);
  if (k < 0) return undefined;
  const i = words.findIndex((w, j) => sameSentence(w, words[k]) && w.text === "%" && !w.negated &&
    /^\d/.test(words[j - 1]?.text ?? "") && RATE_NOUNS.has(words[j + 1]?.lower ?? ""));
  return i < 0 ? undefined : text.slice(words[i - 1]!.start, words[i + 1]!.end);
}

/**
 * The rooms a place that pours drinks is named for (the heads of a term such as "taproom", "beer garden", "wine bar"):
 * the last word of the term, or the end of a word closed up ("tap|room").
 */
const PREMISES = ["room", "bar", "garden", "hall", "lounge", "house", "patio"];

/**
 * Whether the product found is a word of the brand's own name that names its premises, a room where drinks are poured
 * ("Switchyard Taproom: your fries are up", "texts from Linden Beer Garden"): where the texts come from, not what they
 * are about (a kitchen's order-ready texts). A name that names the product stays content: "Vinterra Wine Club",
 * "Foxglove Winery", "Brookhaven Mortgage".
 */
function premisesNamed(m: CategoryMatch, named: readonly (readonly [number, number])[]): boolean {
  if (!named.some(([a, b]) => m.start >= a && m.end <= b)) return false;
  const last = m.phrase.toLowerCase().split(/[^a-z]+/).filter(Boolean).pop() ?? "";
  return PREMISES.some((p) => last === p || (last.length > p.length + 2 && last.endsWith(p)));
}

/**
 * The content categories each reviewed text names, by the products and services of each (the curated
 * lexicon, schema/preflight/lexicon): the first phrase of each category in each text, with its span. A
 * product a negation covers ("we never ask for bitcoin", "no alcohol at the game") is not named.
 */
export function contentFacts(c: CampaignSubject, names: readonly (string | null | undefined)[] = []): ContentFact[] {
  const out: ContentFact[] = [];
  for (const { path, text } of reviewedTexts(c)) {
    const seen = new Set<string>();
    const composed = composedFacts(path, text, names);
    // An e-mail address or a link is an address, not content ("taproom@hopyard.example").
    const addresses = addressesIn(text);
    const named = names.length > 0 ? nameSpans(text, names) : [];
    for (const m of findCategories(text)) {
      if (addresses.some(([a, b]) => m.start < b && m.end > a)) continue;
      if (premisesNamed(m, named)) continue;
      if (seen.has(m.category)) continue;
      // The words (and the NLP library) are read only where a product is found.
      if (disclaimed(wordsOf(text), m.start)) continue;
      // The recipient's own loan being serviced is not lending offered (the lexicon's look-alikes say it where the
      // words are next to each other; here a few words may stand between).
      if (m.category === "lending" && serviced(wordsOf(text), m.start, m.end)) continue;
      if (otherSense(text, m)) continue;
      if (modifiesAnother(text, m)) continue;
      if (placeName(text, m)) continue;
      seen.add(m.category);
      const partner = m.category === "lending" || m.category === "payday" ? partnerBeside(text, m) : undefined;
      const rate = m.category === "lending" ? rateBeside(text, m) : undefined;
      const fact = {
        category: m.category, phrase: m.phrase, at: at(path, text, m.start, m.end), ...(rate ? { rate } : {}),
      };
      out.push(partner ? { ...fact, partner } : fact);
    }
    out.push(...composed.filter((f) => !seen.has(f.category)));
  }
  return out;
}

/**
 * Content the lexicon reads from two facts of one text rather than one phrase: a prescription drug it names
 * (informational alone) offered with no prescription ("order tramadol online, no prescription needed": an illegal
 * sale, CTIA 5.3.1), and a balance owed collected on behalf of another company than the brand ("Acme Storage, on
 * behalf of Panhandle Medical Billing: your past-due balance…", or a balance "placed with Harbor Recovery Associates":
 * third-party debt collection, Twilio 30863). Neither
 * where a negation covers it ("we never fill Xanax without a prescription"). And a sweepstakes' "no purchase necessary"
 * beside a prize drawn or won.
 */
function composedFacts(path: FieldPath, text: string, names: readonly (string | null | undefined)[]): ContentFact[] {
  const out: ContentFact[] = [];
  const noRx = NO_PRESCRIPTION.exec(text);
  if (noRx && findCategories(text).some((m) => m.category === "prescription-drugs") && !disclaimed(wordsOf(text), noRx.index)) {
    out.push({ category: "drugs", phrase: noRx[0], at: at(path, text, noRx.index, noRx.index + noRx[0].length) });
  }
  // A loan or cash advance offered with no credit check ("get a roof loan approved in minutes, no credit check"): a loan
  // scam's sign (the FTC's advance-fee loan page), whatever words name the loan.
  const noCheck = NO_CREDIT_CHECK.exec(text);
  // (a payday loan or cash advance is refused as one already: the lexicon's own category, unless the negation of "no
  // credit check" reaches over it in a list, "no credit check, bad credit OK", and sets it aside)
  const loans = noCheck
    ? findCategories(text).filter((m) => m.category !== "payday" || !disclaimed(wordsOf(text), m.start)).map((m) => m.category)
    : [];
  if (noCheck && loans.includes("lending") && !loans.includes("payday") &&
    !disclaimed(wordsOf(text), noCheck.index)) {
    out.push({ category: "deceptive", phrase: noCheck[0], at: at(path, text, noCheck.index, noCheck.index + noCheck[0].length) });
  }
  // A sweepstakes' legal words beside its prize ("one winner drawn 8/31 … No purchase necessary"); alone they say only
  // that joining costs nothing ("Text DOUGH to join. No purchase necessary.").
  const noPurchase = NO_PURCHASE.exec(text);
  if (noPurchase && PRIZE.test(text)) {
    out.push({ category: "sweepstakes", phrase: noPurchase[0], at: at(path, text, noPurchase.index, noPurchase.index + noPurchase[0].length) });
  }
  // Money paid for each chance beside money paid to the winner ("every vote buys you into our weekly pool: $2 a vote,
  // winner of the pot gets the cash"): a game of chance for money, whatever it is called.
  const chance = /\$|\bbuy|\bbought/i.test(text) ? new Field(path, text).affirmed(PAID_CHANCE) : undefined;
  if (chance && new Field(path, text).affirmed(WON_MONEY)) out.push({ category: "gambling", phrase: chance.words, at: chance });
  // Income promised for a time beside the work-at-home pitch's words ("want to earn $5k/month from home? Join my team"):
  // a work-at-home scheme recruiting, however the business is named.
  const income = /\b(?:earn|make)/i.test(text) ? new Field(path, text).affirmed(INCOME_PROMISED) : undefined;
  if (income && new Field(path, text).leftmost(WORK_AT_HOME)) out.push({ category: "deceptive", phrase: income.words, at: income });
  // A prize drawing entered or won, read by grammar whatever the drawing is called: "enter" governing a noun phrase
  // whose head is a drawing ("enter our Grill Season Giveaway"), or a keyword texted to win ("text GRILL to win").
  const entered = /\b(?:enter|win)/i.test(text) ? drawingEntered(wordsOf(text)) : undefined;
  if (entered) out.push({ category: "sweepstakes", phrase: text.slice(entered[0], entered[1]), at: at(path, text, entered[0], entered[1]) });
  // Cash now beside its repayment within days or on payday: a payday loan, whatever words name it.
  const cash = /\$/.test(text) ? new Field(path, text).affirmed(CASH_NOW) : undefined;
  if (cash && new Field(path, text).affirmed(REPAID_SOON)) out.push({ category: "payday", phrase: cash.words, at: cash });
  const owed = DEBT_OWED.exec(text);
  const handed = HANDED_TO_COLLECTOR.exec(text);
  const collector = handed !== null && !namesAny(handed[1]!, names);
  const onBehalf = (otherCompanies(text, names).length > 0 && /\bon behalf of\b/i.test(text)) || FOR_OTHERS.test(text);
  if (owed && names.length > 0 && (onBehalf || collector) &&
    !disclaimed(wordsOf(text), owed.index)) {
    out.push({ category: "debt-collection", phrase: owed[0], at: at(path, text, owed.index, owed.index + owed[0].length) });
  }
  return out;
}

/** A keyword as it is written to be texted: capitals and digits ("GRILL", "PIE24"). */
const KEYWORD = /^[A-Z0-9]{2,}$/;
const POSSESSIVE = /^(?:our|your|their|my|his|her|its)$/;

/**
 * Where a text enters the person in a prize drawing, by grammar rather than by the drawing's name: "enter" as a verb
 * governing a noun phrase (determiners, possessives, names, adjectives, numbers) whose head is a drawing ("enter our
 * Grill Season Giveaway", "enter the spring raffle"; not "enter the drawing room", "enter your number in the form"),
 * or a keyword texted "to win" ("text GRILL to win a year of steaks"). Neither under a negation. The span's offsets.
 */
function drawingEntered(words: readonly Word[]): readonly [number, number] | undefined {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.negated) continue;
    if (w.lemma === "enter" && w.pos === "VERB") {
      let head: Word | undefined;
      for (const x of wordsAfter(words, i, 7)) {
        if (x.pos === "NOUN" || x.pos === "PROPN") {
          head = KEYWORD.test(x.text) ? undefined : x;
          if (head === undefined) break;
          continue;
        }
        if (!(x.pos === "DET" || x.pos === "ADJ" || x.pos === "NUM" || (x.pos === "PRON" && POSSESSIVE.test(x.lower)))) break;
        if (head) break;
      }
      if (head && (DRAWINGS.has(head.lemma) || DRAWINGS.has(head.lower))) return [w.start, head.end];
    }
    // (the number it is texted to may stand between: "text BREW to 555-0100 to win")
    const key = words[i + 1];
    if (!KEYWORD_SENT.has(w.lemma) || !key || !KEYWORD.test(key.text)) continue;
    let j = i + 2;
    if (words[j]?.lower === "to" && /\d/.test(words[j + 1]?.text ?? "")) j += 2;
    const [to, win] = [words[j], words[j + 1]];
    if (to?.lower === "to" && win?.lemma === "win" && win.sentence === w.sentence) return [w.start, win.end];
  }
  return undefined;
}

/**
 * What may be a code's value: a run of capitals and digits with a digit ("482913", "G-482913"), digits in groups
 * ("123 456", "12 34 56").
 */
const CODE_VALUE = new RegExp([
  "(?<![A-Za-z0-9-])(?=[A-Z0-9-]{0,10}\\d)[A-Z0-9-]{4,10}(?![A-Za-z0-9-])",
  "(?<!\\d[,.]?)\\d{3}[ -]\\d{3}(?![,.]?\\d)",
  "(?<!\\d[,.]?|\\d )\\d{2} \\d{2} \\d{2}(?! ?\\d|[,.]\\d)",
].join("|"), "g");
/** The placeholder a template writes for a code: "{code}", "{{otp}}", "[CODE]", "<code>", "${pin}", "######", "XXXXXX". */
const CODE_PLACEHOLDER = [
  /[{[<]{1,2}\s*[\w -]{0,40}(?:code|otp|pin|passcode|token)[\w -]{0,40}\s*[}\]>]{1,2}/i,
  /(?<![#X])(?:#{4,10}|X{4,10})(?![#X])/,
];
/**
 * A template's placeholder for a value written as its digits ("[6 digits]", "{4-digit number}", "<digits>"): the value
 * itself, for the reading below to name as a code or an identifier as it would "482913" ("card ending [4 digits]").
 */
const DIGITS_PLACEHOLDER = /[[{<]{1,2}\s*(?:(\d{1,2})[\s-]*)?digits?(?:[\s-]+(?:number|no\.?))?\s*[\]}>]{1,2}/gi;
/** Words that present a value as a code. */
const CODE_WORD = new RegExp(
  "^(?:code|codes|passcode|passcodes|pin|otp|password|token|verification|verify|2fa|one-time|login|log-in|sign-in|" +
  "signin|signing|authentication)$",
  "i",
);
/** A code named in another language (the english-only rule judges the language): "验证码", "código", "コード". */
const CODE_ABROAD = /验证码|驗證碼|認証|コード|인증|코드|c[óo]digo|codice|Kennwort|Bestätigungscode/i;
/** Words that ask the person to use a value: "use 482913", "enter G-482913". */
const USE_IT = /^(?:use|enter|type|input)$/i;
/**
 * Words after a value that say it does what a code does, or lasts as a code does ("660418 confirms this phone on your
 * account", "551903 authenticates your transfer", "602918 (valid 5 min) to approve your new device", "expires in 10 min").
 */
const IT_CONFIRMS =
  /^(?:confirms|verifies|authorizes|authorises|authenticates|activates|unlocks|approves|valid|expires)$/i;
/** Identifiers that are no code: an order's, a ticket's, a confirmation's, a tracking, an invoice's number. */
const IDENTIFIER = new RegExp(
  "^(?:order|orders|ticket|tickets|confirmation|conf|tracking|invoice|invoices|request|case|ref|reference|claim|" +
  "account|acct|booking|reservation|flight|policy|loan|unit|room|job|receipt|item|sku|model|serial|rx|prescription|" +
  "check|cheque|member|membership|customer|patient|student|employee|po|route|bus|gate|table|lot|suite|apt|seat)$",
  "i",
);
/** The words of a clause before or after a span, nearest first, up to `n` (a clause ends at . ! ? ;). */
function wordsBeside(text: string, at: number, n: number, before: boolean): string[] {
  const part = before ? text.slice(Math.max(0, at - 80), at) : text.slice(at, at + 80);
  const clause = before ? part.split(/[.!?;](?:\s|$)/).pop()! : part.split(/[.!?;](?:\s|$)/)[0]!;
  const words = clause.match(/[A-Za-z0-9][\w-]*/g) ?? [];
  return (before ? words.reverse() : words).slice(0, n);
}

/**
 * Whether a sample carries a code, presented as one: a value named a code, a passcode, a PIN or a verification (before
 * it in its clause, or after it: "482913 is your Acme code"), a value the person is asked to use or enter, a value in a
 * sample that speaks of a code, or a template's placeholder for one. Not an identifier: an order, ticket,
 * confirmation, tracking or invoice number ("Order 4411 has shipped", "ticket #24-8812"), nor a phone number.
 */
export function hasCode(text: string): boolean {
  if (CODE_PLACEHOLDER.some((p) => p.test(text))) return true;
  const m = text.replace(DIGITS_PLACEHOLDER, (_, n?: string) => "0".repeat(Math.min(10, Math.max(4, Number(n ?? 6)))));
  // (a value the person is told not to share is a secret: "don't share this: 602918")
  const speaksOfCode = (m.match(/[A-Za-z0-9-]+/g) ?? []).some((w) => CODE_WORD.test(w)) || CODE_ABROAD.test(m) ||
    (/\bshar/i.test(m) && wordsOf(m).some((w) => w.lemma === "share" && w.negated));
  for (const v of m.matchAll(CODE_VALUE)) {
    const before = wordsBeside(m, v.index, 4, true);
    const after = wordsBeside(m, v.index + v[0].length, 5, false);
    // The nearest word that names the value: an identifier ("order 4411", "your tracking no. 1Z99") or a code word.
    // (a verb that asks the person to use it stands nearer than any noun before it: "Glow Room Esthetics: use 804632",
    // where "Room" is a word of the name, not the value's)
    const named = USE_IT.test(before[0] ?? "") ? undefined : before.find((w) => IDENTIFIER.test(w) || CODE_WORD.test(w));
    if (named && IDENTIFIER.test(named)) continue;
    // After it, the noun phrase's head names it: "is your patient portal code", "is your order number".
    const codeAfter = after.some((w) => CODE_WORD.test(w));
    if (named || codeAfter || USE_IT.test(before[0] ?? "") || IT_CONFIRMS.test(after[0] ?? "")) return true;
    if (!after.some((w) => IDENTIFIER.test(w)) && speaksOfCode) return true;
  }
  return false;
}

/** A phone number in a text; e-mail addresses and links are not read as numbers. */
export const hasPhone = (text: string) => PHONE.test(withoutEmails(text));

/** A sender label opening a sample, as a name is written: capitalized words before a colon ("Gusto: use 803114…"). */
const LABEL = /^\s*([A-Z][A-Za-z&'’.-]*(?:\s+(?:[A-Z][A-Za-z&'’.-]*|&|of|and|the)){0,3})\s*:/;

/**
 * The name a sample is signed with when it is not the brand's: a sender label that names no name of the brand,
 * reads as a name (no kind of message, greeting or role), and is nowhere in the description or the message flow
 * (which introduce the brand's own programs and places). Unsure labels give none.
 */
function otherSender(text: string, c: CampaignSubject, namesBrand: (text: string) => boolean): string | undefined {
  const label = LABEL.exec(text)?.[1];
  if (label === undefined || namesBrand(label)) return undefined;
  const words = label.toLowerCase().split(/[^a-z&'’]+/).filter((w) => w.length > 0);
  if (words.some((w) => NOT_A_SENDER.has(w.replace(/['’]s$/, "")))) return undefined;
  // Introduced is the whole name, not one word of it: a trade's word the description uses too ("flower delivery texts")
  // does not make "Bloomfield Flower Market" the brand's; "Harbor Pickup" where the flow speaks of the Harbor pickup does.
  const introduced = new Set(`${c.description ?? ""} ${c.message_flow ?? ""}`.toLowerCase().split(/[^a-z&'’]+/)
    .map((w) => w.replace(/['’]s$|s$/, "")));
  const named = words.filter((w) => w.length >= 3 && !NAME_JOINERS.has(w));
  if (named.length > 0 && named.every((w) => introduced.has(w.replace(/['’]s$|s$/, "")))) return undefined;
  return label;
}

/** What each sample is. */
export function sampleFacts(
  c: CampaignSubject,
  shortener: (text: string) => string | undefined,
  namesBrand: (text: string) => boolean,
): SampleReading[] {
  return (c.sample_messages ?? []).map((text, i) => {
    const path: FieldPath = ["sample_messages", i];
    const { code, oneTimeCode, promo, transactional, fraud, partisan, phone } = sampleText(text);
    const link = links(text).length > 0 || shortener(text) !== undefined;
    const signedBy = otherSender(text, c, namesBrand);
    // What the sample does, as a reviewer files it (shown by --explain beside the use case).
    const signals = [
      oneTimeCode && "one-time code", promo && "offer", transactional && "order or booking update",
      fraud && "fraud alert", partisan && "campaigning", link && "link", phone && "phone number",
    ].filter((s): s is string => typeof s === "string");
    return {
      path, code, oneTimeCode, link, phone, signals,
      optOut: hasOptOutLanguage(text, c.opt_out_keywords ?? []),
      namesBrand: namesBrand(text),
      words: wordCount(text),
      ...(signedBy ? { signedBy } : {}),
      ...(promo ? { promotional: at(path, text, promo[0], promo[1]) } : {}),
    };
  });
}

const QUOTED = /(['‘"“])([^'‘’"“”\n]{3,80}?)(['’"”])(?![A-Za-z])/g;

/**
 * The text with each quoted title blanked (same length, so spans stay where they were): a quoted run of three or more
 * words each capitalised but for a title's small words, one of which it has ("'Murder at the Bake Sale'", "“Death of a
 * Salesman”"), names a book, a film or a song, not an offer. Quoted words of a sentence ("'save 20% today'") and a
 * sale's own name ("'Flash Sale'") are left as they are.
 */
export function withoutTitles(text: string): string {
  return text.replace(QUOTED, (all, _open: string, inner: string) => {
    const words = inner.trim().split(/\s+/);
    // (three words or more, one of them a title's small word: a sale's own name, "'Flash Sale'", stays an offer)
    const title = words.length >= 3 && /^[A-Z0-9]/.test(words[0]!) && words.some((w) => TITLE_SMALL.has(w)) &&
      words.every((w) => /^[A-Z0-9]/.test(w) || TITLE_SMALL.has(w.toLowerCase()));
    return title ? " ".repeat(all.length) : all;
  });
}

/** A price: "$20", "$75 a seat". */
const PRICED = (words: readonly Word[], sentence: number) =>
  words.some((w, j) => w.sentence === sentence && w.text === "$" && /^\d/.test(words[j + 1]?.text ?? ""));

/**
 * Whether a verb of spending opening a clause is an order, by what follows it: the noun a receipt or an alert opens with
 * is none ("Purchase approved: $42.10", "Purchase of $42 at Target", "Upgrade complete"). "shop" asks before what is
 * shopped or how ("shop our deals", "shop now"); "give" asks with no object ("give at the desk", "give $25", "give
 * today"; not "give us a call", "give 24 hours notice", "give at least a day"); "upgrade" with a price and where to
 * ("upgrade to Gold for $8"); "purchase" as the tagger's verb or before what is bought ("purchase a pass").
 */
function ordered(lemma: string, w: Word, next: Word | undefined, words: readonly Word[], i: number): boolean {
  const after = next?.pos ?? "";
  switch (lemma) {
    case "shop": return /^(?:DET|PRON|ADV)$/.test(after);
    case "give": return next === undefined || (!/^(?:PRON|NUM|DET|NOUN|PROPN|ADJ)$/.test(after) &&
      !(next.lower === "at" && words[i + 2]?.lower === "least"));
    case "upgrade": return PRICED(words, w.sentence) && (/^(?:to|now|today)$/.test(next?.lower ?? "") || /^(?:DET|PRON)$/.test(after));
    case "purchase": return w.pos === "VERB" ? !/^(?:ADJ|VERB|AUX|ADP)$/.test(after) : /^(?:DET|PRON|NUM|SYM)$/.test(after);
    default: return !/^(?:ADJ|VERB|AUX|ADP|CCONJ|PUNCT)$/.test(after);
  }
}

/**
 * A sentence that asks the reader to spend, whatever the product: a verb of buying or giving that opens a clause, as
 * an order does ("Buy your gala seats today", "shop our partner deals", "Give at the front desk", "upgrade to $20 a
 * month and get the hoodie"), read by what follows it (`ordered`: not "shop hours", "give us a call", "upgrade your
 * app", "Purchase approved"), or something said to be on sale ("tickets are on sale, $75 a seat"). None under a
 * negation ("please don't buy tickets at the door").
 */
function asksToSpend(text: string): readonly [number, number] | undefined {
  const words = wordsOf(text);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.negated) continue;
    const next = words[i + 1];
    // (said of the thing, "tickets are on sale", "go on sale Friday"; not how it was bought: "the coat you bought on sale")
    if (w.lemma === "sale" && words[i - 1]?.lower === "on" && !words[i - 1]!.negated &&
      /^(?:be|go|now)$/.test(words[i - 2]?.lemma ?? "")) return [words[i - 1]!.start, w.end];
    if (!SPEND.has(w.lemma) && !SPEND.has(w.lower)) continue;
    const before = words[i - 1];
    // (a full stop the tokenizer glued to the word before, "Tue 4pm. Buy seats", ends a sentence before a capital)
    const glued = before !== undefined && before.text.length > 1 && before.text.endsWith(".") && /^[A-Z]/.test(w.text);
    if (before !== undefined && before.sentence === w.sentence && !OPENS_CLAUSE.has(before.lower) && !glued) continue;
    if (!ordered(SPEND.has(w.lower) ? w.lower : w.lemma, w, next, words, i)) continue;
    return [w.start, (next ?? w).end];
  }
  return undefined;
}

const LIMITED_TO = new Set(PERIODS);

/**
 * A price that holds for a time, said to no one in particular: "$" and its amount followed by the time it holds ("AC
 * tune-ups are $79 this week", "add our wellness panel for just $59 this month", "wings $8 tonight"), in a sentence that
 * addresses no one ("you", "your": a bill, a budget alert or a receipt is the recipient's own, "you spent $400 this
 * month", "your balance of $89 is due this week") and that no negation covers. A price for a period is a sale's.
 */
function pricedForAPeriod(text: string): readonly [number, number] | undefined {
  const words = wordsOf(text);
  for (let i = 0; i + 2 < words.length; i++) {
    const w = words[i]!;
    if (w.text !== "$" || !/^\d/.test(words[i + 1]!.text) || w.negated) continue;
    const then = words[i + 2]!;
    const limited = (then.lower === "this" && LIMITED_TO.has(words[i + 3]?.lower ?? "")) || /^(?:today|tonight)$/.test(then.lower);
    if (!limited || then.sentence !== w.sentence) continue;
    if (sentenceWords(words, w).some((o) => SECOND_PERSON.has(o.lower))) continue;
    // (an amount a verb governs is money moved, not a price: "spent $312 this week", "was charged for $61.20 today"; a
    // thing named between, "add our panel for just $59", is what is priced)
    // (nor a ceiling, "up to $500 today": how much, not what a thing costs)
    if (words[i - 1]?.lower === "to" && words[i - 2]?.lower === "up") continue;
    let k = i - 1;
    while (k >= 0 && sameSentence(words[k], w) && /^(?:ADP|ADV|PART)$/.test(words[k]!.pos)) k--;
    if (k >= 0 && sameSentence(words[k], w) && words[k]!.pos === "VERB") continue;
    return [w.start, (then.lower === "this" ? words[i + 3]! : then).end];
  }
  return undefined;
}

/**
 * Whether a text says its code lasts minutes ("It expires in 10 minutes", "valid for 5 min", "good for 15 mins"): what a
 * one-time code says of itself, whatever the code is called ("portal code: 519204. Valid for 10 minutes"); a door or
 * gate code lasts a stay or a day. A word of lasting, not under a negation, with a number of minutes within four words
 * after it in its sentence.
 */
function lastsMinutes(text: string): boolean {
  if (!/\bmin/i.test(text)) return false;
  const words = wordsOf(text);
  const minutes = (u: Word | undefined) => u !== undefined && (MINUTES.has(u.lower) || MINUTES.has(u.lemma));
  return words.some((w, i) => !w.negated && (LASTING.has(w.lemma) || LASTING.has(w.lower)) &&
    wordsAfter(words, i, 4).some((n, k) => /^\d+$/.test(n.text) && minutes(words[i + 2 + k])));
}

/** Words that may stand between a verb of choosing and what is chosen: "vote for the", "pick between our", "choose which". */
const TO_CHOOSE = new Set(["for", "on", "between", "among", "from", "the", "a", "an", "our", "which", "what"]);

/**
 * Whether an offer's words are what a poll asks the person to choose, not an offer made: governed by a verb of choosing
 * (CHOOSING: "pick next month's special", "vote for this week's deal", "help us choose which promo we run"), only
 * prepositions, determiners or "which" between, in a text that prices nothing (no "$", no "%": "vote for this week's
 * special: $5 wings or $3 tacos" is offers). Not "pick up your coupon", whose verb governs no choice.
 */
export function chosenNotOffered(m: Match, words: readonly Word[]): boolean {
  if (words.some((w) => w.text.includes("$") || w.text.includes("%"))) return false;
  const first = words[m.from]!;
  let k = m.from - 1;
  while (k >= 0 && k >= m.from - 3 && words[k]!.sentence === first.sentence && TO_CHOOSE.has(words[k]!.lower)) k--;
  const verb = words[k];
  return verb !== undefined && verb.sentence === first.sentence && CHOOSING.has(verb.lemma);
}

/** What a sample's own text shows, whatever its campaign: remembered per text (a file's campaigns share samples). */
const sampleText = readOnce((text: string) => {
  const code = hasCode(text);
  const offer = new Field([], withoutTitles(text))
    .leftmostWhere(PROMOTIONAL, (m, words) => !chosenNotOffered(m, words));
  const promo = offer ? ([offer.start, offer.end] as const)
    : asksToSpend(withoutTitles(text)) ?? pricedForAPeriod(text);
  return {
    code,
    oneTimeCode: code && (saysAny(text, ONE_TIME_CODE) || lastsMinutes(text)),
    promo,
    transactional: saysAny(text, TRANSACTIONAL_CONTENT),
    fraud: saysAny(text, FRAUD_CONTENT),
    partisan: saysAny(text, PARTISAN),
    phone: hasPhone(text),
  };
});
