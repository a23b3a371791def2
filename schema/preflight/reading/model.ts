import type { FieldPath } from "../model";
import type { UnreadFact } from "../vocabulary/unread";

export type { UnreadFact };

/*
 * A reading: what the review understood of a campaign, each fact with the words it came from. The
 * rules (schema/preflight/rules/) judge the reading; `validate --explain` and the plan's Preflight
 * block show it.
 */

/** The words a fact came from: the field, the character span in it, and the words themselves. */
export interface Evidence {
  readonly path: FieldPath;
  readonly start: number;
  readonly end: number;
  readonly words: string;
}

/**
 * Words of a field that carry a fact's cues but that the reading could not classify (reading/unclassified.ts), per
 * fact: a rule that judges the fact's absence does not fire on these, and `--explain` shows them.
 */
export type Unread = Partial<Record<UnreadFact, Evidence>>;

/** What a call to action or a confirmation must disclose. */
export const DISCLOSURES = ["brand", "purpose", "frequency", "rates", "help", "stop", "privacy"] as const;
export type Disclosure = (typeof DISCLOSURES)[number];
export type Disclosed = Partial<Record<Disclosure, Evidence>>;

/** A content category found in a text, with the phrase that names it. */
export interface ContentFact {
  readonly category: string;
  readonly phrase: string;
  readonly at: Evidence;
  /**
   * Loans offered in the name of another business: its sentence names a partner, an affiliate or a sponsor as who lends
   * ("Our lending partner approves boat loans for any credit"): the word that names it.
   */
  readonly partner?: string;
  /** Credit offered with its price: a rate in the loan's sentence ("refinance your auto loan at 5.9% APR today"). */
  readonly rate?: string;
}

/** How recipients opt in, and where, in their own or the brand's words. */
export interface OptIn {
  /** How: a method (a form, a keyword texted, a box ticked, the recipient's number given, someone asking). */
  readonly method?: Evidence;
  /** Where: an address, a keyword texted to a number, a concrete place. */
  readonly place?: Evidence;
  /** In what words the recipient consents: a consent word, or an action (ticks the box, taps "Text me", replies YES). */
  readonly consent?: Evidence;
  /** The customer writes first (CTIA: the first message is consent to the conversation it starts). */
  readonly customerInitiated?: Evidence;
  /** Who asks: staff asking the customer. */
  readonly asks?: Evidence;
  /** A spoken opt-in (in person or by phone). */
  readonly verbal?: Evidence;
  /** A script read or a record kept of a spoken opt-in. */
  readonly verbalRecord?: Evidence;
  /** The words read for a spoken opt-in: a script, a statement read aloud, the words quoted after "reads". */
  readonly verbalScript?: Evidence;
  /**
   * Words quoted anywhere in the flow (by quote marks, not an apostrophe inside a word): what staff read may be among
   * them ("reads the same wording", "asks, reading from the card: \"…\"").
   */
  readonly quotesWords: boolean;
  /**
   * After the spoken question, the person's own written act: they type or enter their number, tick or check the box
   * ("if the person says yes, they type their own number on the card-reader screen"): the consent is given in writing.
   */
  readonly selfEntered?: Evidence;
  /** The spoken opt-in is only claimed ("verbal", "orally"), with no question described. */
  readonly verbalClaimedOnly: boolean;
  /**
   * A web opt-in, and the address of its page: never a privacy or terms page, by its address or by its label ("Privacy &
   * terms: acme.example/text"), which is where the policies are, not where anyone signs up.
   */
  readonly web?: Evidence;
  readonly webAddress?: string;
  /** The opt-in is inside an area the person signed in to (account settings, online banking, an app). */
  readonly signedIn?: Evidence;
  /** A route other than the web: a paper form, a spoken yes, a keyword texted, staff at a counter. */
  readonly otherRoute?: Evidence;
  /** A written route to consent: an address, a keyword, a paper, card or form, a box, a screen, a signature. */
  readonly written?: Evidence;
  /** The form's fields are listed, with none for the phone number (and nowhere does the person give their number). */
  readonly formWithoutPhone?: Evidence;
  /** The form is described: the field for the number, the box or the button. */
  readonly formDescribed?: Evidence;
  /** Keywords advertised ("text JOIN to 55123") that are not declared as opt-in keywords. */
  readonly keywordsAdvertised: readonly string[];
  /** The consent language the flow quotes or describes (the checkbox's or button's own words). */
  readonly wording: readonly Wording[];
  /** Some of that language is introduced as what a box, button, sign or label says (not only found by what it discloses). */
  readonly wordingIntroduced: boolean;
  /** The opt-in happens on a channel the flow calls the brand's own ("our phone line", "our website"). */
  readonly ownChannel?: Evidence;
  /**
   * How the flow checks the person's age: by the date of birth entered ("enter their date of birth", "MM/DD/YYYY"), or by
   * a yes/no question ("Are you 21 or older?", "tick a box that they are 21+").
   */
  readonly ageCheck: { readonly dateOfBirth?: Evidence; readonly yesNo?: Evidence };
  /** A control the person sets to consent: a box, a switch, a toggle. */
  readonly control?: Evidence;
  /** A box drawn in the flow as the form shows it ("[ ] Text me order updates"). */
  readonly boxDrawn?: Evidence;
  /** The opt-in's page or screen is a checkout, where the person pays ("checkout", "check-out"). */
  readonly checkout?: Evidence;
  /** An address in the flow whose host spells the brand's name: the page or the policies are the brand's own. */
  readonly ownAddress?: Evidence;
  /** The flow says no privacy policy or terms are shown or linked at the opt-in ("There's no link to terms or privacy"). */
  readonly policiesWithheld?: Evidence;
  /** The privacy policy's address, given in the flow ("Privacy policy: https://acme.example/privacy", "acme.example/privacy"). */
  readonly privacyLink?: Evidence;
  /** The flow says opting out takes a letter, a visit or a written request ("clients must send a written request by mail"). */
  readonly optOutElsewhere?: Evidence;
  /** Printed matter or a sign named outside the consent words (a flyer, a card, a sign by the register, paper). */
  readonly printed?: Evidence;
  /** An interactive place of the opt-in: a web page, an area signed in to, a spoken yes, an app, kiosk, tablet or screen. */
  readonly ownPlace?: Evidence;
  /** A phone number or e-mail address the flow offers for help at the opt-in (besides the HELP keyword). */
  readonly helpContact?: Evidence;
  /**
   * What the flow says of a fact in words the reading could not classify (reading/unclassified.ts): a count or a
   * period beside the texts (frequency); the person acting on the texts or their control (consent); a word of charging
   * beside the carrier or the plan (rates).
   */
  readonly unread: Unread;
}

