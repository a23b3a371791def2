import { wordsPattern } from "../text";

/*
 * Content carriers refuse or restrict: prohibited content, age-gated content, lending, lead generation.
 * Phrases are matched as whole words, case-insensitive (text.ts wordsPattern), and kept to terms
 * that mean the thing on their own: a word with an everyday second meaning is left out rather than
 * flagging sound registrations.
 */

/** Prohibited on 10DLC whatever the attributes: sexual content, hate speech, cannabis and CBD. */
export const PROHIBITED = wordsPattern([
  "sex", "sexual", "porn", "porno", "pornography", "pornographic", "nude", "nudes", "erotic", "escort service",
  "escort services", "hate speech", "white power", "cannabis", "marijuana", "cbd", "thc", "delta-8", "dispensary",
  "dispensaries", "kratom", "psilocybin", "magic mushrooms",
], [
  // "Nude" is also a colour of cosmetics and clothing. ("XXX" is left out: templates write "order #XXX".)
  "nude lipstick", "nude lip", "nude lips", "nude polish", "nude nail", "nude nails", "nude shade", "nude shades",
  "nude heels", "nude pumps", "nude sandals", "nude color", "nude colour", "nude tone", "nude tones",
]);

/** Content carriers take only from age-gated campaigns: alcohol, tobacco and vaping, firearms. */
export const AGE_GATED = wordsPattern([
  "alcohol", "alcoholic", "beer", "beers", "craft beer", "wine", "wines", "winery", "liquor", "vodka", "whiskey", "whisky",
  "tequila", "bourbon", "brewery", "cocktail", "cocktails", "tobacco", "cigarette", "cigarettes", "cigar", "cigars",
  "e-cigarette", "e-cigarettes", "vape", "vapes", "vaping", "nicotine", "hookah", "e-liquid", "firearm", "firearms",
  "gun", "guns", "handgun", "handguns", "rifle", "rifles", "shotgun", "shotguns", "ammo", "ammunition", "pistol",
  "pistols",
], [
  // Everyday compounds that are not alcohol or firearms, and help to quit.
  "root beer", "ginger beer", "glue gun", "glue guns", "nail gun", "nail guns", "staple gun", "staple guns", "heat gun",
  "heat guns", "spray gun", "spray guns", "massage gun", "massage guns", "water gun", "water guns", "gun violence",
  "cocktail attire", "cocktail dress", "cocktail dresses", "shrimp cocktail", "fruit cocktail", "tobacco cessation",
  "tobacco free", "tobacco-free", "quit tobacco", "quit vaping", "stop vaping", "nicotine replacement",
]);

/** Lending: needs the direct_lending attribute. */
export const LENDING = wordsPattern([
  "loan", "loans", "lending", "lender", "lenders", "payday", "cash advance", "cash advances", "line of credit",
], [
  // A library's items on loan are borrowed books, not credit.
  "on loan", "interlibrary loan", "interlibrary loans", "library loan", "library loans",
]);

/** Lead generation and affiliate marketing: not allowed on 10DLC. */
export const LEAD_GENERATION = wordsPattern([
  "lead generation", "lead gen", "affiliate marketing", "affiliate offers", "affiliate program", "sell your information",
  "marketing partners",
]);

/** Gambling and sports betting: refused on 10DLC whatever the consent. */
export const GAMBLING = wordsPattern([
  "gambling", "gamble", "gamblers", "casino", "casinos", "online casino", "sportsbook", "sportsbooks", "sports betting",
  "sports bet", "sports bets", "betting", "place a bet", "place your bet", "place your bets", "bet now", "wager",
  "wagers", "wagering", "poker", "slot machine", "slot machines", "online slots", "free spins", "blackjack", "roulette",
  "parlay", "parlays", "odds boost", "daily fantasy", "lottery", "lotto", "bookmaker", "bookie",
]);

/**
 * High-risk financial services carriers refuse whatever the consent and whatever the attributes:
 * each kind with its words, named in the finding. Payday and title loans are refused even with
 * direct_lending (the attribute declares a direct lender, it does not make these eligible).
 */
