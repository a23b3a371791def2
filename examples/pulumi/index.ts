// A messaging account as code with msgform's Pulumi resources: the program the root Pulumi.yaml
// names. Credentials come from stack config, never from the program:
//
//   pulumi config set msgform:baseUrl https://127.0.0.1:8443      # the emulator's base_url, or the service's
//   pulumi config set msgform:caFile /path/to/ca.pem              # only for the emulator's local CA
//   pulumi config set msgform:keyId svc_live_k_…
//   pulumi config set --secret msgform:keySecret svc_live_s_…
//
// (or MSGFORM_BASE_URL, MSGFORM_KEY_ID, MSGFORM_KEY_SECRET, MSGFORM_CA_FILE in the environment).
// Outside this repository, import from the package: `import * as msgform from "msgform"`.
import * as pulumi from "@pulumi/pulumi";
import * as msgform from "../../index";

const config = new pulumi.Config();

// The account's one IP allowlist (spec 5.6). It must include the address `pulumi up` runs from:
// a list that would lock this machine out is refused unless allowSelfLockout is set.
export const allowlist = new msgform.IpAllowlist("allowlist", {
  entries: [
    { cidr: config.get("deployCidr") ?? "127.0.0.1/32", description: "where pulumi up runs" },
    { cidr: "198.51.100.0/24", description: "office" },
  ],
});

// Delivery receipts and registration changes. Its signing secret is a secret output.
const receipts = new msgform.WebhookEndpoint("receipts", {
  url: config.get("webhookUrl") ?? "https://hooks.example.com/msgform",
  enabledEvents: ["message.delivered", "message.undelivered", "message.failed", "campaign.status_changed"],
  description: "Delivery receipts and registration changes",
});

// The key the order service sends with. Change `rotation` to rotate it (spec 5.5): the new key is
// created first and handed to dependents; the old one is revoked once its request counter has
// been quiet for revokeQuietSeconds.
const sender = new msgform.ApiKey("sender", {
  name: "order-notifications",
  scopes: ["messages:write", "messages:read"],
  rotation: config.get("senderRotation") ?? "2026-q4",
  revokeQuietSeconds: 60,
});

// 10DLC registration: the brand, then its campaign. waitFor blocks until the registration is
// through; a rejection fails the update with the reviewers' reasons.
const brand = new msgform.Brand("acme", {
  entityType: "PRIVATE_PROFIT",
  legalName: "Acme Corporation",
  displayName: "Acme",
  taxId: "12-3456789",
  vertical: "RETAIL",
  website: "https://acme.example",
  address: { street: "1 Main St", city: "San Francisco", state: "CA", postalCode: "94105", country: "US" },
  contact: { email: "ops@acme.example", phone: "+14155550123" },
  waitFor: config.getBoolean("waitForRegistration") ? "VERIFIED" : undefined,
});

const campaign = new msgform.Campaign("order-notifications", {
  brandId: brand.id,
  useCase: "ACCOUNT_NOTIFICATION",
  description: "Order confirmations and delivery updates for customers of Acme who asked for them.",
  messageFlow: "Customers opt in by ticking a box on the Acme checkout page that states frequency and that rates apply.",
  sampleMessages: [
    "Acme: your order 1234 has shipped. Reply STOP to opt out.",
    "Acme: your delivery arrives today between 2 and 4 pm. Reply HELP for help.",
  ],
  optOutMessage: "Acme: you are unsubscribed and will get no more messages.",
  helpMessage: "Acme: for help write to help@acme.example at any time.",
  privacyPolicyUrl: "https://acme.example/privacy",
  waitFor: config.getBoolean("waitForRegistration") ? "ACTIVE" : undefined,
  waitTimeoutSeconds: 3600,
});

// A number in San Francisco, on the campaign. The number bought is the stable output phoneNumber.
// Destroying it releases the number for good, so that needs allowRelease: true.
const mainLine = new msgform.PhoneNumber("main-line", {
  areaCode: "415",
  capabilities: ["sms"],
  name: "Order notifications",
  campaignId: campaign.id,
  allowRelease: config.getBoolean("allowRelease") ?? false,
});

export const senderKeyId = sender.keyId;
/** Secret: `pulumi stack output --show-secrets senderKeySecret`. */
export const senderKeySecret = sender.secret;
export const webhookSigningSecret = receipts.signingSecret;
export const brandStatus = brand.status;
export const campaignStatus = campaign.status;
export const campaignCarriers = campaign.carriers;
export const phoneNumber = mainLine.phoneNumber;
