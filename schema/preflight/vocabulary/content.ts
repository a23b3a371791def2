import { phrase } from "../reading/phrase";
import { wordsPattern } from "../text";

/*
 * Content carriers refuse or restrict: the products and services of each category are the lexicon's
 * (schema/preflight/lexicon/data.ts). Here: lead generation described as what is done with the
 * recipient's request, and the age check's wording.
 */

/** The trades a lead is passed to, as a phrase's alternatives (singular and plural). */
const TRADES = "realtor|realtors|agent|agents|lender|lenders|broker|brokers|contractor|contractors|installer|installers|" +
  "insurer|insurers|dealer|dealers|attorney|attorneys|lawyer|lawyers|roofer|roofers";
/** Who lead data goes to: other businesses of a trade, partners, buyers of leads. */
const RECEIVERS = "(?:partners?|affiliates?|contractors?|providers|lenders|agents|agencies|brokers|insurers|carriers|dealers|" +
  "installers|buyers|third[\\s-]part(?:y|ies)|network|brands|sponsors|advertisers|marketers|clients)";

/**
 * Sending, where something is named before the recipients, and that something is not the brand's own messages ("we send
 * texts to our clients" is the campaign itself; "we send your request to partners" passes data on).
 */
const SEND = "(?:send|sends|sent)(?!\\s+(?:to|with)\\s)(?!\\s+(?:[\\w'-]+\\s+){0,2}?(?:texts?|messages?|sms|reminders?|alerts?|" +
  "updates?|notices?|notifications?|offers?|deals?|coupons?|news|newsletters?|e-?mails?|invitations?|confirmations?|" +
  // (what the brand's own texts carry: "sends one-time verification codes to clients")
  "codes?|passcodes?|pins?|receipts?|invoices?|statements?)(?![\\w-]))";

/**
 * Lead generation however it is phrased: the recipient's request, number or details passed, sold or
 * shared to partners, contractors, lenders, agents or other brands ("we pass our subscriber list to a few
 * partner brands", "we send each quote request to up to three partner installers"), or the recipient matched with them. ("We pass
 * your request to partner contractors", "we match you with up to 3 local lenders".)
 */
export const LEAD_SHARING = new RegExp(
  // (a send with nothing named before its recipients is the brand's own messages going to them: "we send to our clients
  // the specials of the week"; passing data on names it: "send your request to our partners")
  "(?<![A-Za-z0-9])(?:pass|passes|passed|passing|" + SEND + "|share|shares|shared|sharing|sell|sells|sold|selling|" +
  "forward|forwards|forwarded|refer|refers|referred|transfer|transfers|transferred|provide|provides|provided|give|gives)" +
  "\\s+(?:[\\w'-]+\\s+){0,4}?(?:to|with)\\s+(?:up\\s+to\\s+\\w+\\s+)?(?:(?:our|a|an|one|of|select|selected|trusted|local|approved|participating|" +
  "third-party|third|party|network|partner|affiliated|few|several|other|some|sister|outside|the|mortgage|insurance|loan|" +
  "lending|solar|referral|market|research|marketing|\\d+|two|three|four|five|auto|car|home|life|health|nearby|area|" +
  // (and one word of their trade the list does not name: "our timeshare partners", "a few roofing contractors")
  "independent|licensed)\\s+){0,4}(?:[\\w-]+\\s+)?" + RECEIVERS + "(?![A-Za-z0-9])" +
  // The receivers named first, in a relative clause, with the person's data passed ("the partner carriers and agencies
  // we pass their details to", "lenders that we share your request with"; not "the partners we share a building with").
  "|(?<![A-Za-z0-9])(?:" + RECEIVERS + "|partner\\s+[\\w-]+)\\s+(?:(?:that|whom|which)\\s+)?(?:we|they)\\s+(?:pass|passes|passed|share|shares|" +
  "shared|sell|sells|sold|forward|forwards|forwarded|give|gives)\\s+(?:[\\w'-]+\\s+){0,2}?(?:details|information|info|" +
  "numbers?|requests?|contacts?|data|leads?|names?|quotes?|applications?|lists?)\\s+(?:on\\s+)?(?:to|with)(?![A-Za-z0-9])" +
  // "…and we pass the family's cell number on to our partner monument company and florist".
  "|(?<![A-Za-z0-9])(?:pass|passes|passed|passing|" + SEND + "|share|shares|shared|sharing|sell|sells|sold|selling|give|gives)" +
  "\\s+(?:[\\w'-]+\\s+){0,5}?(?:to|with)\\s+(?:our|a|the|their|select)\\s+partner\\s+(?:[\\w'-]+\\s+){0,2}?" +
  "(?:company|companies|business|businesses|vendor|vendors|brand|brands|shop|shops|store|stores|florist|florists|firm|firms)(?![A-Za-z0-9])" +
  "|(?<![A-Za-z0-9])(?:match|matches|matched|matching|connect|connects|connected|connecting)\\s+(?:you|them|users|" +
  "customers|consumers|homeowners|borrowers|buyers|shoppers|visitors)\\s+(?:with|to)\\s+(?:up\\s+to\\s+\\w+\\s+)?" +
  "(?:[\\w'-]+\\s+){0,3}?(?:partners?|contractors|providers|lenders|agents|brokers|insurers|companies|pros|professionals|" +
  "dealers|installers)(?![A-Za-z0-9])" +
  // Matched with one of another network's people: "we'll connect you with a personal injury attorney from our network",
  // "match you to a lender in our partner network" (not the brand's own: "connect you with one of our attorneys").
  "|(?<![A-Za-z0-9])(?:match|matches|matched|matching|connect|connects|connected|connecting|refer|refers|referred)\\s+" +
  "(?:you|them|clients|customers|callers|patients)\\s+(?:with|to)\\s+(?:[\\w'-]+\\s+){0,5}?(?:from|in|within|through)\\s+" +
  "(?:our|a|their|the)\\s+(?:[\\w'-]+\\s+){0,2}?network(?![A-Za-z0-9])",
  "i",
);

