import { brandNames, type CampaignSubject, type Subject } from "../model";
import { escape, hostIs, hostOf, links, namesAny } from "../text";
import { URL_SHORTENERS } from "../vocabulary/links";
import { contentFacts, reviewedTexts, sampleFacts } from "./content";
import { readUseCase, type UseCaseFacts } from "./useCase";
import { ANY_TOPIC, ARRIVING, MESSAGE_WORDS, PERSONS_OWN, PROGRAM_HEADS, SOLD, TOPIC_HEADS } from "../vocabulary/callToAction";
import { A_OR_AN } from "../vocabulary/grammar";
import {
  INFORMATIONAL_KINDS, OFFERED_ASSIGNMENTS, PROMOTIONAL_KINDS, SETTINGS, SURVEY_KINDS,
} from "../vocabulary/purpose";
import type {
  CampaignReading, ConsentScope, ContentFact, Disclosed, Evidence, LinksSent, OptIn, Provenance, Replies,
  SampleReading, Unread,
} from "./model";
import { isKind, type Word, wordsOf } from "./words";
import { readProvenance } from "./provenance";
import { Field } from "./field";
import { unreadIn } from "./unclassified";
import { firstOf, field, withoutLinks } from "./evidence";
import { readOptIn } from "./optIn";
import { readScope } from "./scope";
import { disclosed } from "./disclosed";
import { readReplies, leadSharingIn } from "./replies";

/**
 * A campaign's reading: each part is read on first use and kept, so a rule that needs one fact does not
 * pay for the rest, and `--explain` reads them all once.
 */
export class CampaignReadingImpl implements CampaignReading {
  readonly flow?: Field;
  readonly description?: Field;
  readonly confirmation?: Field;
  private cache = new Map<string, unknown>();
  constructor(readonly subject: Subject & { campaign: CampaignSubject }) {
    const c = subject.campaign;
    this.flow = field(c, "message_flow");
    this.description = field(c, "description");
    this.confirmation = field(c, "opt_in_message");
  }

