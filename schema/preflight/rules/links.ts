import type { CampaignSubject, FieldPath, Hit } from "../model";
import type { CampaignReadingImpl } from "../reading";
import { bandwidth, ctia, dca, page, PAGES, twilio } from "../sources";
import { campaign, quoted } from "./subject";

/*
 * Links and phone numbers in messages: declared by the campaign's attributes, on the brand's own
 * domain.
 */

function urlShortener(r: CampaignReadingImpl): Hit[] {
  return r.linksSent.flatMap(({ path, shortener }) =>
    shortener ? [{ path, message: `${shortener} is a public URL shortener, which carriers filter: use a link on the brand's own domain` }] : []);
}

/** A sample's place as a reader finds it: "sample_messages[2]". */
const sampleName = (path: FieldPath) => `${String(path[0])}[${String(path[1])}]`;

/*
 * An attribute that does not match the samples (DCA 601: "if no is selected for the embedded link but the sample
 * content clearly shows links") is fixed at the attribute: the finding points there and says which sample shows it,
 * as age_gated and direct_lending do.
 */
function embeddedLinkUndeclared(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  if (c.embedded_links === true) return [];
  const sample = r.samples.find((m) => m.link);
  if (!sample) return [];
  return [{ message: `${sampleName(sample.path)} contains a link but embedded_links is false: set embedded_links to true or remove the link` }];
}

/** Declared links are shown by any message the campaign sends: a sample, or the HELP, STOP or opt-in reply. */
function embeddedLinkUnused(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  if (c.embedded_links !== true || r.samples.length === 0 || r.linksSent.length > 0) return [];
  return [{ message: "embedded_links is true but no sample (or reply) contains a link: show one in a sample (on the brand's own domain) or set embedded_links to false" }];
}

function embeddedPhoneUndeclared(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  if (c.embedded_phone === true) return [];
  const sample = r.samples.find((m) => m.phone);
  if (!sample) return [];
  return [{ message: `${sampleName(sample.path)} contains a phone number but embedded_phone is false: set embedded_phone to true or remove the number` }];
}

/** Links written with http:// (not https://) in what recipients receive. */
function insecureLink(r: CampaignReadingImpl): Hit[] {
  return r.linksSent.flatMap(({ path, insecure }) =>
    insecure ? [{ path, message: `${quoted(insecure.words)} is an unsecured http:// link, which carriers reject: use https:// on the brand's own domain` }] : []);
}

/** Declared phone numbers are shown by a sample: what Twilio's vetting reads (a number in the HELP reply is support's). */
function embeddedPhoneUnused(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  if (c.embedded_phone !== true || r.samples.length === 0 || r.samples.some((m) => m.phone)) return [];
  return [{
    message: "embedded_phone is true but no sample contains a phone number: show one in a sample " +
      "(e.g. \"call (415) 555-0100\") or set embedded_phone to false",
  }];
}

export const LINK_RULES = [
  campaign({
    id: "url-shortener", code: "URL_SHORTENER", severity: "error", field: ["sample_messages"],
    summary: "No public URL shorteners (bit.ly, tinyurl.com, …) in messages",
    sources: [page("T-Mobile", PAGES.tmobile), twilio("30857"), twilio("30892"), twilio("30963"), dca("601"), ctia("5.3.2"),
      page("Bandwidth", PAGES.bandwidthRejections), bandwidth("4771", PAGES.bandwidthMessagingErrors)],
    judge: urlShortener,
  }),
  campaign({
    id: "embedded-link-undeclared", code: "EMBEDDED_LINK_UNDECLARED", severity: "error", field: ["embedded_links"],
    summary: "A link in a sample needs embedded_links: true",
    sources: [dca("601"), page("AWS", PAGES.awsRejections)],
    judge: embeddedLinkUndeclared,
  }),
  campaign({
    id: "embedded-link-unused", code: "EMBEDDED_LINK_NOT_SHOWN", severity: "warning", field: ["embedded_links"],
    summary: "embedded_links: true is shown by a link in a message (a sample or a reply)",
    sources: [dca("601"), page("AWS", PAGES.awsRejections)],
    judge: embeddedLinkUnused,
  }),
  campaign({
    id: "embedded-phone-undeclared", code: "EMBEDDED_PHONE_UNDECLARED", severity: "error", field: ["embedded_phone"],
    summary: "A phone number in a sample needs embedded_phone: true",
    sources: [dca("601"), page("AWS", PAGES.awsRejections)],
    judge: embeddedPhoneUndeclared,
  }),
  campaign({
    id: "embedded-phone-unused", code: "EMBEDDED_PHONE_NOT_SHOWN", severity: "error", field: ["embedded_phone"],
    summary: "embedded_phone: true is shown by a phone number in a sample",
    sources: [twilio("30889"), dca("601")],
    judge: embeddedPhoneUnused,
  }),
  campaign({
    id: "insecure-link", code: "LINK_NOT_HTTPS", severity: "error", field: ["sample_messages"],
    summary: "Links in messages use https://, not http://",
    sources: [twilio("30858"), twilio("30857"), twilio("30892")],
    judge: insecureLink,
  }),
];
