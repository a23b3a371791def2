import type { RuleSource } from "../model";
import { page, PAGES, telnyx, twilio } from "../sources";
import type { Category } from "./types";

/*
 * The content lexicon: the products and services that belong to each category of content carriers
 * refuse or restrict, each entry with the published page that puts it there, and per category the
 * look-alikes that must not be read as it. This file is data: the notation is in types.ts, how to
 * add an entry in docs/preflight.md ("Content by meaning"). Precision first: a product goes in
 * only when its words mean it on their own; a word with an everyday second meaning ("shot", "pot",
 * "weed", "spirits", "advance", "slots") goes in only inside the phrase that decides
 * ("shot of tequila", "pot shop", "cash advance"), and the phrases that read alike but mean
 * something else are declared as look-alikes.
 */

/** Pages without a code, beside the vendors' codes (sources.ts). */
const TWILIO_FORBIDDEN = page("Twilio", "https://help.twilio.com/hc/en-us/articles/360045004974-Forbidden-message-categories-for-SMS-and-MMS-in-the-US-and-Canada");
const TWILIO_SWEEPSTAKES = page("Twilio", "https://support.twilio.com/hc/en-us/articles/223134447-Are-there-special-rules-for-running-a-sweepstakes-over-a-short-code-");
const AWS_AGE_GATE = page("AWS", "https://docs.aws.amazon.com/sms-voice/latest/userguide/registration-help-optin-agegate.html");
const AWS_REJECTIONS = page("AWS", PAGES.awsRejections);
const CTIA = page("CTIA", PAGES.ctia);
const TMOBILE = page("T-Mobile", PAGES.tmobile);

const SEX = twilio("30873");
const CANNABIS_CBD = twilio("30860");
const ALCOHOL = twilio("30875");
const TOBACCO_VAPE = twilio("30878");
const DEBT_COLLECTION = twilio("30863");
const CRYPTO = twilio("30867");
const DEBT_REDUCTION = twilio("30869");
const CREDIT_REPAIR = twilio("30950");
const ILLEGAL_SUBSTANCES = twilio("30469");
const GAMBLING = telnyx("704");
const HIGH_RISK = telnyx("709");

const entry = (id: string, source: RuleSource, ...terms: string[]) => ({ id, source, terms });