/** A piece of consent language the flow quotes, with what its place in the flow says of it. */
export interface Wording extends Evidence {
  /**
   * It follows the spoken opt-in (OptIn.verbal) in that one's sentence: the words read aloud ("the driver asks whether
   * texts are wanted, reading \"…\""), not a page's words quoted in a sentence of its own.
   */
  readonly spokenScript: boolean;
  /**
   * It is introduced as a text the person gets ("First text they get says: …", "the confirmation reads …"): no words
   * shown or read at the opt-in.
   */
  readonly textReceived: boolean;
  /** It gives two of frequency, rates and HELP, and no STOP: a call to action's disclosures with the opt-out left out. */
  readonly disclosesAllButStop: boolean;
}

/** What the consent covers. */
export interface ConsentScope {
  readonly preChecked?: Evidence;
  /** Required for something else, or inside terms. */
  readonly condition?: Evidence;
  /** Opt-in data shared with others, or others messaging the subscriber. */
  readonly thirdParty?: Evidence;
  /** One consent for texts together with e-mail or calls. */
  readonly bundled?: Evidence;
  /** Consent to "communications" rather than to text messages. */
  readonly communications?: Evidence;
  /** The brand sending offers on its own initiative (beyond a conversation the customer starts). */
  readonly offersSent?: Evidence;
  /** People who agreed to other texts, put on offers as well ("who agreed to refill texts is also sent deals"). */
  readonly alsoOffered?: Evidence;
}

/** Where the numbers come from. */
export interface Provenance {
  readonly own?: Evidence;
  readonly bought?: Evidence;
  readonly inherited?: Evidence;
  readonly referred?: Evidence;
  /** Taken from records kept for something else, everyone's at once (a patient file, a booking system, a report). */
  readonly onFile?: Evidence;
}

export interface SampleReading {
  readonly path: FieldPath;
  readonly code: boolean;
  readonly oneTimeCode: boolean;
  readonly promotional?: Evidence;
  readonly link: boolean;
  readonly phone: boolean;
  readonly optOut: boolean;
  readonly namesBrand: boolean;
  /** How many words it has (text.ts wordCount, as the description's are counted). */
  readonly words: number;
  /** The other company the sample is signed with ("Gusto: …" in PayStream's campaign), where it reads as one. */
  readonly signedBy?: string;
  /** What the sample is, as a use case would file it. */
  readonly signals: readonly string[];
}

/** A text recipients receive (a sample or a reply) that links somewhere. */
export interface LinksSent {
  readonly path: FieldPath;
  /** Its links written out, in order. */
  readonly links: readonly Evidence[];
  /** The first link written with http://, not https://. */
  readonly insecure?: Evidence;
  /** The host of the public URL shortener it links to ("bit.ly"), bare ("goo.gl/x") or in a link. */
  readonly shortener?: string;
}

export interface Replies {
  /** The HELP reply reaches support (a phone number, an e-mail address, a website). */
  readonly helpReaches?: Evidence;
  /** The STOP reply confirms the opt-out. */
  readonly stopConfirms?: Evidence;
  /** The HELP reply says how to opt out ("Reply STOP to cancel", "text END to stop"), with the campaign's own keywords. */
  readonly helpOptOut?: Evidence;
  /** An offer the STOP reply makes, no negation covering it ("Reply YES to still get our special price every week!"). */
  readonly stopOffers?: Evidence;
  /** The STOP reply promises more texts ("We'll just send the vaccine reminder and then stop"): reading/optOut.ts. */
  readonly stopPromises?: Evidence;
  /** Replies that do not name the brand. */
  readonly unnamed: readonly FieldPath[];
  /**
   * The opt-in confirmation answers the person who wrote first ("A recruiter will reply soon", "we'll get back to you"):
   * the texts that follow are replies to theirs, a conversation.
   */
  readonly replyPromised?: Evidence;
  /**
   * What the replies say of a fact in words the reading could not classify (reading/unclassified.ts): the STOP reply's
   * confirmation (stopConfirmed), the opt-in confirmation's frequency (frequency).
   */
  readonly unread: Unread;
}

export interface CampaignReading {
  readonly optIn: OptIn;
  readonly scope: ConsentScope;
  readonly provenance: Provenance;
  /** Disclosed at the opt-in (the message flow) and in the confirmation (opt_in_message). */
  readonly atOptIn: Disclosed;
  readonly inConfirmation: Disclosed;
  readonly content: readonly ContentFact[];
  readonly samples: readonly SampleReading[];
  readonly replies: Replies;
  /** The samples and replies that link somewhere, in the order reviewers read them (samples, then replies). */
  readonly linksSent: readonly LinksSent[];
  /** Use-case signals across the description and samples, each with its words. */
  readonly useCase: readonly { signal: string; at: Evidence }[];
}