/*
 * The person's details passed on by the brand, read by grammar (reading/replies.ts): the verbs of passing (lemmas), the
 * owners of what is passed, the details themselves, and the receivers that are the brand's own people, not another
 * business (CTIA 5.1.4: consent is not shared with third parties).
 */
export const PASSING = new Set(["pass", "send", "share", "give", "forward", "sell", "hand", "provide", "refer"]);
export const OWNERS = new Set(["your", "their", "his", "her"]);
export const DETAILS = new Set([
  "info", "information", "details", "detail", "name", "names", "number", "numbers", "contact", "contacts", "phone", "email",
  "address", "data",
]);
/** Others getting the brand's list (reading/replies.ts): the verbs, whose list it is, and the people's own lists. */
export const GETTING = new Set(["get", "receive", "buy", "rent", "purchase", "access"]);
export const WHO_LISTED = new Set([
  "parent", "customer", "member", "subscriber", "client", "patient", "family", "contact", "text", "sms", "donor", "student",
  "guest", "tenant", "resident", "user", "buyer", "shopper", "player", "camper",
]);
export const LISTED_PEOPLE = new Set(["numbers", "contacts", "subscribers", "phone numbers", "cell numbers", "mobile numbers"]);
export const OWN_SIDE = new Set([
  "team", "desk", "staff", "office", "department", "dept", "technician", "tech", "techs", "crew", "manager", "adjuster",
  "driver", "branch", "store", "clinic", "doctor", "nurse", "billing", "dispatcher", "dispatch", "coordinator", "host",
  "hostess", "cashier", "counter", "reception", "receptionist", "pharmacist", "teacher", "coach", "colleague", "colleagues",
]);

/**
 * A medicine offered with no prescription, as a sale says it ("no prescription needed", "without a prescription", "no
 * Rx required", "skip the doctor's visit"): with a prescription drug named in the same text, an illegal sale.
 */
export const NO_PRESCRIPTION = new RegExp(
  // (also coordinated with the visit it skips: "no exam or prescription needed", "without a visit or a script")
  "(?<![A-Za-z0-9])(?:(?:no|without(?: a| any)?|with no) (?:(?:exam|visit|appointment|consult|consultation|vet visit) (?:or|and) (?:an? )?)?" +
  "(?:(?:vet|vet'?s|doctor'?s?|doctor'?s?)\\s+)?(?:prescription|rx|script|doctor'?s? (?:visit|note|appointment))" +
  "(?: (?:needed|required|necessary))?|skip the (?:doctor|visit|appointment|waiting room))(?![A-Za-z0-9])",
  "i",
);

