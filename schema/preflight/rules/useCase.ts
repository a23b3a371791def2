import type { Hit, Rule, Subject } from "../model";
import { page, PAGES } from "../sources";
import { findWord, namesAny, wordCount } from "../text";
import { PLACEHOLDER, PROMOTIONAL, TRANSACTIONAL_USE_CASES } from "../vocabulary/useCase";
import { brandNames, campaign, quoted, samplesOf, soleProprietor } from "./subject";

/*
 * The use case and what the campaign says it is: samples that fit the use case, a description that
 * says who sends what to whom, sole proprietors' one campaign on one number.
 */

/**
 * A one-time code in a sample: "482913", "G-482913", "123 456", or the placeholder a template writes
 * for it ("{code}", "{{otp}}", "[CODE]", "<code>", "${pin}", "######", "XXXXXX").
 */
const hasCode = (m: string) =>
  /(?<![A-Za-z0-9])(?=[A-Z0-9-]*\d)[A-Z0-9-]{4,10}(?![A-Za-z0-9])/.test(m) ||
  /(?<!\d[,.]?)\d{3}[ -]\d{3}(?![,.]?\d)/.test(m) ||
  /[{[<]{1,2}\s*[\w -]*(?:code|otp|pin|passcode|token)[\w -]*\s*[}\]>]{1,2}/i.test(m) ||
  /(?<![#X])(?:#{4,10}|X{4,10})(?![#X])/.test(m);

function useCaseSamples(s: Subject): Hit[] {
  const c = s.campaign!;
  const samples = samplesOf(c);
  if (samples.length === 0) return [];
  if (c.use_case === "2FA") {
    const i = samples.findIndex((m) => !hasCode(m));
    return i < 0 ? [] : [{ path: ["sample_messages", i], message: "a 2FA sample carries the one-time code: show it (e.g. \"Your Acme code is 482913\")" }];
  }
  const subs = c.sub_use_cases ?? [];
  if ((c.use_case === "MIXED" || c.use_case === "LOW_VOLUME") && subs.includes("2FA") && !samples.some(hasCode)) {
    return [{ message: "2FA is a sub use case but no sample carries a one-time code: add a sample with the code" }];
  }
  return [];
}

function promotionalSamples(s: Subject): Hit[] {
  const c = s.campaign!;
  const mixed = c.use_case === "MIXED" || c.use_case === "LOW_VOLUME";
  const transactional = TRANSACTIONAL_USE_CASES.includes(c.use_case ?? "") || (mixed && !(c.sub_use_cases ?? []).includes("MARKETING"));
  if (!transactional) return [];
  const i = samplesOf(c).findIndex((m) => PROMOTIONAL.test(m));
  if (i < 0) return [];
  return [{ path: ["sample_messages", i], message: `this sample is promotional but the use case is ${c.use_case}: register MARKETING (or MIXED with MARKETING) or remove the offer` }];
}

function descriptionQuality(s: Subject): Hit[] {
  const d = s.campaign!.description;
  if (!d) return [];
  const placeholder = findWord(d, PLACEHOLDER);
  if (placeholder) return [{ message: `reads as a placeholder (${quoted(placeholder)}): describe who sends what to whom, and why` }];
  const words = wordCount(d);
  // Who sends is the brand: a short description that does not name it leaves the reviewer guessing.
  const vague = words < 7 || (s.brand !== undefined && words < 12 && !namesAny(d, brandNames(s.brand)));
  if (!vague) return [];
  return [{ message: "too vague to review: say who sends the messages (the brand), what they are about, who receives them and why" }];
}

function distinctSamples(s: Subject): Hit[] {
  const norm = samplesOf(s.campaign!).map((m) => m.toLowerCase().replace(/\s+/g, " ").trim());
  const i = norm.findIndex((m, j) => norm.indexOf(m) !== j);
  return i < 0 ? [] : [{ path: ["sample_messages", i], message: "repeats another sample: each sample should show a different message the campaign sends" }];
}

function numberPool(s: Subject): Hit[] {
  const c = s.campaign!;
  if (soleProprietor(s.brand) && c.number_pool === true) {
    return [{ message: "a sole-proprietor campaign sends from one number: set number_pool to false" }];
  }
  if (soleProprietor(s.brand) && (s.numbers ?? 0) > 1) {
    return [{ message: `a sole-proprietor campaign sends from one number, not ${s.numbers}` }];
  }
  if (c.number_pool !== true && (s.numbers ?? 0) > 49) {
    return [{ message: `${s.numbers} numbers send on this campaign: more than 49 need number_pool: true` }];
  }
  return [];
}

function soleProprietorUseCase(s: Subject): Hit[] {
  const c = s.campaign!;
  if (!s.brand?.entity_type || !c.use_case) return [];
  const sole = soleProprietor(s.brand);
  if (sole === (c.use_case === "SOLE_PROPRIETOR")) return [];
  return [{
    message: sole
      ? "a SOLE_PROPRIETOR brand registers one campaign with the SOLE_PROPRIETOR use case"
      : "the SOLE_PROPRIETOR use case is only for a SOLE_PROPRIETOR brand: choose the use case the messages have",
  }];
}

export const USE_CASE_RULES: readonly Rule[] = [
  campaign({
    id: "use-case-samples", code: "SAMPLES_USE_CASE_MISMATCH", severity: "error", field: ["sample_messages"],
    summary: "Samples fit the use case (2FA samples carry a code)",
    sources: [page("Telnyx", PAGES.telnyx)],
    check: useCaseSamples,
  }),
  campaign({
    id: "promotional-samples", code: "SAMPLES_PROMOTIONAL", severity: "warning", field: ["sample_messages"],
    summary: "Promotional samples only in MARKETING (or MIXED with MARKETING) campaigns",
    sources: [page("Telnyx", PAGES.telnyx)],
    check: promotionalSamples,
  }),
  campaign({
    id: "description-quality", code: "DESCRIPTION_INSUFFICIENT", severity: "error", field: ["description"],
    summary: "The description says who sends what to whom and why (no placeholder)",
    sources: [page("Twilio", PAGES.twilioApproval)],
    check: descriptionQuality,
  }),
  campaign({
    id: "distinct-samples", code: "SAMPLES_NOT_DISTINCT", severity: "warning", field: ["sample_messages"],
    summary: "Each sample shows a different message",
    sources: [page("Twilio", PAGES.twilioApproval)],
    check: distinctSamples,
  }),
  campaign({
    id: "number-pool", code: "NUMBER_POOL_MISMATCH", severity: "error", field: ["number_pool"],
    summary: "Sole proprietors send from one number; more than 49 numbers need number_pool",
    sources: [page("T-Mobile", PAGES.tmobile)],
    check: numberPool,
  }),
  campaign({
    id: "sole-proprietor-use-case", code: "SOLE_PROPRIETOR_USE_CASE", severity: "error", field: ["use_case"],
    summary: "SOLE_PROPRIETOR brands and the SOLE_PROPRIETOR use case go together",
    sources: [page("Twilio", PAGES.twilioApproval)],
    check: soleProprietorUseCase,
  }),
];
