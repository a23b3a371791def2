import { phrase } from "../reading/phrase";
import { TEXTS, GET, SENDS } from "./consent";

/*
 * Where the numbers come from, as phrase patterns over a text's words (reading/phrase.ts): lists bought, licensed or
 * matched from records, numbers inherited with a business or handed over by others, numbers others type in, and the
 * brand's own customers. Sources: Twilio 30932 (numbers from elsewhere) and 30951; CTIA Messaging Principles and Best
 * Practices 5.1 (consent is the person's own) and 5.1.4; schema/preflight/sources.ts has each page. The single words
 * reading/provenance.ts meets one at a time are here too, after the patterns; those it shares with the consent reading
 * (the texts, getting, sending, clients) are in consent.ts.
 */

/** What a list of numbers is called, as the object of buying one ("a rented list", "purchased leads"). */
export const LIST_NOUNS: ReadonlySet<string> = new Set([
  "list", "lead", "contact", "number", "database", "data", "directory", "record", "file", "name", "book", "base", "portfolio",
]);
const PEOPLE = ["customer", "customers", "client", "clients", "patient", "patients", "member", "members", "subscriber", "subscribers", "guest", "guests", "student", "students", "tenant", "tenants", "donor", "donors", "contact", "contacts", "family", "families", "owner", "owners"];

/** Numbers from elsewhere (Twilio 30932; CTIA 5.1): bought, licensed, inherited, referred. */
export const BOUGHT = [
  // A business's clients bought with it: "we bought the book of business of a retiring agent", "acquired her client base"
  phrase("buy|bought|purchase|purchased|acquire|acquired ~3 book|books of business"),
  phrase("buy|bought|purchase|purchased|acquire|acquired ~3 client|customer|patient|subscriber base|bases|book|books|portfolio|portfolios"),
  // the business bought, then its people: "when we bought Arctic Air Service, its maintenance customers were moved in"
  phrase("buy|bought|purchase|purchased|acquire|acquired ~6 its|their ~2 customer|customers|client|clients|patient|patients|member|members|subscriber|subscribers|list|lists"),
  // Numbers from public records: "cell numbers matched to the county voter file", "public records"
  phrase("voter|voters file|files|roll|rolls|list|lists|database|data"),
  phrase("public record|records|directory|directories"),
  // Records kept for another purpose: "numbers on file from property tax records and water utility accounts"
  phrase("tax|utility|utilities|court|dmv|assessor|licensing|permit ~2 record|records|roll|rolls|account|accounts|file|files"),
  // (one word between at most: "property tax rolls"; not "property managers with roll-up doors")
  phrase("property ~1 record|records|roll|rolls|account|accounts|file|files"),
  // Numbers loaded from records so that people "don't have to sign up": "every guardian number in the enrollment
  // records is loaded into the alert system"
  phrase("number|numbers|contact|contacts|cell|cells|mobile ~6 record|records|file|files|database|system|roster ~4 load|loaded|import|imported|upload|uploaded|pull|pulled|add|added|copy|copied|sync|synced ~4 into|to ~3 alert|alerts|text|texting|sms|messaging|notification|system|tool|platform"),
  // (or papers kept for another purpose: "we load the cell numbers from residents' rental applications")
  // (or the people themselves: "import families enrolled at other centers from the shared directory")
  phrase("load|loads|loaded|import|imports|imported|upload|uploads|uploaded|pull|pulls|pulled|sync|syncs|synced ~4 number|numbers|contact|contacts|cell|cells|@people ~8 from|in|out ~4 record|records|file|files|database|accounts|roster|rosters|directory|directories|application|applications|ticket|tickets|invoice|invoices|envelope|envelopes|chart|charts", { people: PEOPLE }),
  // Numbers from a directory or roster: "I also text the parents in the middle school's PTA directory"
  phrase("text|texts|message|messages|contact|contacts ~9 directory|directories|roster|rosters|phonebook"),
  phrase("number|numbers ~4 from|in ~4 directory|directories|roster|rosters|phonebook"),
  phrase("match|matched|append|appended|skip-trace|skip-traced ~5 to|from|against|with|using ~4 voter|purchased|bought|rented|third-party|public|county|state ~2 file|files|list|lists|records|database|roll|rolls"),
  phrase("buy|buys|bought|purchase|purchases|purchased|license|licenses|licensed|rent|rents|rented|acquire|acquired|obtain|obtained ~4 list|lists|lead|leads|contact|contacts|number|numbers|database|data|directory|records|file|files"),
  phrase("list|lists|lead|leads|contact|contacts|number|numbers|database|directory ~3 from|through|via ~3 vendor|vendors|broker|brokers|provider|providers|directory|directories|data|marketplace|third-party|third|partner|partners|list"),
  // People as the object of buying, in a reduced relative, and the one sold by: "2,400 food-business owners bought from a
  // restaurant-supply data vendor", "homeowners licensed from a data broker" (not "customers who bought from us")
  phrase("@people|owner|owners|homeowner|homeowners|renter|renters|parent|parents bought|purchased|rented|licensed|acquired from _3 vendor|vendors|broker|brokers|provider|providers|marketplace|company|companies|directory|directories", { people: PEOPLE }),
  // (plain words between, no punctuation: not "this number (building notices, rent receipts)")
  phrase("list|lists|lead|leads|contact|contacts|number|numbers|database|directory|name|names _4 buy|bought|purchase|purchased|license|licensed|rent|rented|acquire|acquired"),
];
const BUSINESSES = "studio|business|company|practice|gym|store|shop|clinic|office|agency|location|franchise|salon|firm|bakery|restaurant|dealership|pharmacy|school|center|spa|route|book|portfolio";
const OTHER_ORGS = "partner|partners|company|companies|chain|store|stores|committee|committees|party|parties|group|groups|organization|organizations|affiliate|affiliates|business|businesses|sister|vendor|vendors|broker|brokers|campaign|campaigns|club|clubs";