/**
 * Credit offered with no look at the borrower's credit, as a pitch says it ("no credit check", "without a credit check",
 * "credit check not required"): beside a loan or cash advance in the same text, a sign of a loan scam. Source: the FTC,
 * "What To Know About Advance-Fee Loans" (https://consumer.ftc.gov/articles/what-know-about-advance-fee-loans): "a lender
 * who isn't interested in your credit history" is a warning sign; Twilio 30885 (fraud or deceptive marketing).
 */
export const NO_CREDIT_CHECK = new RegExp(
  "(?<![A-Za-z0-9])(?:(?:no|zero|without(?: a| any)?|with no) credit[\\s-]checks?|credit[\\s-]checks? (?:is |are )?not (?:needed|required|necessary))(?![A-Za-z0-9])",
  "i",
);

/** A balance owed as a collector demands it: with another company named as the one it is for, third-party collection. */
export const DEBT_OWED = new RegExp(
  "(?<![A-Za-z0-9])(?:past[\\s-]due|overdue|delinquent|unpaid|outstanding) (?:balance|debt|account|amount|bill|invoice|notice|tuition|rent)s?|" +
  "(?:avoid|prevent) further (?:collection )?(?:action|collection)(?![A-Za-z0-9])",
  "i",
);

/**
 * A balance handed to another company to collect, with the company named: "placed with Harbor Recovery Associates",
 * "assigned to Keystone Credit Services", "turned over to …" (group 1: the name). With a balance owed in the same text and
 * a name that is not the brand's, third-party collection.
 */
export const HANDED_TO_COLLECTOR = new RegExp(
  "(?<![A-Za-z0-9])(?:placed|assigned|referred|transferred|turned over|sold) (?:to|with) " +
  "((?:[A-Z][\\w&'’.-]*)(?:\\s+(?:[A-Z][\\w&'’.-]*|of|and|&)){0,4})",
);

/**
 * Collecting for others, where no company is named: "on those schools' behalf", "as their collection agent", "for other
 * landlords' tenants", "people who owe money to other print shops", "past-due balances at six other dental offices",
 * "offices that hire us to collect", "collect those payments for them". With a balance owed in the same text, third-party collection.
 */
export const FOR_OTHERS = new RegExp(
  "(?<![A-Za-z0-9])(?:on (?:their|those [\\w-]+['’]?|(?:other|another) [\\w-]+(?:['’]s?)?) behalf|" +
  // (a platform's own customers as the creditors: "texts the clients of our users … on the user's behalf, to collect")
  "on (?:the|our|its|each) (?:users?|merchants?|businesses|business|creditors?|lenders?|sellers?|vendors?|landlords?)['’]?s? behalf|" +
  "as (?:their|a|an|the) collection agen(?:t|ts|cy)|(?:owe|owes|owed|owing) (?:money |a balance |balances )?to (?:other|another) [\\w-]+|" +
  "(?:balances?|debts?|accounts?|invoices?|bills?) (?:at|with|for|of) (?:[\\w-]+ ){0,2}?(?:other|another) [\\w-]+|" +
  "(?:hire|hires|hired|pay|pays|paid|retain|retains|retained) us to collect|collect(?:s|ed|ing)? (?:[\\w'-]+ ){0,3}?for them|for (?:other|another) [\\w-]+['’]s? (?:tenants|customers|clients|patients|students|members|families))" +
  "(?![A-Za-z0-9])",
  "i",
);

/**
 * Other businesses' offers sent to the brand's list (affiliate marketing): "discounts at other Chairly partner salons and
 * beauty brands", "deals from our sponsors", "offers from partner brands". Not the brand's own partners named as places
 * ("our partner clinic's hours").
 */
export const OTHERS_OFFERS = [
  phrase("offer|promo|promotion|discount|deal|coupon from|at|for|of other|partner|affiliated|third-party ~2 " +
    "brand|business|company|partner|merchant|salon|sponsor|advertiser|retailer"),
  phrase("offer|promo|promotion|discount|deal|coupon from|at|for|of our|their sponsors|advertisers|affiliates"),
  // The person handed to another business of a trade, which contacts them itself ("Thinking of selling? Our preferred
  // realtor will send you a free home value estimate", "our partner lender can call you with a rate"): a lead passed on.
  // (not "trusted" or "licensed": a business's own staff is written so, "a licensed agent will call you")
  phrase(`our|a|an /preferred|partner|recommended|affiliated|network/ ~1 ${TRADES} will|can|'ll|would ~1 ` +
    "contact|call|text|send|reach|email|message|follow you"),
];

