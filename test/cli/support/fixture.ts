import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

type Entry = Record<string, unknown>;

interface Fixture {
  brands: { acme: Entry };
  campaigns: { alerts: Entry };
}

/** The CLI fixture (test/cli/fixtures/account.yaml), parsed afresh for each caller to change. */
function fixture(): Fixture {
  return parse(readFileSync(join(__dirname, "..", "fixtures", "account.yaml"), "utf8")) as Fixture;
}

/** The fixture's sound brand `acme` and its campaign `alerts`: the registration most CLI tests declare. */
export function acmeRegistration(): Fixture {
  const { brands, campaigns } = fixture();
  return { brands: { acme: brands.acme }, campaigns: { alerts: campaigns.alerts } };
}
