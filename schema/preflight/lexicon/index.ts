import { vendorCode } from "../model";
import { CATEGORIES } from "./data";
import { type CategoryMatch, Matcher } from "./match";
import type { Category, CategoryId } from "./types";

/*
 * Content by meaning: the products and services of the content categories carriers refuse or
 * restrict, found in a text from the curated lexicon (data.ts) by a linear matcher (match.ts).
 *
 *   findCategories("Try our CBD gummies and a shot of tequila")
 *   // [{ category: "cbd-hemp", entry: "cbd-hemp/cbd", phrase: "CBD gummies", start: 8, end: 19 },
 *   //  { category: "alcohol", entry: "alcohol/serving", phrase: "shot of tequila", start: 26, end: 41 }]
 *
 * categoryInfo(id) gives what a finding about it needs: its name, treatment, severity, sources and the
 * vendors' codes. The lexicon is compiled on the first call.
 */

export type { CategoryMatch } from "./match";
export type { Category, CategoryId, Entry, LookAlike, Treatment } from "./types";
export { CATEGORIES } from "./data";

/** What a finding about a category names: everything of the category but its word lists, and the vendors' codes. */
export interface CategoryInfo extends Omit<Category, "entries" | "lookAlikes" | "heads"> {
  /** The vendors' codes as labels ("Twilio 30860", "Telnyx 709"). */
  readonly vendorCodes: readonly string[];
}

let matcher: Matcher | undefined;
const compiled = () => (matcher ??= new Matcher(CATEGORIES));

/**
 * Every product or service of the lexicon the text names, in text order: its category, its lexicon
 * entry, the words as written and their character span. Words inside a declared look-alike ("root
 * beer", "flu shot", "credit card payment due") are not matched.
 */
export function findCategories(text: string): readonly CategoryMatch[] {
  return compiled().find(text);
}

const INFO = new Map<CategoryId, CategoryInfo>(CATEGORIES.map((c: Category) => [c.id, {
  id: c.id, name: c.name, treatment: c.treatment, severity: c.severity, sources: c.sources,
  vendorCodes: [...new Set(c.sources.map(vendorCode).filter((v): v is string => v !== undefined))],
}]));

/** The metadata of a category. */
export function categoryInfo(id: CategoryId): CategoryInfo {
  return INFO.get(id)!;
}
