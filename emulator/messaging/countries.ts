/**
 * Country calling codes (ITU-T E.164 assignments) with what the emulator's lookup needs: the
 * ISO 3166 country, national number lengths, and for the larger markets the prefixes that mark
 * mobile and toll-free numbers and the names of the carriers that serve them.
 */

export interface Country {
  /** Country calling code without +. */
  code: string;
  iso: string;
  name: string;
  /** Shortest and longest national significant number. */
  minLength: number;
  maxLength: number;
  /** National prefixes of mobile numbers; absent when mobile and fixed numbers share ranges. */
  mobilePrefixes?: string[];
  tollFreePrefixes?: string[];
  /** Whether numbers are dialled nationally with a trunk 0 (for the national format). */
  trunkZero?: boolean;
  mobileCarriers: string[];
  landlineCarriers: string[];
  voipCarriers: string[];
}

type Detail = Omit<Country, "code" | "iso" | "name">;

const d = (
  minLength: number,
  maxLength: number,
  mobile: string[],
  landline: string[],
  opts: { mobilePrefixes?: string[]; tollFreePrefixes?: string[]; trunkZero?: boolean; voip?: string[] } = {},
): Detail => ({
  minLength,
  maxLength,
  mobileCarriers: mobile,
  landlineCarriers: landline,
  voipCarriers: opts.voip ?? landline,
  ...(opts.mobilePrefixes ? { mobilePrefixes: opts.mobilePrefixes } : {}),
  ...(opts.tollFreePrefixes ? { tollFreePrefixes: opts.tollFreePrefixes } : {}),
  trunkZero: opts.trunkZero ?? true,
});

