// The brand recognized in a description under its display and legal names, so that another company's
// name stands out (schema/preflight/text.ts otherCompanies), and people and roles at the brand do not.
import { describe, expect, it } from "vitest";
import { otherCompanies } from "../../schema/preflight/text";

const NORTHWIND = ["Northwind Bank", "Northwind Financial Holdings, Inc."];

describe("another company in a description", () => {
  it.each([
    ["a legal suffix", "Initech Services LLC's agents text Northwind Bank customers about their cases.", ["Initech Services LLC"]],
    ["a corporation", "Shipping updates for orders placed with Globex Corporation.", ["Globex Corporation"]],
    ["on behalf of", "Card alerts sent on behalf of Contoso Card Services to cardholders.", ["Contoso Card Services"]],
    ["operated by", "A savings program operated by Fabrikam Lending for customers.", ["Fabrikam Lending"]],
    ["the recipients another business's", "Statement texts for customers of Tailspin Savings, our partner across town.", ["Tailspin Savings"]],
    ["the recipients another clinic's", "Reminders for patients of Lakeside Family Dental, sent under this account.", ["Lakeside Family Dental"]],
    ["the recipients another shop's", "Aftercare check-ins for clients of Rose Hill Ink and Needle.", ["Rose Hill Ink and Needle"]],
  ])("stands out: %s", (_, text, names) => {
    expect(otherCompanies(text, NORTHWIND)).toEqual(names);
  });

  it.each([
    ["the display name", "Northwind Bank texts customers about their cases."],
    ["the legal name with its suffix", "Northwind Financial Holdings, Inc. texts fraud alerts to cardholders."],
    ["the legal name without its punctuation", "Northwind Financial Holdings Inc sends statements."],
    ["a doctor at the practice", "Reminders sent on behalf of Dr. Patel to patients of the clinic."],
    ["a role", "Answers from Customer Support Inc. hours are 9 to 5."],
    ["the brand's own customers", "Card alerts for customers of Northwind Bank in three states."],
    ["patients of a doctor at the practice", "Reminders for patients of Dr. Patel at the Elm St office."],
    ["a carrier named without a suffix", "Tracking updates from UPS and FedEx for Northwind Bank card deliveries."],
  ])("is the brand or no company: %s", (_, text) => {
    expect(otherCompanies(text, NORTHWIND)).toEqual([]);
  });
});