/** Another business than the one texting, as "our other …", "a sister …" names it (no school or centre: "students from other schools"). */
const OTHER_BUSINESSES = [
  "company", "business", "store", "location", "brand", "practice", "office", "chain", "gym", "clinic", "shop", "restaurant", "studio",
  "salon", "spa", "bakery", "pharmacy", "dealership", "franchise", "franchisee", "branch",
  // lodging: "guests of our sister properties", "another hotel's guests"
  "property", "properties", "hotel", "hotels", "inn", "inns", "resort", "resorts",
];
export const INHERITED = [
  // Lists others hand over: "our partner grocery chain gave us the numbers from its loyalty program",
  // "the lists that allied committees share with us"
  // (the party may be named between: "our sister restaurant, Rye Smokehouse, shares its reservation numbers w us")
  phrase(`${OTHER_ORGS} ~6 give|gives|gave|share|shares|shared|send|sends|sent|pass|passes|passed|hand|handed|sell|sold|provide|provided ~2 us|their|its|the ~3 number|numbers|list|lists|contacts|database|data`),
  // Another business sharing its own people or club: "the boba place next door shares their text club w us"
  phrase(`${OTHER_ORGS}|place|places|shop|shops|store|stores|restaurant|restaurants|cafe|bar|bars|gym|studio|salon|office ~4 share|shares|shared|give|gives|gave|pass|passes|passed|send|sends|sent their|its ~2 club|clubs|list|lists|numbers|contacts|@people with|to us`, { people: PEOPLE }),
  phrase("list|lists|numbers|contacts|database ~1 that|which ~6 share|shares|shared|give|gives|gave|send|sends|sent|pass|passes|passed|hand|hands|handed ~1 with|to us"),
  // A list named before, used for these texts as well: "our sister restaurant has a text club, and we use those numbers
  // also for the truck messages" (not "we use those numbers only for order texts")
  phrase("use|uses|used|reuse|reuses|reused those|these|their|its|that|the ~1 numbers|list|lists|contacts|club|roster also|too for"),
  // Another business that also shares its own people's numbers, whom with left unsaid: "our friends at the Lake Oswego
  // studio also share their sign-in sheet numbers so their students hear about our workshops"
  phrase(`${OTHER_ORGS}|place|places|shop|shops|store|stores|restaurant|restaurants|cafe|bar|bars|gym|gyms|studio|studios|salon|salons|office|offices ~2 also share|shares|shared|give|gives|gave|pass|passes|passed|send|sends|sent their|its ~4 club|clubs|list|lists|numbers|contacts|roster|rosters`),
  // The same as a reduced relative clause with another party named: "we load the roster Local 2240 gave us"
  phrase("list|lists|roster|rosters|database|spreadsheet ~1 %PROPN ~2 share|shares|shared|give|gives|gave|send|sends|sent|pass|passes|passed|hand|hands|handed with|to? us"),
  // or another party named by what it is: "the contact list our publishing partner shares with us"
  phrase(`list|lists|roster|rosters|database|spreadsheet our|a|the|their|its ~2 ${OTHER_ORGS} share|shares|shared|give|gives|gave|send|sends|sent|pass|passes|passed|hand|hands|handed with|to? us`),
  // A list that came with a business taken over: "the member list that came with the two FlexPoint clubs we bought"
  phrase("list|lists|roster|rosters|database|contacts ~1 that|which? came|come|comes with ~6 @business|club|clubs|bought|acquired|purchased", { business: OTHER_BUSINESSES }),
  // Said in the passive: "the supporter list shared with us by an allied campaign"
  phrase("list|lists|numbers|contacts|database ~2 shared|given|sent|passed|handed|provided|sold|forwarded with|to us by"),
  // "the previous manager hands over its resident phone list", "the former owner passed us the client numbers"
  phrase("previous|prior|former|old|outgoing|last manager|management|owner|owners|company|agency|landlord ~2 hand|hands|handed|give|gives|gave|pass|passes|passed|send|sends|sent|transfer|transfers ~5 list|lists|numbers|contacts|roster|database"),
  // "the customers of our sister company", "numbers from our other location", "subscribers of our sister brand",
  // "the clients of our other restaurant": people or lists of another business than the one texting
  phrase("@people|number|numbers|list|lists ~2 of|from ~2 previous|prior|former|old|other|another|sister|partner|affiliated|affiliate|nearby|neighboring|neighbouring|surrounding ~2 @business",
    { people: PEOPLE, business: OTHER_BUSINESSES }),
  // Lists each of several businesses collected, added to this one's: "corporate adds every franchised spa's client list"
  phrase("add|adds|added|load|loads|loaded|import|imports|imported|pull|pulls|pulled|merge|merges|merged|combine|combines|combined ~3 every|each|all|other ~2 @business 's|’s|' ~5 list|lists|roster|rosters|database|databases",
    { business: [...OTHER_BUSINESSES, ...OTHER_BUSINESSES.map((b) => `${b}s`)] }),
  // Locations or brands that pool the people who signed up with each: "all 12 locations share one student list"
  phrase("location|locations|store|stores|branch|branches|franchise|franchises|franchisee|franchisees|brand|brands|studio|studios|clinic|clinics|office|offices|restaurant|restaurants|shop|shops|gym|gyms ~2 share|shares|shared|pool|pools|pooled ~2 one|a|the|same|single|common|their @people ~1 list|lists|database|roster", { people: PEOPLE }),
  // "when we bought out Prairie Mowing we got their customer list"
  phrase("bought|buy|buys|acquired|acquire|acquires|purchased|merged ~1 out|over|with ~6 get|got|take|took|receive|received|inherit|inherited|keep|kept ~3 list|lists|database|roster"),
  phrase("get|got|receive|received|inherit|inherited|take|took their|its ~2 customer|client|member|patient|subscriber|contact|mailing|email|loyalty ~1 list|lists|database|roster"),
  // "we moved its old member list into our texting tool", "imported the previous owner's customer list"
  phrase("move|moved|copy|copied|load|loaded|upload|uploaded|import|imported|transfer|transferred|bring|brought|add|added ~3 old|previous|prior|former|legacy ~3 list|lists|database|roster|contacts|numbers"),
  phrase("move|moved|copy|copied|load|loaded|upload|uploaded|import|imported|transfer|transferred its|their ~2 list|lists|database|roster"),
  // "when we bought the Round Rock studio … its member list", "after acquiring Smith Dental we added their patient list"
  // The previous owner's records: "the old owner's software came with every tenant's cell"
  phrase("old|previous|former|prior|last owner|owners|manager|management ~1 's|’s|' ~3 number|numbers|cell|cells|contacts|list|lists|database|software|system|records|files|roster"),
  // "when Dr. Hale retired we took over his patient files", "we took over their client records"
  phrase("take|took|taking over his|her|their|its ~2 file|files|record|records|chart|charts|list|lists|database|roster|patients|clients|customers|members"),
  phrase("buy|buys|bought|acquire|acquires|acquired|acquiring|purchase|purchases|purchased|take|took|merge|merged ~4 studio|business|company|practice|gym|store|shop|clinic|office|agency|location|franchise|salon|firm|bakery|restaurant ~10 list|lists|database|roster"),
  // Inherited people or lists; lists (not people: "we take care of our customers", "we acquired new customers")
  // taken over, acquired or carried over
  phrase("inherit|inherits|inherited ~5 list|lists|contact|contacts|number|numbers|database|member|members|customer|customers|subscriber|subscribers|client|clients|patient|patients|donor|donors|guest|guests|resident|residents"),
  phrase("take|takes|took|taken|carry|carried|acquire|acquired over? ~4 list|lists|contact|contacts|number|numbers|database|roster"),
  phrase("previous|prior|former|old|other|another|sister ~2 owner|owners|business|company|location|locations|store|studio|practice|office|brand|gym|clinic ~6 list|lists|contact|contacts|number|numbers|member|members|customer|customers|subscriber|subscribers|client|clients|database"),
  phrase("list|lists|contact|contacts|number|numbers|database ~3 from ~3 previous|prior|former|other|another|sister|acquired|old"),
  // People taken over with a business: "we bought the practice last year and now text its former patients"
  phrase(`buy|bought|acquire|acquired|acquiring|purchase|purchased|take|took|taking|merge|merged ~3 ${BUSINESSES} ~12 its|their|former|previous|prior|old|existing|legacy ~1 @people`, { people: PEOPLE }),
  // The people of a business bought, named first: "we also text the customers of the laundromat on Evans we bought"
  phrase("@people of ~5 we|i bought|acquired|purchased", { people: PEOPLE }),
  // "After we acquired Harbor Pets, its previous customers …": the business by its name
  phrase("bought|acquire|acquired|acquiring|purchased|merged ~8 its|their former|previous|prior|old|legacy|existing ~1 @people", { people: PEOPLE }),
  phrase("take|took|taking|taken over ~8 its|their|former|previous|prior|old|legacy|existing ~1 @people", { people: PEOPLE }),
  // The list named first, the brand taking it over in a relative clause after it: "everyone in the customer file we took
  // over when we bought the old Ford store"
  phrase("list|lists|file|files|roster|rosters|database|databases|contacts|numbers|records we|i took|take|taken over"),
  phrase("list|lists|file|files|roster|rosters|database|databases|contacts|numbers|records we|i inherited"),
  // "We took over the club from the previous owner in 2024 and kept their member list"
  phrase("take|took|taking|taken over ~10 keep|kept|get|got|inherit|inherited|use|used ~3 list|lists|database|roster|contacts|numbers"),
];
export const REFERRED = [
  // Someone else gives the recipient's number: "businesses that book a run type in the recipient's mobile number"
  phrase("type|types|typed|enter|enters|entered|add|adds|added|upload|uploads|uploaded|submit|submits|submitted|provide|provides|provided|give|gives|gave|write|writes|wrote|list|lists|listed|text|texts|send|sends ~4 recipient|recipient's|recipients|recipients'|receiver|receiver's|receivers|receivers'|addressee|addressee's|friend's|friends'|friends|someone's|somebody's|contact's|customer's|customers'|client's|clients'|classmate's|classmates'|classmates|neighbor's|neighbors'|coworker's|coworkers'|colleague's|colleagues' ~3 number|numbers|mobile|cell|phone"),
  // A person referred who then signs up themselves is not it ("clients referred by friends sign up themselves"):
  // the numbers come from a referral network, partners or a list.
  phrase("referral|referrals|referred|refer|refers ~3 network|networks|partner|partners|affiliate|affiliates|list|lists|number|numbers|contact|contacts|lead|leads"),
  phrase("friend|friends|neighbor|neighbors|family ~3 give|gives|gave|share|shares|shared|submit|submits|enter|enters|send|sends ~3 number|numbers|contact|contacts"),
  // The person puts others on the list: "we tell ppl to add their friends + family on the sheet too"
  phrase("add|adds|added|enter|enters|entered|write|writes|wrote|put|puts|include|includes ~2 their|your|his|her friend|friends|family|families|neighbor|neighbors|coworker|coworkers|classmate|classmates|colleague|colleagues"),
  // Numbers taken from someone's own phone contacts or address book: "each friend a subscriber picks from their phone
  // contacts", "invite people straight from your address book", "import contacts from their phone"
  phrase("pick|choose|select|import|invite|add|share|upload|sync|pull ~6 from their|your|his|her ~2 contacts|addressbook|phonebook"),
  phrase("pick|choose|select|import|invite|add|share|upload|sync|pull ~6 from their|your|his|her address book"),
  phrase("import|upload|sync|share their|your|his|her ~1 phone|mobile|device? contacts|addressbook|phonebook"),
  // A list of people handed to the brand by someone else: "its office manager sends us the staff roster" (a list of
  // people, not "customers send us their number")
  phrase("send|sends|sent|give|gives|gave|pass|passes|passed|forward|forwards|forwarded|email|emails|emailed|share|shares|shared us ~3 roster|rosters|list|lists|spreadsheet|spreadsheets|database"),
  // Or got from another party's records: "we get the member roster from the International's national database"
  phrase("get|gets|got|receive|receives|received|pull|pulls|pulled ~3 roster|rosters|list|lists|spreadsheet ~5 from ~2 's|’s ~2 database|databases|list|lists|roster|rosters|system|records|files"),
];
export const OWN = [
  phrase("own|existing|current|past ~1 customer|customers|member|members|patient|patients|client|clients|subscriber|subscribers"),
];
/**
 * Where the numbers come from, said in more ways (Twilio 30932 "Opt-in data was purchased, rented or obtained from a
 * third party"; CTIA 5.1.4: consent is not transferable): a list the brand bought ("we also bought the old Eastside Bread
 * Co. customer list"), leads a paid service sends ("the storm lead service we pay for").
 */