export const CATEGORIES: readonly Category[] = [
  {
    id: "sex", name: "sexual content", treatment: "prohibited", severity: "error",
    sources: [SEX, TMOBILE, CTIA],
    entries: [
      entry("sex/explicit", SEX, "sex", "sexual", "porn", "porno", "pornography", "pornographic", "erotic", "erotica",
        "nude", "nudes", "nudity", "sex toy", "adult content", "adult entertainment", "adult video", "xxx video"),
      entry("sex/services", TMOBILE, "escort service", "escort agency", "strip club", "gentlemen's club", "cam girl",
        "cam model", "sexting"),
    ],
    lookAlikes: [
      { phrase: "sexual health", why: "a clinic's care" },
      { phrase: "sexual {harassment|assault|misconduct|abuse|violence}", why: "reporting and training" },
      { phrase: "sex {education|ed|offender|offenders|trafficking}", why: "education and public safety" },
      { phrase: "{same|opposite|biological} sex", why: "a person's sex, not sexual content" },
      { phrase: "nude {lipstick|lip|polish|nail|shade|heel|pump|sandal|color|colour|tone|beige|palette}", why: "a colour of cosmetics and clothing" },
    ],
  },
  {
    id: "hate", name: "hate speech", treatment: "prohibited", severity: "error",
    sources: [TMOBILE, CTIA, TWILIO_FORBIDDEN],
    entries: [
      entry("hate/speech", TMOBILE, "hate speech", "white power", "white supremacy", "white supremacist", "racial slur",
        "ethnic slur", "neo nazi", "kkk"),
    ],
    lookAlikes: [
      { phrase: "hate to", why: "\"we hate to see you go\"" },
      { phrase: "hate crime", why: "victim services and reporting" },
    ],
  },
  {
    id: "cannabis", name: "cannabis", treatment: "prohibited", severity: "error",
    sources: [CANNABIS_CBD, TWILIO_FORBIDDEN, TMOBILE],
    entries: [
      entry("cannabis/plant", CANNABIS_CBD, "cannabis", "marijuana", "marihuana", "thc", "delta 8", "delta 9", "delta 10",
        "thca", "kush", "sativa", "indica", "hash oil"),
      entry("cannabis/products", CANNABIS_CBD, "pre roll", "preroll", "edibles", "weed {gummy|edibles|brownie|cart|delivery|shop|store|dispensary}",
        "pot {shop|store|dispensary|brownie|edibles}", "thc {gummy|cart|cartridge}"),
      entry("cannabis/stores", CANNABIS_CBD, "dispensary", "budtender", "420 friendly", "recreational weed", "medical weed"),
    ],
    lookAlikes: [
      { phrase: "pot {roast|pie|sticker|stickers|luck|lucks|holder}", why: "food and kitchenware" },
      { phrase: "{crock|flower|instant|clay} pot", why: "kitchenware and garden" },
      { phrase: "weed {control|killer|killers|removal|and feed|barrier|whacker|eater|trimmer}", why: "lawn and garden" },
      { phrase: "edible arrangements", why: "a fruit-bouquet retailer" },
      { phrase: "{pharmacy|medical|medication} dispensary", why: "a clinic's dispensary" },
    ],
  },
  {
    id: "cbd-hemp", name: "CBD and hemp", treatment: "prohibited", severity: "error",
    sources: [CANNABIS_CBD, TWILIO_FORBIDDEN],
    entries: [
      entry("cbd-hemp/cbd", CANNABIS_CBD, "cbd", "cannabidiol",
        "cbd {gummy|oil|tincture|cream|balm|capsule|softgel|flower|pre roll|edibles|drops|product|shop|store|dispensary}"),
      entry("cbd-hemp/hemp", CANNABIS_CBD, "hemp {oil|extract|gummy|tincture|flower|pre roll|edibles|capsule|cbd|dispensary|shop|store}",
        "hemp derived", "full spectrum hemp", "broad spectrum hemp"),
    ],
    lookAlikes: [
      { phrase: "hemp {seed|seeds|heart|hearts|rope|fabric|twine|bag|tote|protein|milk|shirt|cord}", why: "foods and fibre made from hemp" },
      { phrase: "hemp seed oil", why: "a food and cosmetic oil" },
    ],
  },
  {
    id: "drugs", name: "illegal substances", treatment: "prohibited", severity: "error",
    sources: [ILLEGAL_SUBSTANCES, TWILIO_FORBIDDEN],
    entries: [
      entry("drugs/substances", ILLEGAL_SUBSTANCES, "kratom", "psilocybin", "magic mushroom", "shrooms", "amanita gummy"),
      entry("drugs/paraphernalia", ILLEGAL_SUBSTANCES, "drug paraphernalia", "bong", "dab rig", "head shop"),
    ],
    lookAlikes: [
      { phrase: "{shiitake|portobello|button|oyster|stuffed} mushroom", why: "food" },
    ],
  },
  {
    id: "alcohol", name: "alcohol", treatment: "age-gated", severity: "error",
    sources: [ALCOHOL, TMOBILE, AWS_AGE_GATE],
    entries: [
      entry("alcohol/general", ALCOHOL, "alcohol", "alcoholic {drink|beverage}", "booze", "boozy", "liquor", "liquor store",
        "distillery", "distilled spirits", "craft spirits", "wine and spirits", "beer and wine", "beer wine and spirits", "open bar"),
      entry("alcohol/beer", ALCOHOL, "beer", "craft beer", "draft beer", "ipa", "lager", "pilsner", "ale", "pale ale",
        "hefeweizen", "{oatmeal|imperial|milk} stout", "sour beer", "hard seltzer", "spiked seltzer", "hard cider", "hard kombucha",
        "brewery", "brewpub", "taproom", "beer garden", "beer flight", "growler", "growler fill", "keg", "pub crawl", "bar crawl",
        "{pint|pints} of {beer|ale|lager|ipa|cider|guinness}", "{happy hour|half price|draft|craft} {pint|pints}", "pint night"),
      entry("alcohol/wine", ALCOHOL, "wine", "winery", "wine bar", "sommelier", "rosé", "champagne", "prosecco", "merlot",
        "cabernet", "chardonnay", "pinot noir", "pinot grigio", "sauvignon blanc", "riesling", "malbec", "zinfandel",
        "sangria", "mimosa", "bottomless mimosa"),
      entry("alcohol/spirits", ALCOHOL, "vodka", "whiskey", "whisky", "bourbon", "tequila", "mezcal", "rum", "gin", "scotch",
        "cognac", "schnapps", "absinthe", "moonshine", "sake bomb", "soju"),
      entry("alcohol/serving", ALCOHOL, "cocktail", "margaritas", "{frozen|skinny|spicy|mango|strawberry|house|top shelf|pitcher of} margarita",
        "margarita {special|night|pitcher|flight|monday|tuesday|wednesday|thursday|friday}", "martini", "mojito", "daiquiri", "bloody mary",
        "{shot|shots} of {tequila|vodka|whiskey|whisky|rum|gin|fireball|jager|bourbon}",
        "{tequila|vodka|whiskey|whisky|jello|jell o|fireball|jager} shot", "happy hour {drinks|cocktails|beers|wine}"),
    ],
    lookAlikes: [
      { phrase: "{root|ginger|birch|butter} beer", why: "soft drinks" },
      { phrase: "ginger ale", why: "a soft drink" },
      { phrase: "beer {battered|cheese|bread|can chicken}", why: "dishes cooked with beer" },
      { phrase: "{non alcoholic|alcohol free|zero proof|virgin} {beer|wine|cocktail|margarita|mojito|drinks|spirits}", why: "drinks without alcohol" },
      { phrase: "{non alcoholic|alcohol free|alcohol and drug free}", why: "the absence of alcohol" },
      { phrase: "{rubbing|isopropyl} alcohol", why: "a disinfectant" },
      { phrase: "alcohol {wipe|swab|pad|prep|sanitizer}", why: "first-aid supplies" },
      { phrase: "alcohol {abuse|addiction|treatment|rehab|recovery|use disorder|awareness}", why: "health care and recovery" },
      { phrase: "alcoholics anonymous", why: "a recovery fellowship" },
      { phrase: "wine {colored|coloured|red|stain|glass|rack|fridge|opener|tote}", why: "a colour or housewares" },
      { phrase: "{wine and dine|wining and dining}", why: "an idiom" },
      { phrase: "champagne {colored|coloured|gold|color|colour}", why: "a colour" },
      { phrase: "gin rummy", why: "a card game" },
      { phrase: "cotton gin", why: "a machine" },
      { phrase: "scotch {tape|egg|bonnet|pine|brite|guard}", why: "tape, food and plants" },
      { phrase: "rum raisin", why: "an ice cream flavour" },
      { phrase: "bourbon street", why: "a street" },
      { phrase: "{shrimp|fruit|seafood} cocktail", why: "dishes" },
      { phrase: "cocktail {attire|dress|sauce|napkin|ring|table|shrimp}", why: "clothing, food and furniture" },
      { phrase: "margarita {pizza|mix}", why: "a pizza and a mixer" },
      { phrase: "{flu|booster|covid|vaccine|allergy|b12|cortisone|ginger|wheatgrass|espresso} shot", why: "a dentist's, pharmacy's or juice bar's shot" },
      { phrase: "shot of espresso", why: "coffee" },
      { phrase: "{pint|pints} of {ice cream|milk|blueberries|strawberries|blood}", why: "a measure of food" },
      { phrase: "keg {stand|ordering}", why: "not a sale" },
    ],
  },
  {
    id: "tobacco-vaping", name: "tobacco and vaping", treatment: "age-gated", severity: "error",
    sources: [TOBACCO_VAPE, TMOBILE, AWS_AGE_GATE],
    entries: [
      entry("tobacco-vaping/tobacco", TOBACCO_VAPE, "tobacco", "cigarette", "cigar", "cigarillo", "pipe tobacco",
        "chewing tobacco", "smokeless tobacco", "snus", "hookah", "shisha", "rolling paper", "smoke shop", "tobacco shop"),
      entry("tobacco-vaping/vaping", TOBACCO_VAPE, "vape", "vapes", "vaping", "vaper", "e cigarette", "e cig", "ecig",
        "vape pen", "vape shop", "vape juice", "e juice", "e liquid", "disposable vape", "puff bar", "juul"),
      entry("tobacco-vaping/nicotine", TOBACCO_VAPE, "nicotine", "nicotine salt", "nic salt", "nicotine pouch", "zyn"),
    ],
    lookAlikes: [
      { phrase: "{tobacco|smoke|vape|nicotine} free", why: "the absence of tobacco" },
      { phrase: "{no|quit|stop|stopped|quitting} {vaping|smoking|tobacco|vapes|cigarettes}", why: "help to quit and rules against it" },
      { phrase: "{tobacco|vaping|nicotine|smoking} {cessation|prevention|use|quitline|screening|treatment}", why: "health care" },
      { phrase: "nicotine {replacement|patch|gum|lozenge|withdrawal|addiction}", why: "help to quit" },
      { phrase: "cigar box", why: "a craft supply" },
    ],
  },
  {
    id: "firearms", name: "firearms", treatment: "age-gated", severity: "error",
    sources: [TMOBILE, AWS_AGE_GATE],
    entries: [
      entry("firearms/guns", TMOBILE, "firearm", "gun", "handgun", "rifle", "shotgun", "pistol", "revolver", "ar 15",
        "assault rifle"),
      entry("firearms/ammunition", TMOBILE, "ammo", "ammunition", "9mm", "{9mm|22lr} rounds"),
      entry("firearms/stores", TMOBILE, "gun {shop|store|show|range}", "shooting range", "gunsmith", "concealed carry"),
    ],
    lookAlikes: [
      { phrase: "{glue|nail|staple|heat|spray|caulk|grease|massage|water|squirt|nerf|radar|paint|foam|bubble|toy|starting|smoking|top} gun",
        why: "tools, toys and idioms" },
      { phrase: "gun {violence|safety|safe storage}", why: "prevention and safety" },
      { phrase: "stick to {your|our|their} gun", why: "an idiom" },
      { phrase: "{jump the gun|son of a gun}", why: "idioms" },
      { phrase: "rifle through", why: "a verb" },
      { phrase: "shotgun wedding", why: "an idiom" },
      { phrase: "pistol {shrimp|grip sprayer|grip nozzle}", why: "an animal and a hose nozzle" },
    ],
  },
  {
    id: "gambling", name: "gambling", treatment: "prohibited", severity: "error",
    sources: [GAMBLING, TWILIO_FORBIDDEN],
    entries: [
      entry("gambling/general", GAMBLING, "gambling", "gamble", "gambler", "betting", "wager", "wagering", "bookmaker", "bookie"),
      entry("gambling/casino", GAMBLING, "casino", "online casino", "poker", "blackjack", "roulette", "slot machine",
        "online slots", "free spins", "deposit bonus", "first deposit bonus"),
      entry("gambling/sports", GAMBLING, "sports book", "sports betting", "sports bet", "place a bet", "place your bet",
        "bet now", "parlay", "same game parlay", "odds boost", "prop bet", "moneyline", "point spread", "daily fantasy"),
      entry("gambling/lottery", GAMBLING, "lottery", "lotto", "scratch off ticket"),
    ],
    lookAlikes: [
      { phrase: "you bet", why: "\"yes\"" },
      { phrase: "gamble with {your|their}", why: "\"don't gamble with your health\"" },
      { phrase: "{poker face|fire poker|take a gamble}", why: "idioms and a fireplace tool" },
      { phrase: "{housing|school|admission|admissions|enrollment|charter school|green card|diversity visa|visa|parking} lottery", why: "a public allocation by lot" },
      { phrase: "time slots", why: "appointments" },
    ],
  },
  {
    id: "sweepstakes", name: "sweepstakes", treatment: "restricted", severity: "warning",
    sources: [TWILIO_SWEEPSTAKES, CTIA],
    entries: [
      entry("sweepstakes/entry", TWILIO_SWEEPSTAKES, "sweepstakes", "sweepstake", "enter to win", "entered to win",
        "chance to win", "instant win game", "prize drawing", "no purchase necessary"),
    ],
    lookAlikes: [
      { phrase: "{win|won} {the game|the match|a match}", why: "sports results" },
    ],
  },
  {
    id: "payday", name: "payday loans and cash advances", treatment: "prohibited", severity: "error",
    sources: [HIGH_RISK, TWILIO_FORBIDDEN],
    entries: [
      entry("payday/loans", TWILIO_FORBIDDEN, "payday {loan|lending|lender|advance}", "title loan", "{car|auto} title loan",
        "pink slip loan", "no credit check loan", "short term loan", "same day loan", "instant cash loan", "cash advance loan"),
      entry("payday/advances", TWILIO_FORBIDDEN, "cash advance", "{paycheck|payroll|salary} advance",
        "advance on {your|their|a} {|next} {paycheck|payday|pay}",
        "until {your|their|the} next {paycheck|payday}", "until {next|your} payday"),
    ],
    lookAlikes: [
      { phrase: "cash advance {limit|apr|fee|rate|balance}", why: "a credit card's terms in its own account alerts" },
      { phrase: "{advance|advanced} {booking|tickets|ticket|notice|purchase|reservation|directive|registration|payment}", why: "ahead of time" },
      { phrase: "in advance", why: "ahead of time" },
      { phrase: "get paid {early|up to 2 days early}", why: "early direct deposit, not a loan" },
    ],
  },
  {
    id: "debt-consolidation", name: "debt consolidation", treatment: "prohibited", severity: "error",
    sources: [DEBT_REDUCTION, TWILIO_FORBIDDEN],
    entries: [
      entry("debt-consolidation/named", DEBT_REDUCTION, "debt consolidation", "consolidation loan", "debt consolidation loan"),
      entry("debt-consolidation/cards", DEBT_REDUCTION,
        "{consolidate|consolidates|consolidating} {|your|all your|all of your|their|multiple} {|credit} card {|payment|debt|balance|bill}",
        "{consolidate|consolidates|consolidating} {|your|all your|all of your|their} {debt|loan|bill|high interest debt}",
        "{combine|combining|roll|rolling} {|all} {your|their} {credit card|card} {debt|balance|payment} into one"),
    ],
    lookAlikes: [
      { phrase: "credit card payment {due|received|reminder|is due|was received}", why: "a card issuer's own account notice" },
      { phrase: "{consolidate|consolidated} {shipment|shipping|order|billing|statement}", why: "orders and statements" },
    ],
  },
  {
    id: "debt-relief", name: "debt settlement and relief", treatment: "prohibited", severity: "error",
    sources: [DEBT_REDUCTION, DEBT_COLLECTION, TWILIO_FORBIDDEN],
    entries: [
      entry("debt-relief/named", DEBT_REDUCTION, "debt relief", "debt settlement", "debt forgiveness", "debt reduction",
        "debt negotiation", "debt resolution", "tax debt relief", "tax relief program"),
      entry("debt-relief/settle", DEBT_REDUCTION, "{settle|settles|settling|settled} {|your|their|all your} {debt|credit card debt} for less",
        "for less than {|what} {you|they} owe", "for a fraction of what {you|they} owe",
        "{reduce|reduces|reducing|cut|lower} {your|their} {|total|credit card|unsecured} debt by"),
    ],
    lookAlikes: [
      { phrase: "settle {your|the|their} {bill|balance|account|tab}", why: "a first-party bill paid in full" },
      { phrase: "{library|overdue} {fine|fines}", why: "a library's fine notice" },
      { phrase: "you owe the library", why: "a library's fine notice" },
    ],
  },
  {
    id: "credit-repair", name: "credit repair", treatment: "prohibited", severity: "error",
    sources: [CREDIT_REPAIR, DEBT_REDUCTION, TWILIO_FORBIDDEN],
    entries: [
      entry("credit-repair/named", CREDIT_REPAIR, "credit repair", "credit restoration", "credit sweep", "credit score repair",
        "{repair|repairing|fix|fixing|restore|restoring} {your|their|bad} credit"),
      entry("credit-repair/remove", CREDIT_REPAIR,
        "{remove|removes|removing|removed|delete|deleting|erase|erasing} {|negative|bad|derogatory|late} {item|mark|entry|account|payment|collection|inquiry} {from|off} your credit {|report}"),
    ],
    lookAlikes: [
      { phrase: "{check|review|monitor|your} credit report", why: "a bank's fraud and account notices" },
      { phrase: "{your|free} credit score", why: "a bank's account notices" },
      { phrase: "{fix|repair|restore|update} {your|their} credit card", why: "a card's details" },
    ],
  },
  {
    id: "cryptocurrency", name: "cryptocurrency", treatment: "prohibited", severity: "error",
    sources: [CRYPTO, HIGH_RISK, TWILIO_FORBIDDEN],
    entries: [
      entry("cryptocurrency/named", CRYPTO, "cryptocurrency", "crypto", "bitcoin", "btc", "ethereum", "dogecoin", "litecoin",
        "solana", "altcoin", "memecoin", "stablecoin", "usdt", "nft", "defi", "initial coin offering", "token sale",
        "crypto wallet", "crypto exchange", "coinbase", "binance"),
      entry("cryptocurrency/digital", CRYPTO, "{digital|virtual} {currency|coin}"),
    ],
    lookAlikes: [
      { phrase: "{digital|mobile} wallet", why: "a phone's payment wallet" },
      { phrase: "{foreign|local} currency {|exchange}", why: "travel money" },
      { phrase: "{arcade|game|bus} token", why: "tokens that are not currency" },
    ],
  },
  {
    id: "debt-collection", name: "third-party debt collection", treatment: "prohibited", severity: "error",
    sources: [DEBT_COLLECTION, HIGH_RISK, TWILIO_FORBIDDEN],
    entries: [
      entry("debt-collection/named", DEBT_COLLECTION, "debt collection", "debt collections", "debt collector",
        "{collection|collections} agency", "debt recovery", "debt buyer", "purchased debt"),
      entry("debt-collection/collect", DEBT_COLLECTION,
        "{collect|collects|collecting} {|a|the|outstanding|unpaid|delinquent|past due} debt",
        "on behalf of {|the|your|their} original creditor"),
    ],
    lookAlikes: [
      { phrase: "{trash|garbage|recycling|yard waste|bulk} collection", why: "a city's pickup" },
      { phrase: "art collection", why: "a museum's collection" },
    ],
  },
  {
    id: "lead-generation", name: "lead generation and affiliate marketing", treatment: "prohibited", severity: "error",
    sources: [TWILIO_FORBIDDEN, TMOBILE, telnyx("708")],
    entries: [
      entry("lead-generation/named", TWILIO_FORBIDDEN, "lead generation", "lead gen", "leads for sale", "buy leads",
        "lead list", "pay per lead", "data broker"),
      entry("lead-generation/affiliate", TMOBILE, "affiliate marketing", "affiliate offer", "affiliate program", "affiliate link",
        "marketing partners", "sell your information"),
    ],
    lookAlikes: [
      { phrase: "lead {time|paint|pipe|service line|testing|singer|instructor|teacher|pastor}", why: "lead the metal, time and roles" },
    ],
  },
  {
    id: "lending", name: "loans and lending", treatment: "restricted", severity: "error",
    sources: [AWS_REJECTIONS],
    entries: [
      entry("lending/loans", AWS_REJECTIONS, "loan", "lending", "lender", "line of credit"),
    ],
    lookAlikes: [
      { phrase: "{library|interlibrary} loan", why: "a library's lending of books" },
      { phrase: "on loan", why: "a library's or museum's items" },
      { phrase: "loan period", why: "a library's due date" },
      { phrase: "{lending|lend} a hand", why: "an idiom" },
      { phrase: "lending library", why: "a library" },
      { phrase: "loaner {car|vehicle|phone|device}", why: "a courtesy loaner" },
    ],
  },
];