  private once<T>(key: string, make: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, make());
    return this.cache.get(key) as T;
  }

  /** The texts that describe the opt-in: the message flow, the description, and the opt-in confirmation. */
  get optInFields(): Field[] {
    return [this.flow, this.description, this.confirmation].filter((f): f is Field => f !== undefined);
  }

  /** The samples as fields (their words read on first use). */
  get sampleFields(): Field[] {
    return this.once("sampleFields", () => (this.subject.campaign.sample_messages ?? []).map((t, i) => new Field(["sample_messages", i], t)));
  }

  get optIn(): OptIn {
    return this.once("optIn", () => readOptIn(this.subject.campaign, this.flow, this.subject.brand ? brandNames(this.subject.brand) : []));
  }

  get scope(): ConsentScope {
    return this.once("scope", () => readScope(this.flow, this.description, this.confirmation, this.sampleFields));
  }

  get provenance(): Provenance {
    return this.once("provenance", () => readProvenance([this.flow, this.description],
      this.subject.brand ? brandNames(this.subject.brand) : []));
  }

  get atOptIn(): Disclosed {
    return this.once("atOptIn", () => disclosed(this.flow, this.subject, { skipLinks: true }));
  }

  get inConfirmation(): Disclosed {
    return this.once("inConfirmation", () => disclosed(this.confirmation, this.subject, { skipLinks: false }));
  }

  /** What the quoted consent language discloses (the checkbox's or button's own words, with the words described beside it). */
  get inWording(): Disclosed {
    return this.once("inWording", () => {
      const wording = this.optIn.wording;
      if (wording.length === 0 || !this.flow) return {};
      const joined = new Field(["message_flow"], wording.map((w) => w.words).join(" \n "));
      return disclosed(joined, this.subject, { skipLinks: true, label: true });
    });
  }

  /**
   * What kinds of texts each piece of consent language covers (Twilio 30987, 30913): the first promotional noun
   * ("deals", "new listings", "giving appeals") and the first informational one ("pickup reminders", "my repair",
   * "my shifts") no negation covers, in the words of each box, button or sign.
   */
  get consentKinds(): readonly ConsentKinds[] {
    const names = this.subject.brand ? brandNames(this.subject.brand) : [];
    const brandWords = new Set(names.flatMap((n) => (n ? wordsOf(n) : []).map((w) => w.lower)));
    return this.once("consentKinds", () => this.optIn.wording.map((at) => {
      const f = new Field(at.path, at.words);
      const ev = (w: Word | undefined) => (w ? this.flow!.at(at.start + w.start, at.start + w.end) : undefined);
      // (the lite model tags a plural after its modifier as a verb at times: "closure alerts", not "it alerts you")
      // (a plural the tagger calls a verb after a noun, or after a noun and a coordinator, is an item of the list:
      // "reminders + offers", "tips & offers")
      const joined = (i: number) => /^(?:CCONJ|SYM)$/.test(f.words[i - 1]?.pos ?? "") || /^[+&/,]$/.test(f.words[i - 1]?.text ?? "");
      // (but a verb with its object after it is the verb: "the driver offers text updates at the door", "the app alerts
      // you")
      const object = (w: Word | undefined) => w !== undefined && /^(?:DET|NUM|PRON|NOUN|ADJ)$/.test(w.pos);
      const noun = (x: Word, i: number) => x.pos !== "VERB" ||
        (/s$/.test(x.lower) && /^(?:NOUN|PROPN|ADJ)$/.test(f.words[joined(i) ? i - 2 : i - 1]?.pos ?? "") &&
          !/^(?:you|me|us|them|him|her)$/.test(f.words[i + 1]?.lower ?? "") && !object(f.words[i + 1]));
      // (a word of the brand's own name is no kind: "Bench & Bezel Jewelry Repair")
      const named = (x: Word) => brandWords.has(x.lower) && /^[A-Z]/.test(x.text);
      // (a kind before a word for where the sign-up happens names that place: "the booking page", "the order form")
      const setting = (i: number) => isKind(f.words[i + 1], SETTINGS) && /^(?:NOUN|PROPN)$/.test(f.words[i + 1]!.pos);
      // (nor a kind that is the unit of a count: "About 2 texts per appointment" says how many, not what they are about)
      const unit = (i: number) => f.words[i - 1]?.lower === "per";
      // (nor an offer someone makes to the person, arriving: "when something sells, an offer comes in" is a buyer's bid)
      const bid = (i: number) => f.words[i]!.lower === "offer" && A_OR_AN.has(f.words[i - 1]?.lower ?? "") &&
        ARRIVING.has(f.words[i + 1]?.lemma ?? "");
      const find = (kinds: readonly string[]) => {
        // (a modifier of the other kind's noun is not its own kind: "lesson deals", "sale reminders")
        const other = kinds === PROMOTIONAL_KINDS ? INFORMATIONAL_KINDS : PROMOTIONAL_KINDS;
        // (nor is a noun whose own modifier is of neither kind: "presale codes" are not sign-in codes; but a noun that
        // takes its topic as a modifier keeps its kind: "event news", "pool alerts")
        const modifiedOtherwise = (i: number) => {
          const m = f.words[i - 1];
          if (TOPIC_HEADS.has(f.words[i]!.lemma) && !isKind(m, other)) return false;
          // (deals, coupons, promotions and sales are offers whatever they are of: "energy savings deals", "partner
          // promotions"; only "offer" has another sense by its modifier: "job offers", "shift offers")
          if (kinds === PROMOTIONAL_KINDS && f.words[i]!.lemma !== "offer" && !isKind(m, other)) return false;
          // (an offer of something sold is a promotion, "flower offers", "supply offers"; of work, a place or a time held
          // for the person it is not: "shift offers", "waitlist offers")
          const sold = m !== undefined && !isKind(m, other) && !isKind(m, OFFERED_ASSIGNMENTS);
          if (kinds === PROMOTIONAL_KINDS && sold) return false;
          // (the brand's name as a modifier is written as a name: "Hopscotch offers", not "delivery offers")
          // (an adjective does not change what an offer is: "seasonal promotions", "exclusive deals")
          const modifier = kinds === PROMOTIONAL_KINDS ? /^(?:NOUN|PROPN)$/ : /^(?:NOUN|PROPN|ADJ)$/;
          return m !== undefined && modifier.test(m.pos) && /^[a-z]/i.test(m.text) && !isKind(m, kinds) &&
            !(brandWords.has(m.lower) && /^[A-Z]/.test(m.text)) &&
            !/^(?:my|your|our|their|new|upcoming|any|next|own)$/i.test(m.lower);
        };
        // (news about the person's own matter is not promotional: "news on your repair"; nor is the person's own listing,
        // sale or appeal: "updates on my listing", "my appeal")
        const ofTheirs = (i: number) => (/^(?:on|about|of|regarding|for)$/.test(f.words[i + 1]?.lower ?? "") &&
          PERSONS_OWN.includes(f.words[i + 2]?.lower ?? "")) || ownedPhrase(i);
        // (the owner opens the noun phrase: "my rewards coupon", "your listing")
        const ownedPhrase = (i: number) => {
          let j = i - 1;
          // (a bare singular after "or" or "and" shares the first item's owner, a count noun needing one: "my home
          // search or sale"; not a plural, "my order updates and sales", nor a word with no plural, "marketing")
          const shared = f.words[i]!.lower === f.words[i]!.lemma && !/(?:ing|s)$/.test(f.words[i]!.lower) &&
            /^(?:or|and|&)$/.test(f.words[j]?.lower ?? "") && f.words[j - 1]?.pos === "NOUN" &&
            f.words[j - 1]!.lower === f.words[j - 1]!.lemma;
          if (shared) j -= 2;
          const from = j;
          while (j >= from - 2 && /^(?:NOUN|PROPN|ADJ)$/.test(f.words[j]?.pos ?? "") && !PERSONS_OWN.includes(f.words[j]!.lower)) j--;
          return PERSONS_OWN.includes(f.words[j]?.lower ?? "");
        };
        // (a promotional word that modifies a noun of no kind names that noun: "flash flood notices", "special handling
        // questions", "the listing agreement"; but "deal texts", "promo messages" are the kind)
        const modifies = (i: number) => {
          const next = f.words[i + 1];
          return next !== undefined && /^(?:NOUN|PROPN)$/.test(next.pos) && !isKind(next, kinds) &&
            !MESSAGE_WORDS.has(next.lemma) && !MESSAGE_WORDS.has(next.lower) && !PROGRAM_HEADS.has(next.lower);
        };
        const w = f.words.find((x, i) => !x.negated && noun(x, i) && isKind(x, kinds) && !named(x) &&
          !isKind(f.words[i + 1], other) && !setting(i) && !unit(i) && !bid(i) &&
          !modifiedOtherwise(i) && !(kinds === PROMOTIONAL_KINDS && (ofTheirs(i) || modifies(i))));
        return ev(w);
      };
      const promotional = find(PROMOTIONAL_KINDS);
      // The texts timed to the person's own event ("know when your box ships", "once my order is ready"), where the
      // words name nothing promotional: informational whatever noun carries it.
      const timed = promotional ? undefined : f.words.find((x, i) => /^(?:when|once|whenever)$/.test(x.lower) &&
        !x.negated &&
        f.words.slice(i + 1, i + 3).some((y) => /^(?:your|my|their)$/.test(y.lower)));
      const survey = f.words.find((x) => !x.negated && isKind(x, SURVEY_KINDS));
      // (a thing the brand sells, "ticket alerts for new shows", "tour dates", "lesson openings", is the person's own only
      // where it is theirs: "my lesson", "your tickets")
      const own = f.words.find((x, i) => !x.negated && noun(x, i) && isKind(x, INFORMATIONAL_KINDS) && !named(x) &&
        !ANY_TOPIC.has(x.lemma) && !setting(i) && !unit(i) &&
        (!SOLD.has(x.lemma) || f.words.slice(Math.max(0, i - 2), i).some((y) => PERSONS_OWN.includes(y.lower))));
      const informational = find(INFORMATIONAL_KINDS) ?? ev(timed);
      // (words of asking the reading could not classify: "one question after my visit", reading/unclassified.ts)
      const asked = survey ? undefined : unreadIn("survey", f.words);
      const unread = asked ? { survey: this.flow!.at(at.start + asked.start, at.start + asked.end) } : {};
      // (or the texts said to be about the person's own thing: "Text me about my Kettle Peak subscription", "texts
      // regarding your lease")
      const about = f.words.find((x, i) => /^(?:about|regarding|concerning)$/.test(x.lower) && !x.negated &&
        /^(?:my|your|their)$/.test(f.words[i + 1]?.lower ?? "") &&
        f.words.slice(i + 2, i + 6).some((y) => y.pos === "NOUN" && !named(y)));
      const ownMatter = ev(own) ?? ev(timed) ?? ev(about);
      return { at, promotional, informational, survey: ev(survey), ownMatter, unread };
    }));
  }

  get replies(): Replies {
    return this.once("replies", () => readReplies(this.subject));
  }

  get content(): readonly ContentFact[] {
    return this.once("content", () => contentFacts(this.subject.campaign, this.subject.brand ? brandNames(this.subject.brand) : []));
  }

  get samples(): readonly SampleReading[] {
    const names = this.subject.brand ? brandNames(this.subject.brand) : [];
    return this.once("samples", () => sampleFacts(this.subject.campaign, shortenerIn, (t) => names.length > 0 && namesAny(withoutLinks(t), names)));
  }

  /**
   * Requests or numbers passed on to partners, contractors or lenders ("we share your request with up to 3 local
   * contractors"), no negation covering it, in what the campaign says it does: its description, then its samples (in the
   * message flow, sharing the opt-in is ConsentScope.thirdParty).
   */
  get leadSharing(): Evidence | undefined {
    return this.once("leadSharing", () => firstOf(...[this.description, ...this.sampleFields].map((f) => () => f && leadSharingIn(f))));
  }

  get linksSent(): readonly LinksSent[] {
    return this.once("linksSent", () => linksSent(this.subject.campaign));
  }

  get useCaseFacts(): UseCaseFacts {
    return this.once("useCaseFacts", () => readUseCase(this.subject, this.subject.brand ? brandNames(this.subject.brand) : []));
  }

  get useCase(): CampaignReading["useCase"] {
    return this.once("useCase", () => this.samples.flatMap((s) => s.signals.map((signal) => ({
      signal, at: { path: s.path, start: 0, end: 0, words: "" },
    }))));
  }
}