const LIST_HEADS = "list|lists|database|databases|numbers|contacts|roster|rosters";
const LEAD_SOURCES = "service|services|vendor|vendors|provider|providers|company|companies|feed|feeds|broker|brokers|" +
  "seller|sellers|generator|generators|network|networks";
export const LISTS_BOUGHT = [
  phrase(`we|i also? buy|bought|purchase|purchased|acquire|acquired ~6 customer|client|patient|member|mailing|contact|phone|cell|text|sms ${LIST_HEADS}`),
  phrase(`lead|leads ${LEAD_SOURCES} ~3 pay|pays|paid|buy|bought|purchase|purchased|subscribe|subscribed`),
  phrase(`pay|pays|paid|buy|bought|purchase|purchased ~3 lead|leads ${LEAD_SOURCES}`),
];
/**
 * Numbers taken from the call log: the brand texting people who only called, a missed call or a hang-up (Twilio 30932,
 * CTIA 5.1.1: a call is no consent to texts; "we text the missed-call number", "staff text back every missed caller").
 */
export const MISSED_CALLERS = [
  phrase("we|staff|team|i|system text|texts|message|messages|sms ~2 missed -? call|calls|caller|callers number|numbers|back?"),
  phrase("we|staff|team|i|system text|texts|message|messages ~2 missed -? caller|callers"),
  phrase("we|staff|team|i|system text|texts|message|messages ~4 who|anyone|everyone|whoever ~2 hang|hangs|hung up"),
];
/**
 * A list taken over with a business bought (CTIA 5.1.4: consent given to one business is not given to its buyer): "their
 * customer cell list came with the sale", "the numbers came with the practice".
 */