/** Markets described in detail, by ISO code. */
const DETAIL: Record<string, Detail> = {
  US: d(10, 10, ["T-Mobile USA", "AT&T Wireless", "Verizon Wireless", "US Cellular"], [
    "AT&T",
    "Lumen Technologies",
    "Frontier Communications",
    "Verizon",
  ], { voip: ["Bandwidth", "Onvoy (Inteliquent)", "Peerless Network"], trunkZero: false }),
  CA: d(10, 10, ["Rogers Wireless", "Bell Mobility", "Telus Mobility"], ["Bell Canada", "Telus", "Rogers"], {
    voip: ["Fongo", "Distributel"],
    trunkZero: false,
  }),
  GB: d(9, 10, ["EE", "Vodafone UK", "O2 UK", "Three UK"], ["BT", "Virgin Media"], {
    mobilePrefixes: ["71", "72", "73", "74", "75", "77", "78", "79"],
    tollFreePrefixes: ["800", "808"],
    voip: ["Gamma Telecom", "Magrathea"],
  }),
  FR: d(9, 9, ["Orange France", "SFR", "Bouygues Telecom", "Free Mobile"], ["Orange France", "SFR"], {
    mobilePrefixes: ["6", "7"],
    tollFreePrefixes: ["80"],
  }),
  DE: d(6, 11, ["Telekom Deutschland", "Vodafone Germany", "Telefónica Germany (O2)"], ["Deutsche Telekom"], {
    mobilePrefixes: ["15", "16", "17"],
    tollFreePrefixes: ["800"],
    voip: ["sipgate"],
  }),
  ES: d(9, 9, ["Movistar", "Vodafone Spain", "Orange Spain"], ["Telefónica España"], {
    mobilePrefixes: ["6", "7"],
    tollFreePrefixes: ["900"],
    trunkZero: false,
  }),
  IT: d(6, 11, ["TIM", "Vodafone Italia", "WindTre", "Iliad Italia"], ["TIM"], {
    mobilePrefixes: ["3"],
    tollFreePrefixes: ["800"],
    trunkZero: false,
  }),
  NL: d(9, 9, ["KPN", "VodafoneZiggo", "Odido"], ["KPN"], { mobilePrefixes: ["6"], tollFreePrefixes: ["800"] }),
  BE: d(8, 9, ["Proximus", "Orange Belgium", "Telenet"], ["Proximus"], {
    mobilePrefixes: ["4"],
    tollFreePrefixes: ["800"],
  }),
  IE: d(7, 9, ["Vodafone Ireland", "Three Ireland", "Eir Mobile"], ["Eir"], {
    mobilePrefixes: ["8"],
    tollFreePrefixes: ["1800"],
  }),
  PT: d(9, 9, ["MEO", "Vodafone Portugal", "NOS"], ["MEO"], { mobilePrefixes: ["9"], tollFreePrefixes: ["800"], trunkZero: false }),
  CH: d(9, 9, ["Swisscom", "Sunrise", "Salt"], ["Swisscom"], { mobilePrefixes: ["7"], tollFreePrefixes: ["800"] }),
  AT: d(4, 13, ["A1 Telekom Austria", "Magenta Telekom", "Drei"], ["A1 Telekom Austria"], {
    mobilePrefixes: ["6"],
    tollFreePrefixes: ["800"],
  }),
  SE: d(7, 9, ["Telia", "Tele2", "Telenor Sweden"], ["Telia"], { mobilePrefixes: ["7"], tollFreePrefixes: ["20"] }),
  NO: d(8, 8, ["Telenor Norway", "Telia Norway", "Ice"], ["Telenor Norway"], {
    mobilePrefixes: ["4", "9"],
    tollFreePrefixes: ["800"],
    trunkZero: false,
  }),
  DK: d(8, 8, ["TDC NET", "Telenor Denmark", "Telia Denmark", "3 Denmark"], ["TDC NET"], {
    tollFreePrefixes: ["80"],
    trunkZero: false,
  }),
  FI: d(5, 12, ["Elisa", "Telia Finland", "DNA"], ["Elisa"], { mobilePrefixes: ["4", "50"], tollFreePrefixes: ["800"] }),
  PL: d(9, 9, ["Orange Polska", "Play", "Plus", "T-Mobile Polska"], ["Orange Polska"], {
    mobilePrefixes: ["5", "6", "7", "8"],
    tollFreePrefixes: ["800"],
    trunkZero: false,
  }),
  GR: d(10, 10, ["Cosmote", "Vodafone Greece", "Nova"], ["OTE"], { mobilePrefixes: ["69"], tollFreePrefixes: ["800"], trunkZero: false }),
  CZ: d(9, 9, ["O2 Czech Republic", "T-Mobile Czech Republic", "Vodafone Czech Republic"], ["O2 Czech Republic"], {
    mobilePrefixes: ["6", "7"],
    tollFreePrefixes: ["800"],
    trunkZero: false,
  }),
  RO: d(9, 9, ["Orange Romania", "Vodafone Romania", "Digi Mobil"], ["Telekom Romania"], {
    mobilePrefixes: ["7"],
    tollFreePrefixes: ["800"],
  }),
  UA: d(9, 9, ["Kyivstar", "Vodafone Ukraine", "lifecell"], ["Ukrtelecom"], { tollFreePrefixes: ["800"] }),
  RU: d(10, 10, ["MTS", "MegaFon", "Beeline", "Tele2 Russia"], ["Rostelecom"], {
    mobilePrefixes: ["9"],
    tollFreePrefixes: ["800"],
    trunkZero: false,
  }),
  TR: d(10, 10, ["Turkcell", "Vodafone Turkey", "Türk Telekom Mobile"], ["Türk Telekom"], {
    mobilePrefixes: ["5"],
    tollFreePrefixes: ["800"],
  }),
  IL: d(8, 9, ["Cellcom", "Partner", "Pelephone"], ["Bezeq"], { mobilePrefixes: ["5"], tollFreePrefixes: ["1800"] }),
  AE: d(8, 9, ["e& (Etisalat)", "du"], ["e& (Etisalat)"], { mobilePrefixes: ["5"], tollFreePrefixes: ["800"] }),
  SA: d(8, 9, ["stc", "Mobily", "Zain KSA"], ["stc"], { mobilePrefixes: ["5"], tollFreePrefixes: ["800"] }),
  EG: d(8, 10, ["Vodafone Egypt", "Orange Egypt", "e& Egypt"], ["Telecom Egypt"], {
    mobilePrefixes: ["1"],
    tollFreePrefixes: ["800"],
  }),
  ZA: d(9, 9, ["Vodacom", "MTN South Africa", "Cell C"], ["Telkom"], {
    mobilePrefixes: ["6", "7", "8"],
    tollFreePrefixes: ["80"],
  }),
  NG: d(8, 10, ["MTN Nigeria", "Airtel Nigeria", "Glo Mobile"], ["MTN Nigeria"], {
    mobilePrefixes: ["70", "80", "81", "90", "91"],
  }),
  KE: d(9, 9, ["Safaricom", "Airtel Kenya"], ["Telkom Kenya"], { mobilePrefixes: ["7", "1"], tollFreePrefixes: ["800"] }),
  IN: d(10, 10, ["Jio", "Airtel", "Vi (Vodafone Idea)"], ["BSNL"], {
    mobilePrefixes: ["6", "7", "8", "9"],
    tollFreePrefixes: ["1800"],
  }),
  PK: d(9, 10, ["Jazz", "Zong", "Telenor Pakistan"], ["PTCL"], { mobilePrefixes: ["3"], tollFreePrefixes: ["800"] }),
  BD: d(10, 10, ["Grameenphone", "Robi", "Banglalink"], ["BTCL"], { mobilePrefixes: ["1"] }),
  CN: d(10, 11, ["China Mobile", "China Unicom", "China Telecom"], ["China Telecom"], {
    mobilePrefixes: ["1"],
    tollFreePrefixes: ["800"],
  }),
  HK: d(8, 8, ["CSL", "SmarTone", "China Mobile Hong Kong", "3 Hong Kong"], ["PCCW"], {
    mobilePrefixes: ["5", "6", "9"],
    tollFreePrefixes: ["800"],
    trunkZero: false,
  }),
  TW: d(8, 9, ["Chunghwa Telecom", "Taiwan Mobile", "FarEasTone"], ["Chunghwa Telecom"], {
    mobilePrefixes: ["9"],
    tollFreePrefixes: ["80"],
  }),
  JP: d(9, 10, ["NTT Docomo", "au (KDDI)", "SoftBank", "Rakuten Mobile"], ["NTT"], {
    mobilePrefixes: ["70", "80", "90"],
    tollFreePrefixes: ["120"],
  }),
  KR: d(8, 10, ["SK Telecom", "KT", "LG U+"], ["KT"], { mobilePrefixes: ["10"], tollFreePrefixes: ["80"] }),
  SG: d(8, 8, ["Singtel", "StarHub", "M1"], ["Singtel"], {
    mobilePrefixes: ["8", "9"],
    tollFreePrefixes: ["800"],
    trunkZero: false,
  }),
  MY: d(8, 10, ["Maxis", "CelcomDigi", "U Mobile"], ["TM (Telekom Malaysia)"], {
    mobilePrefixes: ["1"],
    tollFreePrefixes: ["1800"],
  }),
  TH: d(8, 9, ["AIS", "True Move H"], ["NT (National Telecom)"], {
    mobilePrefixes: ["6", "8", "9"],
    tollFreePrefixes: ["1800"],
  }),
  VN: d(9, 10, ["Viettel", "Vinaphone", "MobiFone"], ["VNPT"], { mobilePrefixes: ["3", "5", "7", "8", "9"] }),
  PH: d(9, 10, ["Globe Telecom", "Smart Communications", "DITO"], ["PLDT"], {
    mobilePrefixes: ["9"],
    tollFreePrefixes: ["1800"],
  }),
  ID: d(8, 12, ["Telkomsel", "Indosat Ooredoo Hutchison", "XL Axiata"], ["Telkom Indonesia"], {
    mobilePrefixes: ["8"],
    tollFreePrefixes: ["800"],
  }),
  AU: d(9, 9, ["Telstra", "Optus", "Vodafone Australia"], ["Telstra"], {
    mobilePrefixes: ["4"],
    tollFreePrefixes: ["1800"],
  }),
  NZ: d(8, 10, ["One NZ", "Spark NZ", "2degrees"], ["Spark NZ"], { mobilePrefixes: ["2"], tollFreePrefixes: ["800"] }),
  MX: d(10, 10, ["Telcel", "AT&T Mexico", "Movistar Mexico"], ["Telmex"], { tollFreePrefixes: ["800"], trunkZero: false }),
  BR: d(10, 11, ["Vivo", "Claro Brasil", "TIM Brasil"], ["Oi"], { tollFreePrefixes: ["800"] }),
  AR: d(10, 11, ["Personal", "Claro Argentina", "Movistar Argentina"], ["Telecom Argentina"], {
    mobilePrefixes: ["9"],
    tollFreePrefixes: ["800"],
  }),
  CL: d(9, 9, ["Entel", "Movistar Chile", "Claro Chile", "WOM"], ["Movistar Chile"], {
    mobilePrefixes: ["9"],
    tollFreePrefixes: ["800"],
    trunkZero: false,
  }),
  CO: d(10, 10, ["Claro Colombia", "Movistar Colombia", "Tigo"], ["ETB"], {
    mobilePrefixes: ["3"],
    tollFreePrefixes: ["1800"],
    trunkZero: false,
  }),
  PE: d(8, 9, ["Claro Perú", "Movistar Perú", "Entel Perú"], ["Movistar Perú"], {
    mobilePrefixes: ["9"],
    tollFreePrefixes: ["800"],
  }),
};