export const HIGH_RISK_FINANCIAL: readonly { kind: string; pattern: RegExp }[] = [
  {
    kind: "cryptocurrency",
    pattern: wordsPattern([
      "cryptocurrency", "cryptocurrencies", "crypto", "bitcoin", "bitcoins", "ethereum", "dogecoin", "altcoin",
      "altcoins", "nft", "nfts", "token sale", "crypto wallet", "defi",
    ]),
  },
  {
    kind: "third-party debt collection and debt relief",
    pattern: wordsPattern([
      "debt collection", "debt collections", "debt collector", "debt collectors", "collection agency",
      "collections agency", "collection agencies", "debt recovery", "collect a debt", "collecting a debt",
      "collect debts", "collects debts", "collect outstanding debts", "debt relief", "debt consolidation",
      "debt settlement", "debt forgiveness", "debt reduction", "credit repair", "repair your credit", "fix your credit",
      "credit restoration",
    ]),
  },
  {
    kind: "payday and title loans",
    pattern: wordsPattern([
      "payday loan", "payday loans", "payday lending", "payday lender", "payday lenders", "payday advance",
      "payday advances", "title loan", "title loans", "car title loan", "car title loans", "no credit check loan",
      "no credit check loans", "cash advance loan", "cash advance loans", "until your next paycheck",
      "until their next paycheck", "until next payday", "until your next payday",
    ]),
  },
];

/**
 * Lead generation however it is phrased: the recipient's request, number or details passed, sold or
 * shared to partners, contractors, lenders or agents, or the recipient matched with them. ("We pass
 * your request to partner contractors", "we match you with up to 3 local lenders".)
 */
export const LEAD_SHARING = new RegExp(
  "(?<![A-Za-z0-9])(?:pass|passes|passed|passing|send|sends|sent|share|shares|shared|sharing|sell|sells|sold|selling|" +
  "forward|forwards|forwarded|refer|refers|referred|transfer|transfers|transferred|provide|provides|provided|give|gives)" +
  "\\s+(?:[\\w'-]+\\s+){0,4}?(?:to|with)\\s+(?:(?:our|a|an|one|of|select|selected|trusted|local|approved|participating|" +
  "third-party|third|party|network|partner|affiliated)\\s+){0,4}(?:partners?|affiliates?|contractors?|providers|lenders|" +
  "agents|brokers|insurers|carriers|dealers|installers|buyers|third[\\s-]part(?:y|ies)|network)(?![A-Za-z0-9])" +
  "|(?<![A-Za-z0-9])(?:match|matches|matched|matching|connect|connects|connected|connecting)\\s+(?:you|them|users|" +
  "customers|consumers|homeowners|borrowers|buyers|shoppers|visitors)\\s+(?:with|to)\\s+(?:up\\s+to\\s+\\w+\\s+)?" +
  "(?:[\\w'-]+\\s+){0,3}?(?:partners?|contractors|providers|lenders|agents|brokers|insurers|companies|pros|professionals|" +
  "dealers|installers)(?![A-Za-z0-9])",
  "i",
);

/** A date-of-birth entry: the age check carriers accept for alcohol and tobacco. */
export const DATE_OF_BIRTH = wordsPattern([
  "date of birth", "dates of birth", "birth date", "birthdate", "birthday", "dob", "mm/dd/yyyy", "dd/mm/yyyy",
  "mm/dd/yy", "month, day and year", "month day and year", "year of birth",
]);

/** An age check asked as a yes/no question: "Are you 21 or older?", "confirm they are over 21", "tick a box that they are 21+". */
export const AGE_YES_NO = new RegExp(
  "(?<![A-Za-z0-9])(?:are you|confirm(?:s|ed|ing)?(?:\\s+that)?\\s+(?:you|they|he or she|he|she)\\s+(?:are|is)|" +
  "(?:check|checks|tick|ticks|click|clicks|tap|taps|select|selects)\\s+(?:a|the|an)?\\s*(?:[\\w'-]+\\s+){0,2}?" +
  "(?:box|button|yes)|answer(?:s)?\\s+yes|yes/no|yes or no)[^.]{0,40}?(?:21|18|legal\\s+(?:drinking\\s+|smoking\\s+)?age|" +
  "of\\s+age)(?![0-9])",
  "i",
);