export const LISTS_TAKEN_OVER = [
  phrase(`${LIST_HEADS} ~1 that|which? came|come|comes with the|that? sale|purchase|acquisition|buyout|business|shop|store|practice|bakery|agency|route`),
  // the lists of people of a business the brand bought: "the patient lists of the two clinics we acquired last year"
  // (not "the list of tools we bought")
  phrase(`@people ${LIST_HEADS} of _4 we|i acquired|bought|purchased|absorbed|took`, { people: PEOPLE }),
];
/**
 * A list another party hands over, named by its role, not the people themselves ("the sophomore parent phone list the
 * high school's driver ed teacher shares with us": CTIA 5.1.4).
 */
export const LISTS_HANDED = [
  phrase("list|lists|roster|rosters|spreadsheet|directory the|a|an ~7 share|shares|shared|give|gives|gave|send|sends|sent|pass|passes|passed|hand|hands|handed with|to us"),
  // a body the brand belongs to sharing its own people's list with its members: "the farmers market association shares
  // its shopper phone list with member farms"
  phrase("association|associations|league|leagues|chamber|council|federation|alliance|network|district|pta ~3 " +
    "share|shares|shared|give|gives|gave|pass|passes|passed|send|sends|sent its|their ~3 list|lists|roster|rosters|directory|numbers|contacts"),
];
/** Papers a person signs that carry their number, by lemma or as written: listedOnOthersPapers (CTIA 5.1.4). */
export const SIGNED_PAPERS = new Set([
  "form", "forms", "application", "applications", "packet", "packets", "paperwork", "record", "records", "file", "files",
  "card", "cards", "sheet", "sheets",
]);
/** Verbs of handing data on. */