/**
 * Every assigned geographic calling code: "code:ISO:Country" entries. Codes shared by several
 * countries (1, 7, 44, 47, 61, 262, 590, 599) name the main one; NANP countries are told apart by
 * area code in NANP_AREA_CODES.
 */
const ASSIGNED =
  "1:US:United States|20:EG:Egypt|211:SS:South Sudan|212:MA:Morocco|213:DZ:Algeria|216:TN:Tunisia|218:LY:Libya|" +
  "220:GM:Gambia|221:SN:Senegal|222:MR:Mauritania|223:ML:Mali|224:GN:Guinea|225:CI:Côte d'Ivoire|" +
  "226:BF:Burkina Faso|227:NE:Niger|228:TG:Togo|229:BJ:Benin|230:MU:Mauritius|231:LR:Liberia|" +
  "232:SL:Sierra Leone|233:GH:Ghana|234:NG:Nigeria|235:TD:Chad|236:CF:Central African Republic|" +
  "237:CM:Cameroon|238:CV:Cabo Verde|239:ST:São Tomé and Príncipe|240:GQ:Equatorial Guinea|241:GA:Gabon|" +
  "242:CG:Congo|243:CD:DR Congo|244:AO:Angola|245:GW:Guinea-Bissau|246:IO:Diego Garcia|248:SC:Seychelles|" +
  "249:SD:Sudan|250:RW:Rwanda|251:ET:Ethiopia|252:SO:Somalia|253:DJ:Djibouti|254:KE:Kenya|255:TZ:Tanzania|" +
  "256:UG:Uganda|257:BI:Burundi|258:MZ:Mozambique|260:ZM:Zambia|261:MG:Madagascar|262:RE:Réunion|" +
  "263:ZW:Zimbabwe|264:NA:Namibia|265:MW:Malawi|266:LS:Lesotho|267:BW:Botswana|268:SZ:Eswatini|" +
  "269:KM:Comoros|27:ZA:South Africa|290:SH:Saint Helena|291:ER:Eritrea|297:AW:Aruba|298:FO:Faroe Islands|" +
  "299:GL:Greenland|30:GR:Greece|31:NL:Netherlands|32:BE:Belgium|33:FR:France|34:ES:Spain|350:GI:Gibraltar|" +
  "351:PT:Portugal|352:LU:Luxembourg|353:IE:Ireland|354:IS:Iceland|355:AL:Albania|356:MT:Malta|357:CY:Cyprus|" +
  "358:FI:Finland|359:BG:Bulgaria|36:HU:Hungary|370:LT:Lithuania|371:LV:Latvia|372:EE:Estonia|373:MD:Moldova|" +
  "374:AM:Armenia|375:BY:Belarus|376:AD:Andorra|377:MC:Monaco|378:SM:San Marino|380:UA:Ukraine|381:RS:Serbia|" +
  "382:ME:Montenegro|383:XK:Kosovo|385:HR:Croatia|386:SI:Slovenia|387:BA:Bosnia and Herzegovina|" +
  "389:MK:North Macedonia|39:IT:Italy|40:RO:Romania|41:CH:Switzerland|420:CZ:Czechia|421:SK:Slovakia|" +
  "423:LI:Liechtenstein|43:AT:Austria|44:GB:United Kingdom|45:DK:Denmark|46:SE:Sweden|47:NO:Norway|" +
  "48:PL:Poland|49:DE:Germany|500:FK:Falkland Islands|501:BZ:Belize|502:GT:Guatemala|503:SV:El Salvador|" +
  "504:HN:Honduras|505:NI:Nicaragua|506:CR:Costa Rica|507:PA:Panama|508:PM:Saint Pierre and Miquelon|" +
  "509:HT:Haiti|51:PE:Peru|52:MX:Mexico|53:CU:Cuba|54:AR:Argentina|55:BR:Brazil|56:CL:Chile|57:CO:Colombia|" +
  "58:VE:Venezuela|590:GP:Guadeloupe|591:BO:Bolivia|592:GY:Guyana|593:EC:Ecuador|594:GF:French Guiana|" +
  "595:PY:Paraguay|596:MQ:Martinique|597:SR:Suriname|598:UY:Uruguay|599:CW:Curaçao|60:MY:Malaysia|" +
  "61:AU:Australia|62:ID:Indonesia|63:PH:Philippines|64:NZ:New Zealand|65:SG:Singapore|66:TH:Thailand|" +
  "670:TL:Timor-Leste|672:NF:Norfolk Island|673:BN:Brunei|674:NR:Nauru|675:PG:Papua New Guinea|676:TO:Tonga|" +
  "677:SB:Solomon Islands|678:VU:Vanuatu|679:FJ:Fiji|680:PW:Palau|681:WF:Wallis and Futuna|682:CK:Cook Islands|" +
  "683:NU:Niue|685:WS:Samoa|686:KI:Kiribati|687:NC:New Caledonia|688:TV:Tuvalu|689:PF:French Polynesia|" +
  "690:TK:Tokelau|691:FM:Micronesia|692:MH:Marshall Islands|7:RU:Russia|81:JP:Japan|82:KR:South Korea|" +
  "84:VN:Vietnam|850:KP:North Korea|852:HK:Hong Kong|853:MO:Macao|855:KH:Cambodia|856:LA:Laos|86:CN:China|" +
  "880:BD:Bangladesh|886:TW:Taiwan|90:TR:Türkiye|91:IN:India|92:PK:Pakistan|93:AF:Afghanistan|94:LK:Sri Lanka|" +
  "95:MM:Myanmar|960:MV:Maldives|961:LB:Lebanon|962:JO:Jordan|963:SY:Syria|964:IQ:Iraq|965:KW:Kuwait|" +
  "966:SA:Saudi Arabia|967:YE:Yemen|968:OM:Oman|970:PS:Palestine|971:AE:United Arab Emirates|972:IL:Israel|" +
  "973:BH:Bahrain|974:QA:Qatar|975:BT:Bhutan|976:MN:Mongolia|977:NP:Nepal|98:IR:Iran|992:TJ:Tajikistan|" +
  "993:TM:Turkmenistan|994:AZ:Azerbaijan|995:GE:Georgia|996:KG:Kyrgyzstan|998:UZ:Uzbekistan";

