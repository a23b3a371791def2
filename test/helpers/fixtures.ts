/**
 * Request bodies of a valid sample 10DLC brand and campaign (wire form), for tests that need a
 * registered sender or registration objects. Overrides replace top-level fields.
 */
export function brandBody(overrides: Record<string, unknown> = {}) {
  return {
    entity_type: "PRIVATE_PROFIT",
    legal_name: "Acme Widgets LLC",
    display_name: "Acme",
    tax_id: "123456789",
    vertical: "RETAIL",
    website: "https://acme.example.com",
    address: { street: "1 Market St", city: "San Francisco", state: "CA", postal_code: "94105", country: "US" },
    contact: { email: "ops@acme.example.com", phone: "+14155550100" },
    metadata: { "msgform/name": "acme" },
    ...overrides,
  };
}

export function campaignBody(brandId: string, overrides: Record<string, unknown> = {}) {
  return {
    brand_id: brandId,
    use_case: "ACCOUNT_NOTIFICATION",
    description: "Order and account notifications for Acme customers who signed up on checkout.",
    message_flow: "Customers tick an SMS consent box at checkout on the Acme store, which states frequency and rates.",
    sample_messages: [
      "Acme: your order 4411 has shipped and arrives Tuesday. Reply STOP to opt out.",
      "Acme: your password was changed. If this was not you, reply HELP. Reply STOP to opt out.",
    ],
    opt_out_message: "Acme: you are unsubscribed and will receive no more messages.",
    help_message: "Acme: help at support@acme.example.com, msg and data rates may apply. Reply STOP to opt out.",
    privacy_policy_url: "https://acme.example.com/privacy",
    ...overrides,
  };
}

/** A valid sample 10DLC brand as Pulumi args / YAML fields (desired form). */
export const BRAND_ARGS = {
  entityType: "PRIVATE_PROFIT",
  legalName: "Acme Corporation",
  displayName: "Acme",
  taxId: "123456789",
  vertical: "RETAIL",
  website: "https://acme.example",
  address: { street: "1 Main St", city: "San Francisco", state: "CA", postalCode: "94105", country: "US" },
  contact: { email: "ops@acme.example", phone: "+14155550123" },
};

/** A valid sample 10DLC campaign of that brand as Pulumi args (desired form). */
export const campaignArgs = (brandId: string) => ({
  brandId,
  useCase: "ACCOUNT_NOTIFICATION",
  description: "Account notifications for Acme customers: order confirmations and delivery updates.",
  messageFlow: "Customers opt in by ticking a box on the Acme checkout page that states frequency and that rates apply.",
  sampleMessages: ["Acme: your order 1234 has shipped. Reply STOP to opt out.", "Acme: your delivery arrives today between 2 and 4 pm."],
  optOutMessage: "Acme: you are unsubscribed and will get no more messages.",
  helpMessage: "Acme: for help write to help@acme.example at any time.",
  privacyPolicyUrl: "https://acme.example/privacy",
});