export const HAND_ON = new Set([
  "share", "sell", "rent", "pass", "give", "provide", "transfer", "hand", "disclose", "trade", "lend", "send", "forward",
  "license", "lease", "swap", "exchange",
  // (a system's word for it: "opted-in numbers are also synced to our grocery partners")
  "sync",
]);
/** Verbs, by lemma, of getting what is handed on, with the one who gets it as their subject ("partners get the list"). */
export const RECEIVING: ReadonlySet<string> = new Set(["get", "receive"]);
/** Words of OTHERS that name the people texted themselves, by lemma: "clients get their numbers" hands nothing on. */
export const PEOPLE_TEXTED: ReadonlySet<string> = new Set(["client", "buyer"]);
/** Others who might receive it. */

export const OTHERS = new Set([
  "partner", "partners", "brand", "brands", "business", "businesses", "company", "companies", "affiliate", "affiliates",
  "sponsor", "sponsors", "advertiser", "advertisers", "marketer", "marketers", "lender", "lenders", "third",
  "third-party", "third-parties", "merchant", "merchants", "client", "clients", "buyer", "buyers", "agency", "agencies",
  "dealer", "dealers", "group", "groups", "committee", "committees", "organization", "organizations", "campaign",
  "campaigns", "candidate", "candidates", "charity", "charities", "party", "parties", "firm", "firms",
]);
/** Others who hand a brand numbers they collected: organisations, offices, sites, organisers, coaches. */