/** NANP members other than the US, by area code. */
const NANP_AREA_CODES: Record<string, { iso: string; name: string }> = {};
const CA_AREAS =
  "204 226 236 249 250 257 263 273 289 306 343 354 365 367 368 382 403 416 418 428 431 437 438 450 460 468 474 " +
  "506 514 519 548 579 581 584 587 604 613 639 647 672 683 705 709 742 753 778 780 782 807 819 825 867 873 879 902 905";
for (const a of CA_AREAS.split(" ")) NANP_AREA_CODES[a] = { iso: "CA", name: "Canada" };
const OTHER_NANP: [string, string, string][] = [
  ["787 939", "PR", "Puerto Rico"],
  ["340", "VI", "U.S. Virgin Islands"],
  ["671", "GU", "Guam"],
  ["670", "MP", "Northern Mariana Islands"],
  ["684", "AS", "American Samoa"],
  ["876 658", "JM", "Jamaica"],
  ["242", "BS", "Bahamas"],
  ["246", "BB", "Barbados"],
  ["809 829 849", "DO", "Dominican Republic"],
  ["868", "TT", "Trinidad and Tobago"],
  ["441", "BM", "Bermuda"],
  ["345", "KY", "Cayman Islands"],
  ["264", "AI", "Anguilla"],
  ["268", "AG", "Antigua and Barbuda"],
  ["284", "VG", "British Virgin Islands"],
  ["473", "GD", "Grenada"],
  ["649", "TC", "Turks and Caicos Islands"],
  ["664", "MS", "Montserrat"],
  ["721", "SX", "Sint Maarten"],
  ["758", "LC", "Saint Lucia"],
  ["767", "DM", "Dominica"],
  ["784", "VC", "Saint Vincent and the Grenadines"],
  ["869", "KN", "Saint Kitts and Nevis"],
];
for (const [areas, iso, name] of OTHER_NANP) for (const a of areas.split(" ")) NANP_AREA_CODES[a] = { iso, name };