/**
 * Sent on where the person directs it ("to the insurance carriers you choose", "to the lender of your choice", "at the
 * client's request"): the person's own business carried out, not their details handed out as leads.
 */
export const PERSON_DIRECTS = [
  phrase("you|they|client|customer|patient|member choose|chooses|select|selects|pick|picks|name|names|designate|designates"),
  phrase("of|at your|their choice|choosing|request|direction"),
  phrase("at the ~2 request|direction"),
];
/**
 * Words that, right after the receivers, start another clause, so what follows is no direction of the person's ("to 3
 * lenders and you pick the best quote", "to partners, who choose"): coordinating conjunctions and relative pronouns
 * (Cambridge Grammar of English), and a comma.
 */
export const CLAUSE_JOINERS = ["and", "but", "so", "then", "who", "which", "that", ","];

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

/**
 * A sweepstakes' legal words ("No purchase necessary", "no purchase required to enter"): a sweepstakes only beside a prize
 * drawn or won in the same text (PRIZE); alone, a sign that joining the texts costs nothing.
 */
export const NO_PURCHASE = /(?<![A-Za-z0-9])no purchase (?:is )?(?:necessary|required|needed)(?![A-Za-z0-9])/i;
/**
 * Money paid for each chance ("$2 a vote", "$5 per square", "$10 an entry") or to buy into a pool ("every vote buys you
 * into our weekly pool"): the consideration of a game of chance. Gambling where the text also pays the winner money
 * (WON_MONEY): consideration, chance and prize, the three parts of an illegal lottery (FTC, "Prize Scams",
 * https://consumer.ftc.gov/articles/prize-scams: "you never have to pay to win"; CTIA 5.3.1, DCA 704).
 */
export const PAID_CHANCE = [
  phrase("$ # a|an|per|each|/ vote|entry|ticket|square|pick|guess|play|chance|spot|board|bracket|box|card|line"),
  phrase("buy|buys|bought|buying you|them|yourself|in? into ~3 pool|pot|bracket|kitty"),
  // Money staked on an outcome: "put $5 on the encore", "stake $10 on who wins".
  phrase("put|puts|stake|stakes|lay|lays $ # on"),
];
/** Money paid to the winner: "the winner takes the pot", "winner of the pot gets the cash", "win the jackpot". */
export const WON_MONEY = [
  phrase("winner|winners ~6 pot|jackpot|cash|money|winnings|payout|kitty"),
  phrase("win|wins|won|take|takes|split|splits ~3 pot|jackpot|cash|money|winnings|kitty"),
  phrase("/winnings/"),
];
/**
 * Income promised for a time ("earn $5k/month", "make up to $900 a week"), and the work-at-home pitch's own words beside
 * it ("from home", "be your own boss", "side hustle"): together a work-at-home scheme's recruitment, fraud or deceptive
 * marketing (FTC, "Job Scams", https://consumer.ftc.gov/articles/job-scams: "work from home", "be your own boss" and
 * promised earnings are the signs; Twilio 30885). Income alone is a job ad's ("cooks wanted, $18 an hour").
 */
export const INCOME_PROMISED = [
  phrase("earn|make up? to? $ # ~2 a|an|per|/ day|week|month|hour|hr|wk|mo|year|yr"),
  phrase("earn|make up? to? $ # ~3 from home"),
];
export const WORK_AT_HOME = [
  phrase("from home"), phrase("be your own boss"), phrase("side hustle"), phrase("passive income"), phrase("financial freedom"),
  // And the fee the recruit pays to start, the same page's sign ("you pay for a starter kit, training or certification"):
  // "pay the $49 starter kit fee", "a $99 training fee to get started". A job ad asks no money of whom it hires.
  phrase("starter|startup|start-up kit|kits|fee|package"),
  phrase("pay|buy ~4 training|sign-up|signup|onboarding|certification fee"),
];
/**
 * Cash handed over now and repaid within days or on the next payday ("Get $500 cash today, repay in 14 days", "we'll
 * advance you $300, pay it back on payday"): a payday loan, whatever it is called (the CFPB, "What is a payday loan?":
 * "a short-term, high-cost loan, generally for $500 or less, that is typically due on your next payday"). Repayment
 * alone is a bill's; cash alone a prize's or a rebate's.
 */