export const SOURCES = new Set([
  "police", "officer", "officers", "adjuster", "adjusters", "insurer", "insurers", "hospital", "hospitals", "office", "offices", "organizer", "organizers", "organiser", "organisers", "site", "sites",
  "realtor", "realtors", "agency", "agencies", "partner", "partners", "school", "schools", "coach", "coaches", "clinic",
  "clinics", "doctor", "doctors", "practice", "practices", "company", "companies", "broker", "brokers", "vendor", "vendors",
  "sponsor", "sponsors", "association", "league", "platform", "marketplace", "registry", "dealer", "dealers", "agent", "agents",
]);
/** Whom the numbers go to: the brand, or the brand among others ("every vendor", "sponsors"). */

export const TO_BRAND = new Set(["us", "we", "vendor", "vendors", "sponsor", "sponsors", "exhibitor", "exhibitors", "members"]);
/** Verbs of putting numbers into a system. */

export const PUT_IN = new Set([
  "enter", "type", "add", "paste", "upload", "import", "sync", "load", "list", "submit", "input", "key", "register", "enroll",
]);
/** People someone knows, whose numbers are theirs to give only with their own consent. */

export const CLOSE_PEOPLE = new Set([
  "friend", "friends", "family", "relative", "relatives", "neighbor", "neighbors", "neighbour", "neighbours", "coworker",
  "coworkers", "co-worker", "co-workers", "colleague", "colleagues", "classmate", "classmates", "teammate", "teammates",
  "grandparent", "grandparents",
]);
/** What makes a step of consent its own, denied: "no separate box", "no extra consent". */

export const OF_ITS_OWN = new Set(["separate", "own", "specific", "extra", "additional", "explicit", "dedicated", "distinct"]);
/** A step of consent, just after OF_ITS_OWN: a box, a question, a signature. */

export const CONSENT_STEP = new Set([
  "box", "checkbox", "tickbox", "consent", "agreement", "opt-in", "optin", "permission", "question", "step", "signature",
  "authorization", "yes",
]);
/** Records kept for something else than the texts, that numbers can be taken from. */

export const RECORDS = new Set([
  "system", "file", "files", "record", "records", "book", "books", "database", "crm", "report", "reports", "software", "chart",
  "charts", "directory", "ledger", "history", "account", "accounts", "roster", "spreadsheet", "registry", "pos",
]);
/** What makes a record the texts' own: a sign-up sheet, the opt-in list, the SMS roster. */

export const OPT_IN_RECORD = new Set([
  "sign-up", "signup", "opt-in", "optin", "consent", "text", "texts", "sms", "keyword", "subscriber", "subscribers", "club",
  // (a form or card may be where the person consents: "numbers from the paper form")
  "form", "forms", "card", "cards", "box", "checkbox",
]);
/** Verbs of taking numbers from somewhere or putting them somewhere, wholesale. */

export const TAKE_OR_PUT = new Set([...PUT_IN, "put", "pull", "copy", "take", "move", "transfer", "grab", "export", "dump", "merge"]);
/** Where texts are sent from: a texting tool, system or list. */

export const TEXTING_PLACE = new Set(["tool", "system", "platform", "app", "software", "list", "program", "service", "account"]);
/** Verbs of putting people on a list or into a programme. */

export const ENROL = new Set(["add", "enroll", "enrol", "subscribe", "sign", "put", "move", "register", "opt", "load", "import", "upload"]);
/** What the people are put on: the texts, a list, a club, offers. */

export const TEXTING_DEST = new Set([
  ...TEXTS, "list", "club", "program", "programme", "alert", "alerts", "special", "specials", "deal", "deals", "offer",
  "offers", "promotion", "promotions", "newsletter",
]);
/** The people's own act of consent: ticking, opting in, joining, texting a keyword, replying, saying yes, asking. */

export const OWN_CONSENT = new Set([
  "tick", "check", "agree", "opt", "join", "consent", "subscribe", "choose", "text", "reply", "ask", "request", "want",
  "select", "tap", "click", "enable", "accept", "confirm", "say", "respond",
]);
/** Verbs of getting numbers from somewhere. */

// (and the list used, or started or begun with: "we start with a list of local mobile numbers from our direct-mail vendor")
export const GET_FROM = new Set([
  ...GET, "import", "upload", "buy", "pull", "take", "collect", "gather", "acquire", "pick", "load", "add", "use", "start",
  "begin",
]);
/** Others numbers can come from: partners, promoters, sites, hotels, blogs, groups. */

