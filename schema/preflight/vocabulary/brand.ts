/*
 * What a brand's own record must not be: public e-mail providers, social pages, EIN prefixes never issued.
 * Phrases are matched as whole words, case-insensitive (text.ts wordsPattern), and kept to terms
 * that mean the thing on their own: a word with an everyday second meaning is left out rather than
 * flagging sound registrations.
 */

/** Public e-mail providers: not a business's own domain. */
export const FREE_MAIL = [
  "gmail.com", "googlemail.com", "yahoo.com", "ymail.com", "rocketmail.com", "hotmail.com", "outlook.com", "live.com",
  "msn.com", "aol.com", "icloud.com", "me.com", "mac.com", "protonmail.com", "proton.me", "gmx.com", "gmx.net",
  "mail.com", "yandex.com", "zoho.com", "zohomail.com", "tutanota.com", "fastmail.com", "hushmail.com", "inbox.com",
  "att.net", "comcast.net", "verizon.net", "sbcglobal.net", "cox.net", "qq.com", "163.com",
];

/** Social networks and link pages: not a brand's own website. */
export const SOCIAL_SITES = [
  "facebook.com", "fb.com", "fb.me", "instagram.com", "twitter.com", "x.com", "linkedin.com", "tiktok.com",
  "youtube.com", "youtu.be", "pinterest.com", "snapchat.com", "threads.net", "linktr.ee", "craigslist.org", "yelp.com",
  "nextdoor.com", "reddit.com", "tumblr.com",
];

/** US EIN prefixes the IRS never assigns. */
export const INVALID_EIN_PREFIXES = new Set([
  "00", "07", "08", "09", "17", "18", "19", "28", "29", "49", "69", "70", "78", "79", "89", "96", "97",
]);

/**
 * The kinds of public body whose legal name is "<kind> of <place>" ("City of Marlow Springs", "County of Dunmore",
 * "Town of Millbrook"): their residents and staff write the place alone, or with the office ("Marlow Springs 311",
 * "Dunmore County Parks"). Sources: the U.S. Census Bureau's names of governmental units (city, town, village,
 * borough, township, county, parish) and the form four states use in their own names (commonwealth).
 */
export const PUBLIC_BODY_KINDS = new Set([
  "city", "town", "village", "borough", "township", "county", "parish", "municipality", "commonwealth",
]);

/** Words of a name that say nothing of which business it is. */
export const GENERIC = new Set(["the", "and", "of", "for", "inc", "llc", "llp", "pllc", "ltd", "co", "corp", "company", "group",
  "services", "service", "center", "centre", "city", "county", "department", "dept"]);