export const CASH_NOW = [
  phrase("get|borrow|advance|grab ~2 $ # ~1 cash|today|now|tonight|fast|instantly"),
  phrase("advance you ~2 $ #"),
];
export const REPAID_SOON = [
  phrase("repay|repaid ~3 in|within # day|days|week|weeks"),
  phrase("pay it|us? back ~3 in|within # day|days|week|weeks"),
  phrase("repay|repaid ~3 on|by|at|with your? next? payday|paycheck"),
  phrase("pay it|us? back ~3 on|by|at|with your? next? payday|paycheck"),
];
/** A prize drawn or won: "one winner drawn 8/31", "you're entered in our giveaway", "prizes", "the contest". */
export const PRIZE = new RegExp(
  "(?<![A-Za-z0-9])(?:win|wins|winner|winners|won|winning|prize|prizes|drawing|drawn|giveaway|giveaways|contest|contests|" +
  "sweepstakes)(?![A-Za-z0-9])",
  "i",
);

/**
 * What a prize drawing is called as the thing a person enters ("enter our Grill Season Giveaway", "enter the spring
 * raffle"): the head of the noun phrase "enter" governs, by lemma.
 */
export const DRAWINGS = new Set(["giveaway", "drawing", "draw", "raffle", "sweepstakes", "sweepstake"]);
/** The verbs that send a keyword ("text GRILL to win", "reply PIE for a chance to win"), by lemma. */
export const KEYWORD_SENT = new Set(["text", "txt", "reply", "send"]);

/** How long a one-time code lasts, by lemma ("It expires in 10 minutes", "valid for 5 min", "good for 15 mins"). */
export const LASTING = new Set(["expire", "valid", "good"]);
/** Minutes, as a one-time code's life is written ("10 minutes", "5 min", "15 mins"): by lemma or as written. */
export const MINUTES = new Set(["minute", "minutes", "min", "mins"]);

/*
 * Words the content reading (reading/content.ts) meets one at a time, as written or by lemma: a loan the person holds
 * rather than one offered (high-risk financial services, CTIA 5.3.1), colours and place nouns that make a product's
 * word part of a name, and the words of a label or a title that name no other sender.
 */

/** Words that say a loan is someone's own: "your auto loan", "a member's existing … auto loan", "the client's mortgage". */
export const OWNER = new Set(["your", "their", "his", "her", "existing", "current", "outstanding", "'s", "’s"]);

/**
 * Words that make a loan's closing or payoff named after them the time of something else, an event in the person's own
 * loan ("a survey after a loan closing", "following the mortgage payoff"): an occasion, not a loan offered.
 */
export const OCCASION = new Set(["after", "following"]);
/** The events of a loan already made that an occasion names: "after a loan closing", "following the payoff". */
export const LOAN_EVENTS = new Set(["closing", "payoff", "funding", "signing"]);

/** Words that offer or arrange a loan rather than service one: "apply for your loan", "lower your mortgage rate". */
export const ORIGINATION = new Set([
  "apply", "qualify", "approve", "preapprove", "offer", "get", "take", "borrow", "new", "refinance", "lower",
  "reduce", "cut", "save", "switch", "transfer", "consolidate", "shop", "compare", "arrange", "fund", "originate",
]);

/** Colours a product's name is joined to ("tobacco-brown", "bourbon-brown"): a closed class of words. */
export const COLOURS = new Set([
  "brown", "red", "gold", "golden", "amber", "beige", "pink", "green", "blue", "black", "white", "tan", "grey", "gray",
  "cream", "ivory", "orange", "yellow", "purple", "bronze", "copper", "rust", "colored", "coloured", "toned", "tinted",
  // (and a theme, a scent, a flavour or a shape taken from it: "a casino-themed prom", "bourbon-scented candles")
  "themed", "style", "styled", "inspired", "scented", "flavored", "flavoured", "shaped",
]);

/**
 * The nouns that end a place's or another trade's name: streets, roads, waters, land, stations ("Rifle Creek Trail",
 * "Whiskey Hill Rd"); an estate agency, a charter boat, a clinic ("Shotgun House Realty", "Rum Runner Charters").
 */