export const FROM_PARTY = new Set([
  ...SOURCES, ...OTHERS, "promoter", "promoters", "hotel", "hotels", "blog", "blogs", "website", "websites", "store",
  "stores", "publisher", "publishers", "network", "networks", "reseller", "resellers", "venue", "venues",
  // (a business named by a word of its kind: "a tourism marketing outfit", "a data firm", "a list broker")
  "outfit", "outfits", "firm", "firms", "supplier", "suppliers", "provider", "providers",
]);
/** Acquiring data by paying for it. */

export const ACQUIRE = new Set(["buy", "purchase", "rent", "license", "licence", "lease"]);
/** Collections of other people's numbers: a list, leads, a database (not a number, which a brand buys to send from). */

export const COLLECTION = new Set(["list", "lists", "leads", "database", "databases", "roster", "rosters"]);
/** Others that work with the brand and are not it. */

export const PARTNER = new Set([
  "partner", "partners", "affiliate", "affiliates", "vendor", "vendors", "third-party", "sponsor", "sponsors", "supplier", "suppliers",
]);
/** Verbs of taking a list in: importing it, adding it, getting it. */
export const TAKE_IN = new Set([...TAKE_OR_PUT, "get", "receive", "obtain", "combine"]);
/**
 * The person's own matter a list may be of, which makes it the list of those the texts are about, not people taken in:
 * "the delivery list we get from the POS", "the class roster", "the pickup sheet".
 */
export const OWN_MATTER_LISTS = new Set([
  "order", "delivery", "pickup", "appointment", "reservation", "booking", "waitlist", "wait", "shift", "route", "schedule",
  "class", "course", "team", "patient", "job", "service", "repair", "ride", "trip", "tour", "lesson", "visit", "dispatch",
]);
/** The person's own acts of signing up, by lemma ("the sheets people sign"): peopleConsentIn (provenance.ts). */
export const PERSONS_OWN_ACT = new Set([
  "tick", "check", "sign", "agree", "opt", "join", "consent", "subscribe", "choose",
]);
/** A place of business whose list is taken, by lemma ("the other branch's list"): wholesaleNumbers (Twilio 30932). */
export const PLACES_OF_BUSINESS = new Set([
  "branch", "location", "store", "office", "shop", "studio", "clinic", "gym", "restaurant",
]);
/**
 * Another owner of a list than the brand ("our other branch's", "the former owner's"): wholesaleNumbers (Twilio 30932).
 */
export const ANOTHER_OWNER = new Set(["other", "another", "sister", "old", "former", "previous"]);
/** Where records are kept ("everyone in our patient system"): numbersOnFile (Twilio 30831). */
export const RECORD_SYSTEMS = new Set(["system", "database", "records", "crm", "files", "books", "software"]);
/** Another place whose people are taken in ("the families of nearby centers"): numbersOnFile (Twilio 30831). */
export const ANOTHER_PLACE = new Set([
  "other", "another", "nearby", "neighboring", "neighbouring", "sister", "partner", "affiliated",
]);
/** An enrolment said to be automatic ("subscription is automatic"): addedWithoutAsking (Twilio 30831). */
export const ENROLMENT = new Set(["subscription", "enrollment", "enrolment", "sign-up", "signup", "opt-in"]);
/**
 * Numbers or lists, plural, before "of" ("numbers of members", not "the number of friends"): othersNumbers
 * (provenance.ts).
 */
export const NUMBERS_PLURAL = new Set(["numbers", "cells", "mobiles", "contacts", "lists"]);
/** A business's list of its people ("their customer list"), as written: wholesaleNumbers (provenance.ts). */
export const CUSTOMER_LISTS = new Set(["list", "lists", "database", "contacts", "roster"]);
/** A list taken from another owner ("our other branch's client list"), as written: wholesaleNumbers (provenance.ts). */
export const LISTS_TAKEN = new Set(["list", "lists", "numbers", "contacts", "roster", "database", "file", "files"]);
/** A list numbers are on ("the numbers on the class roster"), as written: numbersOnFile (Twilio 30831). */
export const LISTS_ON = new Set(["list", "lists", "roster", "rosters", "sheet", "sheets", "directory"]);
/** A roster or list another party shares, as written: numbersOnFile (Twilio 30831). */
export const ROSTERS = new Set(["list", "lists", "roster", "rosters"]);
/**
 * Words of the person being asked or choosing ("optional", "unless they decline"): addedWithoutAsking (Twilio 30831).
 */
export const ASKED_FIRST = new Set(["yes", "keyword", "unless", "optional"]);
/** Being added automatically, as written: addedWithoutAsking (Twilio 30831). */
export const AUTOMATIC = new Set(["automatically", "automatic"]);
/** The brand's side as a subject ("we add them", "staff enroll", "our team texts"): an act the person did not do. */
export const BRAND_ACTORS = new Set(["we", "i", "staff", "team"]);

