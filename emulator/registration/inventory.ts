import { keypadDigits } from "../../schema/numberSearch";
import { seededRandom } from "../random";

/**
 * The emulated inventory of US local numbers: every valid NANP geographic number exists, with
 * capabilities and a rate center that are a pure function of the number, and search results that
 * are a pure function of the query (a seeded generator), so the same query always offers the same
 * numbers, minus those taken.
 */

interface Capabilities {
  sms: boolean;
  mms: boolean;
  voice: boolean;
}

export interface InventoryNumber {
  number: string;
  areaCode: string;
  locality: string | null;
  region: string | null;
  capabilities: Capabilities;
}

/** Rate centers search picks from when no area code is given; any other geographic code is also sold. */
const AREA_CODES: readonly { npa: string; locality: string; region: string }[] = [
  { npa: "201", locality: "Jersey City", region: "NJ" },
  { npa: "202", locality: "Washington", region: "DC" },
  { npa: "206", locality: "Seattle", region: "WA" },
  { npa: "212", locality: "New York", region: "NY" },
  { npa: "213", locality: "Los Angeles", region: "CA" },
  { npa: "214", locality: "Dallas", region: "TX" },
  { npa: "215", locality: "Philadelphia", region: "PA" },
  { npa: "303", locality: "Denver", region: "CO" },
  { npa: "305", locality: "Miami", region: "FL" },
  { npa: "312", locality: "Chicago", region: "IL" },
  { npa: "313", locality: "Detroit", region: "MI" },
  { npa: "404", locality: "Atlanta", region: "GA" },
  { npa: "415", locality: "San Francisco", region: "CA" },
  { npa: "503", locality: "Portland", region: "OR" },
  { npa: "512", locality: "Austin", region: "TX" },
  { npa: "602", locality: "Phoenix", region: "AZ" },
  { npa: "612", locality: "Minneapolis", region: "MN" },
  { npa: "615", locality: "Nashville", region: "TN" },
  { npa: "617", locality: "Boston", region: "MA" },
  { npa: "646", locality: "New York", region: "NY" },
  { npa: "702", locality: "Las Vegas", region: "NV" },
  { npa: "704", locality: "Charlotte", region: "NC" },
  { npa: "713", locality: "Houston", region: "TX" },
  { npa: "720", locality: "Denver", region: "CO" },
  { npa: "801", locality: "Salt Lake City", region: "UT" },
  { npa: "808", locality: "Honolulu", region: "HI" },
  { npa: "858", locality: "San Diego", region: "CA" },
  { npa: "919", locality: "Raleigh", region: "NC" },
];
const BY_NPA = new Map(AREA_CODES.map((a) => [a.npa, a]));

/** Toll-free and premium codes: not 10DLC, not sold here. */
export const NON_GEOGRAPHIC = new Set(["800", "833", "844", "855", "866", "877", "888", "900"]);

const isN11 = (d: string) => d[1] === "1" && d[2] === "1";

export function validAreaCode(npa: string): boolean {
  return /^[2-9][0-8][0-9]$/.test(npa) && !isN11(npa);
}

/**
 * Whether a 10-digit national number is a US local number we sell: a geographic area code, an
 * exchange starting 2-9 that is not N11 and not 555 (directory and fictional numbers).
 */
export function sellable(national: string): boolean {
  if (!/^[0-9]{10}$/.test(national)) return false;
  const npa = national.slice(0, 3);
  const nxx = national.slice(3, 6);
  return validAreaCode(npa) && !NON_GEOGRAPHIC.has(npa) && /^[2-9]/.test(nxx) && !isN11(nxx) && nxx !== "555";
}

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Capabilities of a number: every number does SMS; 90% also MMS, 95% voice. */
function capabilitiesOf(e164: string): Capabilities {
  const h = fnv1a(`caps:${e164}`);
  return { sms: true, mms: h % 10 !== 0, voice: Math.floor(h / 10) % 20 !== 0 };
}

export function describe(e164: string): InventoryNumber {
  const areaCode = e164.slice(2, 5);
  const rc = BY_NPA.get(areaCode);
  return {
    number: e164,
    areaCode,
    locality: rc?.locality ?? null,
    region: rc?.region ?? null,
    capabilities: capabilitiesOf(e164),
  };
}

export interface SearchQuery {
  areaCode?: string;
  contains?: string;
  region?: string;
  capabilities?: readonly ("sms" | "mms" | "voice")[];
  limit: number;
}

/** Candidates tried per requested result before a search gives up (impossible patterns end early). */
const ATTEMPTS_PER_RESULT = 200;

/**
 * Numbers for a query, in a fixed order: candidate i is drawn from a generator seeded by the query
 * and i. `taken` removes numbers owned in this mode or released by the caller; a taken number does
 * not use up the draw budget, so however many are bought the search still offers the ones after them.
 */
export function search(q: SearchQuery, taken: (e164: string) => boolean): InventoryNumber[] {
  const pattern = q.contains === undefined ? undefined : keypadDigits(q.contains);
  let npas: string[];
  if (q.areaCode !== undefined) {
    const rc = BY_NPA.get(q.areaCode);
    if (q.region !== undefined && rc?.region !== q.region) return [];
    npas = [q.areaCode];
  } else {
    npas = AREA_CODES.filter((a) => q.region === undefined || a.region === q.region).map((a) => a.npa);
    if (npas.length === 0) return [];
  }
  const seed = `${q.areaCode ?? "*"}|${pattern ?? ""}|${q.region ?? ""}|${[...(q.capabilities ?? [])].sort().join(",")}`;
  const out: InventoryNumber[] = [];
  const seen = new Set<string>();
  let takenSeen = 0;
  const maxAttempts = q.limit * ATTEMPTS_PER_RESULT;
  for (let i = 0; i < maxAttempts + takenSeen && out.length < q.limit; i++) {
    const r = seededRandom(fnv1a(`${seed}#${i}`));
    const npa = npas[Math.floor(r() * npas.length)]!;
    const digits = (npa + Array.from({ length: 7 }, (_, j) => String(Math.floor(r() * (j === 0 ? 8 : 10)) + (j === 0 ? 2 : 0))).join(""))
      .split("");
    if (pattern !== undefined) {
      if (pattern.length > 10) continue;
      // Place the pattern inside the 7 local digits when it fits (the area code is fixed), else anywhere.
      const lo = pattern.length <= 7 ? 3 : 0;
      const at = lo + Math.floor(r() * (10 - pattern.length - lo + 1));
      for (let j = 0; j < pattern.length; j++) digits[at + j] = pattern[j]!;
    }
    const national = digits.join("");
    if (!npas.includes(national.slice(0, 3)) || !sellable(national)) continue;
    if (pattern !== undefined && !national.includes(pattern)) continue;
    const e164 = `+1${national}`;
    if (seen.has(e164)) continue;
    seen.add(e164);
    if (taken(e164)) {
      takenSeen++;
      continue;
    }
    const n = describe(e164);
    if ((q.capabilities ?? []).some((c) => !n.capabilities[c])) continue;
    out.push(n);
  }
  return out;
}