/** The texts recipients receive (samples, then replies) that link somewhere, with their links (CampaignReading.linksSent). */
function linksSent(c: CampaignSubject): LinksSent[] {
  return reviewedTexts(c).filter((t) => t.path[0] !== "description" && t.path[0] !== "message_flow").flatMap(({ path, text }) => {
    const f = new Field(path, text);
    let from = 0;
    const found = links(text).map((l) => {
      const i = text.indexOf(l, from);
      if (i >= 0) from = i + l.length;
      return i >= 0 ? f.at(i, i + l.length) : { path, start: 0, end: 0, words: l };
    });
    const shortener = shortenerIn(text);
    if (found.length === 0 && shortener === undefined) return [];
    const insecure = found.find((e) => e.words.toLowerCase().startsWith("http://"));
    return [{
      path, links: found, ...(insecure ? { insecure } : {}), ...(shortener !== undefined ? { shortener } : {}),
    }];
  });
}

/** What one piece of consent language covers, by kind (Twilio 30987, 30913). */
export interface ConsentKinds {
  readonly at: Evidence;
  readonly promotional?: Evidence;
  readonly informational?: Evidence;
  /** Feedback asked of the person (a survey, a poll, a rating). */
  readonly survey?: Evidence;
  /**
   * The first informational kind that names the person's own matter ("reminders", "my order", "closures"), not a kind
   * that carries any topic, promotional or not ("powder alerts", "sale codes", "rush seat updates").
   */
  readonly ownMatter?: Evidence;
  /** Words of the fact the reading could not classify (reading/unclassified.ts): feedback asked (survey). */
  readonly unread: Unread;
}

/** The public URL shortener a text links to (bare "goo.gl/x" too, whose top-level domain LINK does not know). */
export const shortenerIn = (text: string) =>
  links(text).map(hostOf).find((h) => hostIs(h, URL_SHORTENERS)) ?? BARE_SHORTENER.exec(text)?.[1]?.toLowerCase();

const BARE_SHORTENER = new RegExp(`(?<![\\w.-])(${URL_SHORTENERS.map(escape).join("|")})/`, "i");