/** Collected for something else, as written: "every number collected at the waiver kiosk" (Twilio 30932). */
export const COLLECTED: ReadonlySet<string> = new Set(["collected", "gathered", "taken", "captured"]);
/**
 * A verb of buying as written, each form ("bought", "licensed", "rents"): a list bought is said with one (Twilio 30932;
 * CTIA 5.1.4). Not "rent" or "file" said as a noun (reading/provenance.ts tells).
 */
export const BUYING_AS_WRITTEN: ReadonlySet<string> = new Set([
  "buy", "buys", "bought", "purchase", "purchased", "purchases", "license", "licensed", "licenses", "licence", "licenced",
  "licences", "rent", "rents", "rented", "acquire", "acquired", "acquires", "obtain", "obtains", "obtained",
]);
/** A store of data, as written: "a licensed database", "purchased records" (Twilio 30932). */
export const DATA_STORES: ReadonlySet<string> = new Set(["database", "data", "datum", "directory", "record", "records", "file", "files"]);
/** People a store of data may hold, by lemma: "bought the patient files of the Lake City practice" (Twilio 30932). */
export const PEOPLE_IN_RECORDS: ReadonlySet<string> = new Set([
  "customer", "client", "patient", "member", "subscriber", "guest", "student", "tenant", "donor", "family", "owner",
  "resident", "voter", "parent", "household", "homeowner", "shopper", "buyer", "consumer", "prospect", "people", "person",
  "seeker",
]);
/** Numbers, contacts or texting them, by lemma, in the sentence of a store of data bought (Twilio 30932). */
export const CONTACT_LEMMAS: ReadonlySet<string> = new Set([
  "number", "phone", "cell", "mobile", "contact", "lead", "text", "sms", "message", "list",
]);
/** The same, as written in the plural the tagger may not lemmatise: "texts", "numbers", "leads" (Twilio 30932). */
export const CONTACTS_AS_WRITTEN: ReadonlySet<string> = new Set(["texts", "sms", "numbers", "contacts", "leads"]);
/**
 * Verbs of texting or contacting someone, by lemma: with the speaker as the object ("text me", "contact us") they are the
 * person's own ask, no brand texting the people of a directory or roster (Twilio 30932 is the brand's act).
 */
export const SENDS_OR_CONTACTS: ReadonlySet<string> = new Set([...SENDS, "contact", "call", "email"]);
/**
 * People or numbers added or copied from records kept for something else (Twilio 30932, CTIA 5.1.4: consent is the
 * person's own): "we also add families from the elementary school PTA directory", "staff copy the cell numbers from
 * the patient files". "From" only: "add the number in our records" is where it is kept, not where it comes from.
 */
export const ADDED_FROM_RECORDS = [
  phrase("add|adds|added|copy|copies|copied ~4 number|numbers|contact|contacts|cell|cells|@people ~8 from|out ~4 record|records|file|files|database|accounts|roster|rosters|directory|directories|system", {
    people: ["customer", "customers", "client", "clients", "patient", "patients", "member", "members", "family", "families",
      "parent", "parents", "student", "students", "tenant", "tenants", "resident", "residents", "guest", "guests"],
  }),
];
/**
 * A place or device of the brand's own, by lemma, which hands the brand nothing of another's ("the app sends your number
 * to Harbor Dental"): handedToUs, where the brand is named as whom numbers go to (Twilio 30932).
 */
export const BRANDS_OWN_PLACES: ReadonlySet<string> = new Set([
  "form", "app", "application", "kiosk", "site", "website", "page", "screen", "tablet", "system", "portal", "sheet", "card",
  "desk", "staff", "team", "button", "box", "checkbox", "widget", "field", "person", "people",
]);
/** Words of a legal name that name no one in particular ("Inc", "LLC", "Company"): the brand's own name words. */
export const LEGAL_FORMS: ReadonlySet<string> = new Set([
  "inc", "llc", "corp", "corporation", "company", "group", "holdings", "foundation", "services", "ltd", "partners",
]);

/**
 * Papers and records a number is written on for a dealing other than the texts (an adoption or rental contract, a
 * lease, an invoice, an intake sheet), by lemma: numbersOnPapers. Consent to texts is not inferred from a number given
 * for another purpose (CTIA Messaging Principles and Best Practices 5.1.1; Twilio 30831).
 */
export const DEALING_PAPERS: ReadonlySet<string> = new Set([
  "contract", "agreement", "lease", "invoice", "receipt", "waiver", "paperwork", "application", "intake", "record",
  "file", "account", "registration", "policy", "order", "estimate", "quote", "claim", "chart", "profile",
]);
/** Words that take a number from where it is written: "using the number on …", "with the cell from …". */
export const USING_NUMBER: ReadonlySet<string> = new Set(["using", "use", "with", "from", "off", "via"]);
