import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../../helpers/emulator";
import { Receiver, verifySignature } from "../webhooks/support";
import { createCampaign, verifiedBrand } from "./support";

describe("registration events delivered to webhooks", () => {
  let t: TestEmulator;
  let rx: Receiver;
  let secret: string;
  beforeAll(async () => {
    t = await TestEmulator.start({ rateLimits: "off" });
    rx = await Receiver.start();
    const ep = await t.api("POST", "/v1/webhook_endpoints", {
      body: { url: rx.url, enabled_events: ["campaign.status_changed", "number.released"] },
    });
    expect(ep.status, ep.text).toBe(201);
    secret = ep.body.secret;
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  it("spec 6 (issue check): a campaign steered to rejection delivers campaign.status_changed with the reason", async () => {
    const b = await verifiedBrand(t);
    const c = await createCampaign(t, b.id);
    await rx.waitFor(1); // the submission
    const reason = { code: "SAMPLES_MISLEADING", description: "Sample messages do not match the description." };
    await t.control("POST", `/control/campaigns/${c.id}/decision`, { outcome: "reject", reasons: [reason] });
    await rx.waitFor(2);
    const got = rx.requests.map((r) => r.body).find((e) => e.data.campaign_id === c.id && e.data.status === "REJECTED");
    expect(got).toBeDefined();
    expect(got.event).toBe("campaign.status_changed");
    expect(got.data).toMatchObject({
      previous_status: "PENDING",
      status: "REJECTED",
      cause: "carrier_review",
      reasons: [reason],
    });
    expect(got.data.changed_carriers.map((x: any) => x.carrier)).toEqual(["att", "tmobile", "verizon"]);
    const raw = rx.requests.find((r) => r.body?.id === got.id)!;
    expect(verifySignature(raw.headers["svc-signature"] as string, raw.rawBody, secret).ok).toBe(true);
  });

  it("spec 6: releasing a number delivers number.released", async () => {
    const search = await t.api("GET", "/v1/numbers/available?area_code=404&limit=1");
    const n = await t.api("POST", "/v1/numbers", { body: { number: search.body.data[0].number } });
    const before = rx.requests.length;
    await t.api("DELETE", `/v1/numbers/${n.body.id}`);
    await rx.waitFor(before + 1);
    const got = rx.requests.map((r) => r.body).find((e) => e.event === "number.released");
    expect(got.data).toMatchObject({ id: n.body.id, number: n.body.number, status: "released" });
  });
});
