/*
 * The domains the link rules look for: public URL shorteners.
 * Phrases are matched as whole words, case-insensitive (text.ts wordsPattern), and kept to terms
 * that mean the thing on their own: a word with an everyday second meaning is left out rather than
 * flagging sound registrations.
 */

/** Public URL shorteners: carriers filter their links. */
export const URL_SHORTENERS = [
  "bit.ly", "bitly.com", "tinyurl.com", "goo.gl", "t.co", "ow.ly", "is.gd", "buff.ly", "rebrand.ly", "cutt.ly",
  "shorturl.at", "tiny.cc", "rb.gy", "t.ly", "s.id", "lnkd.in", "shorte.st", "adf.ly", "bl.ink", "v.gd", "qr.ae",
  "tiny.one", "short.gy", "soo.gd", "clck.ru",
];