/** NANP toll-free area codes. */
export const NANP_TOLL_FREE = new Set(["800", "833", "844", "855", "866", "877", "888"]);

function build(code: string, iso: string, name: string): Country {
  const detail = DETAIL[iso];
  if (detail) return { code, iso, name, ...detail };
  return {
    code,
    iso,
    name,
    minLength: 6,
    maxLength: 15 - code.length,
    mobileCarriers: [`${name} Mobile`, `${name} Telecom Mobile`],
    landlineCarriers: [`${name} Telecom`],
    voipCarriers: [`${name} Telecom`],
    trunkZero: true,
  };
}

const BY_CODE = new Map<string, Country>();
const BY_ISO = new Map<string, Country>();
for (const entry of ASSIGNED.split("|")) {
  const [code, iso, name] = entry.split(":") as [string, string, string];
  const c = build(code, iso, name);
  BY_CODE.set(code, c);
  BY_ISO.set(iso, c);
}
const US_TERRITORIES = new Set(["PR", "VI", "GU", "MP", "AS"]);
const CARIBBEAN = d(10, 10, ["Digicel", "Flow"], ["Flow"], { trunkZero: false });
for (const { iso, name } of Object.values(NANP_AREA_CODES)) {
  if (BY_ISO.has(iso)) continue;
  const detail = iso === "CA" ? DETAIL.CA! : US_TERRITORIES.has(iso) ? DETAIL.US! : CARIBBEAN;
  BY_ISO.set(iso, { code: "1", iso, name, ...detail });
}

/** The country of an international number's digits (no +): longest assigned prefix wins. */
export function countryOfDigits(digits: string): Country | undefined {
  for (const len of [1, 2, 3]) {
    const c = BY_CODE.get(digits.slice(0, len));
    if (c) {
      if (c.code !== "1") return c;
      const nanp = NANP_AREA_CODES[digits.slice(1, 4)];
      return nanp ? BY_ISO.get(nanp.iso) : c;
    }
  }
  return undefined;
}

export function countryOfIso(iso: string): Country | undefined {
  return BY_ISO.get(iso.toUpperCase());
}
