import type { RuleSource } from "../model";

/*
 * The shape of the content lexicon (data.ts): categories of content carriers refuse or restrict,
 * each with the products and services that belong to it and the look-alikes that must not be read
 * as it.
 */

/** The content categories, by what carriers do with them. */
export type CategoryId =
  | "sex" | "hate" | "cannabis" | "cbd-hemp" | "drugs"
  | "alcohol" | "tobacco-vaping" | "firearms"
  | "gambling" | "sweepstakes"
  | "payday" | "debt-consolidation" | "debt-relief" | "credit-repair" | "cryptocurrency" | "risky-investment" | "debt-collection"
  | "lead-generation" | "lending" | "prescription-drugs" | "deceptive";

/**
 * What carriers do with a category: `prohibited` is refused whatever the consent and the attributes;
 * `age-gated` needs the campaign's age_gated attribute and a date-of-birth check at opt-in;
 * `restricted` needs a declaration (direct_lending for lending, the SWEEPSTAKE use case for sweepstakes);
 * `informational-only` may be named in informational messages (a refill reminder, an order shipped) but never
 * promoted (prescription drugs: Twilio 30565).
 */
export type Treatment = "prohibited" | "age-gated" | "restricted" | "informational-only";

/**
 * One product or service of a category. Each term is written as people write it, words separated by
 * spaces or hyphens (both match either, and a two-word term also matches closed up: "e cig" finds
 * "e-cig", "e cig" and "ecig"). Write nouns in the singular: the plural is matched too ("gummy" finds
 * "gummies", "shot" finds "shots"). `{a|b|}` lists the variants of one word or words, the empty one
 * for a word that may be left out: "{settle|settling} {|your} debt for less".
 */
export interface Entry {
  /** Unique across the lexicon: `<category>/<name>`. */
  readonly id: string;
  readonly terms: readonly string[];
  /** The published page that puts this product or service in the category. */
  readonly source: RuleSource;
  /**
   * Words that, in the same sentence, give the entry's terms their other sense (a lottery that allocates school seats,
   * housing or permits: "the magnet school lottery results", "enrollment, lottery results and deadlines"). Lemmas.
   */
  readonly otherSense?: readonly string[];
}

/**
 * A phrase that contains, or is easily taken for, a term of the category and means something else
 * ("root beer", "flu shot", "credit card payment due"): written with the words around it that decide,
 * in the same notation as terms. Inside a look-alike nothing is matched.
 */
export interface LookAlike {
  readonly phrase: string;
  /** Why it is not the category, in a few words. */
  readonly why: string;
}

export interface Category {
  readonly id: CategoryId;
  /** What the category is called in a finding ("payday loans and cash advances"). */
  readonly name: string;
  readonly treatment: Treatment;
  /** The severity of a finding about this content where the campaign lacks what the treatment needs. */
  readonly severity: "error" | "warning";
  /** The vendors' pages (and codes) for the category. */
  readonly sources: readonly RuleSource[];
  readonly entries: readonly Entry[];
  readonly lookAlikes: readonly LookAlike[];
  /**
   * Where a category declares them: the nouns a term of it may stand before and still name the product (its
   * servings, containers, places, events, sales and times: "wine list", "tequila shots", "beer garden", "Bourbon
   * Night"). A term standing before any other noun is that noun's modifier, naming a colour, a flavour, a scent, a
   * place or another trade's product ("a cognac leather sofa", "Moscow Mule copper mugs", "Wine country bike tours"),
   * not the product (reading/content.ts). Lemmas, lower case.
   */
  readonly heads?: readonly string[];
}
