import type { BrandSubject, CampaignSubject, Hit } from "../model";
import type { CampaignReadingImpl } from "../reading";
import { aws, bandwidth, dca, page, PAGES, twilio } from "../sources";
import { hostIs, hostOf } from "../text";
import { otherSenderInWording } from "../reading/useCase";
import { FREE_MAIL, GENERIC, INVALID_EIN_PREFIXES, SOCIAL_SITES } from "../vocabulary/brand";
import { URL_SHORTENERS } from "../vocabulary/links";
import { brand, brandNames, type CampaignOf, campaign, quoted, soleProprietor } from "./subject";

/*
 * The brand: its own record (e-mail domain, website, EIN) and its name in the samples.
 */

/**
 * The samples name the brand; and where they do, none is signed with another company's name ("Gusto: use 803114…" in
 * PayStream's campaign): the DCA's 603, an inconsistency between the brand name and the sample messages.
 */
function sampleBrand(r: CampaignReadingImpl, _c: CampaignSubject, s: CampaignOf): Hit[] {
  if (!s.brand || r.samples.length === 0) return [];
  const name = s.brand.display_name ?? s.brand.legal_name ?? "the brand";
  if (!r.samples.some((m) => m.namesBrand)) {
    // Twilio 30893: "at least one of the sample messages should include your business name".
    return [{ sources: [twilio("30893"), page("Telnyx", PAGES.telnyx), dca("603")],
      message: `no sample message names the brand: start the samples with "${name}:" so recipients know who is texting` }];
  }
  const other = r.samples.find((m) => m.signedBy !== undefined && !m.namesBrand);
  if (!other) return [];
  return [{
    path: other.path,
    sources: [page("Telnyx", PAGES.telnyx), dca("603")],
    message: `this sample is signed ${quoted(other.signedBy!)}, not the brand (${name}): a campaign sends only the brand's own ` +
      "messages; sign it with the brand's name, or register the other company as its own brand",
  }];
}

/**
 * The consent's own words name another business as the sender ("Text me booking reminders from River Valley Bodywork"
 * on Tidewell Massage's campaign): people agree to that business's texts, not the brand's (the DCA's 603, an
 * inconsistency between the brand and what it registers).
 */
function optInOtherBrand(r: CampaignReadingImpl, _c: CampaignSubject, s: CampaignOf): Hit[] {
  if (!s.brand) return [];
  const e = otherSenderInWording(r.optIn.wording, brandNames(s.brand));
  if (!e) return [];
  const name = s.brand.display_name ?? s.brand.legal_name ?? "the brand";
  return [{ path: e.path, message: `the consent people give names ${quoted(e.words)} as the sender, not the brand (${name}): ` +
    "the opt-in must be the brand's own, in its name; register the business that collects the consent, or move the opt-in to the brand's own" }];
}

function freeMail(b: BrandSubject): Hit[] {
  const email = b.contact?.email;
  if (!email || soleProprietor(b)) return [];
  const domain = email.split("@")[1]?.toLowerCase() ?? "";
  if (!hostIs(domain, FREE_MAIL)) return [];
  return [{ message: `${domain} is a public e-mail provider: use an address on the business's own domain (e.g. compliance@<your domain>)` }];
}

/**
 * Whether a website's host carries the brand's name, as businesses write their domains: one of the name's words
 * (four letters or more), the start of one, or its initials ("pinecrestdental" for Pinecrest Family Dentistry,
 * "ridgelinecu" for Ridgeline Federal Credit Union, "ibm" for International Business Machines). A host that carries
 * none is another business's site (DCA 603: the website and the brand name are inconsistent).
 */
function hostCarriesName(host: string, names: readonly (string | null | undefined)[]): boolean {
  const label = host.replace(/\.[a-z]+$/, "").replace(/[.-]/g, "");
  return names.some((name) => {
    if (!name) return false;
    const all = name.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 0);
    const words = all.filter((w) => !GENERIC.has(w));
    const initials = all.map((w) => w[0]).join("");
    return words.some((w) => (w.length >= 4 && label.includes(w)) || (w.length >= 3 && label.startsWith(w))) ||
      (initials.length >= 2 && label.includes(initials.slice(0, 3)));
  });
}

function brandWebsite(b: BrandSubject): Hit[] {
  if (soleProprietor(b)) return [];
  if (!b.website) return [{ message: "no website: carriers verify the business through its own website; set website" }];
  const host = hostOf(b.website);
  if (hostIs(host, SOCIAL_SITES)) return [{ message: `${host} is a social network, not the business's website: give its own domain` }];
  if (hostIs(host, URL_SHORTENERS)) return [{ message: `${host} is a URL shortener: give the business's own website` }];
  if (!hostCarriesName(host, brandNames(b))) {
    return [{ message: `${host} carries none of the brand's names: give the business's own website (a site of another business, or a lead-generation site, is rejected)` }];
  }
  return [];
}

function taxIdPrefix(b: BrandSubject): Hit[] {
  const t = b.tax_id?.trim();
  if (!t || (b.tax_id_country ?? "US") !== "US" || !/^\d{2}-?\d{7}$/.test(t) || !INVALID_EIN_PREFIXES.has(t.slice(0, 2))) return [];
  return [{
    message: `no business with EIN ${t} is on record: the prefix ${t.slice(0, 2)} is never issued. Check the EIN; it ` +
      "cannot change on a registered brand, so register a new brand with the right one",
  }];
}

export const BRAND_RULES = [
  campaign({
    id: "sample-brand-name", code: "SAMPLE_BRAND_MISSING", severity: "error", field: ["sample_messages"],
    summary: "The samples name the brand (display or legal name), and none is signed with another company's name",
    sources: [page("Telnyx", PAGES.telnyx), dca("603"), twilio("30893")],
    judge: sampleBrand,
  }),
  campaign({
    id: "opt-in-other-brand", code: "OPT_IN_OTHER_BRAND", severity: "warning", field: ["message_flow"],
    summary: "The consent's own words name the brand as the sender, not another business",
    sources: [dca("603")],
    judge: optInOtherBrand,
  }),
  brand({
    id: "brand-email-free-mail", code: "BRAND_EMAIL_PUBLIC_DOMAIN", severity: "error", field: ["contact", "email"],
    summary: "The contact e-mail is on the business's own domain, not a public provider",
    sources: [aws("Public email domain"), page("AWS", PAGES.awsReviewCriteria)],
    judge: freeMail,
  }),
  brand({
    id: "brand-website", code: "BRAND_WEBSITE_INVALID", severity: "error", field: ["website"],
    summary: "The brand has its own website (not a social network page)",
    sources: [aws("Invalid brand URL", PAGES.awsReviewCriteria), bandwidth("1100"), dca("603")],
    judge: brandWebsite,
  }),
  brand({
    id: "tax-id-prefix", code: "TAX_ID_NOT_FOUND", severity: "error", field: ["tax_id"],
    summary: "A US EIN has a prefix the IRS issues",
    sources: [page("IRS", PAGES.irs)],
    judge: taxIdPrefix,
  }),
];