export const PLACE_NOUNS = new Set([
  // (trades no category's product belongs to: a "Cannabis Bakery", a "Marijuana Clinic" or a "Shotgun Academy" sells or
  // teaches the product, and is left to be read as it)
  "realty", "realtors", "properties", "charters", "insurance", "dental", "dentistry", "marina", "plumbing", "roofing",
  "landscaping", "cleaners", "laundry", "veterinary", "law", "daycare", "preschool",
  "street", "st", "road", "rd", "avenue", "ave", "lane", "ln", "drive", "dr", "boulevard", "blvd", "way", "court", "ct",
  "trail", "creek", "river", "lake", "pond", "park", "falls", "valley", "hill", "hills", "ridge", "canyon", "mountain",
  "mesa", "springs", "station", "junction", "county", "township", "bay", "beach", "point", "island", "crossing", "alley",
  "parkway", "pkwy", "highway", "hwy", "heights", "hollow", "run", "gap", "pass", "trailhead",
  // A venue's own name, where a show or a game is ("The Old Brewery Hall", "Distillery District Arena", "Rifle Range
  // Theater"): the building, not what it once made or sold.
  "hall", "arena", "theater", "theatre", "amphitheater", "amphitheatre", "auditorium", "pavilion", "ballroom",
  "playhouse", "stadium", "fieldhouse",
]);

/** What is done to a loan already held: "auto-loan and mortgage installment reminders", "the lender's loan payoff quote". */
export const SERVICING = new Set(["payment", "installment", "payoff", "statement", "balance", "autopay", "escrow", "reminder", "due"]);

/**
 * Words that make a label a kind of message, a greeting or a role, not a company: "Reminder:", "Good News:",
 * "Hi Sam:", "Front Desk:", "Salem Clinic:". A label with any of them is not read as another sender.
 */
export const NOT_A_SENDER = new Set([
  "reminder", "reminders", "alert", "alerts", "update", "updates", "notice", "notification", "important", "urgent",
  "attention", "fyi", "psa", "note", "news", "good", "great", "heads", "welcome", "thanks", "thank", "congrats",
  "congratulations", "hi", "hey", "hello", "dear", "free", "msg", "msgs", "txt", "sms", "text", "new", "today",
  "tonight", "tomorrow", "now", "last", "final", "flash", "sale", "deal", "deals", "offer", "special", "promo", "code",
  "your", "our", "my", "order", "appointment", "appt", "confirmed", "booked", "shipped", "delivered", "ready",
  "reply", "re", "fwd", "breaking", "weather", "closing", "closed", "open", "day", "week", "weekend", "morning",
  "evening", "clinic", "office", "store", "shop", "branch", "location", "desk", "front", "team", "support", "staff",
  "customer", "service", "care", "dept", "department", "billing", "security", "fraud", "verification", "dr", "mr",
  "mrs", "ms", "coach", "pastor", "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun", "monday",
  "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "yes", "no", "ok", "oops", "sorry", "update",
]);

/** Words that join a name's words ("Smith & Sons", "Bank of the Hills"): no word of the name itself. */
export const NAME_JOINERS = new Set(["and", "the", "of", "&"]);

/** Short words a title leaves in lower case ("Murder at the Bake Sale"). */
export const TITLE_SMALL = new Set(["a", "an", "the", "and", "or", "but", "of", "at", "in", "on", "to", "for", "by", "with", "from", "as"]);

/** Who may be named as another business that lends: a partner, an affiliate, a sponsor, a third party. */
export const OTHER_PARTY = new Set(["partner", "affiliate", "sponsor", "third-party"]);
/** What may stand before an order in a sample: the start of a sentence, a sender's label, a dash, "please". */
export const OPENS_CLAUSE = new Set([".", "?", ";", ":", "!", "-", "\u2013", "\u2014", "please", "pls"]);

/** What a percentage prices when it is credit's: "5.9% APR", "3.5% interest", "6% fixed". */
export const RATE_NOUNS = new Set(["apr", "apy", "interest", "rate", "fixed", "variable"]);
/** The words that address the recipient: a sentence with one of them is about what is theirs ("your bill is $89 this month"). */
export const SECOND_PERSON = new Set(["you", "your", "yours", "yourself", "u", "ur", "y'all"]);
