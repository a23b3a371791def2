import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Harness, Receiver } from "../webhooks/support";

/**
 * Issue 15.5: two fidelity points an independent domain check found. The full behaviour is in
 * test/emulator/webhooks; these pin the two corrections.
 */

const HOUR = 3600;

describe("spec 2, 3, 8 webhook fidelity", () => {
  let h: Harness;
  let rx: Receiver;
  beforeEach(async () => {
    h = await Harness.start();
    rx = await Receiver.start();
  });
  afterEach(async () => {
    await h.close();
    await rx.close();
  });

  it("spec 2, 8: 10 webhook endpoints per account: a test key cannot add 10 more next to 10 live ones", async () => {
    for (let i = 0; i < 10; i++) await h.createEndpoint(`${rx.url}/${i}`);
    const more = await h.t.api("POST", "/v1/webhook_endpoints", {
      key: "test",
      body: { url: rx.url, enabled_events: ["message.sent"] },
    });
    expect(more.status, more.text).toBe(422);
    expect(more.body.error.code).toBe("webhook_endpoint_limit_reached");
  });

  it("spec 3: one failed retry run and a day of quiet is not 24 h of failure; a failure after 24 h is", async () => {
    rx.status = 500;
    const ep = await h.createEndpoint(rx.url);
    h.emit("live", "message.sent");
    await h.settle();
    await h.advance(48 * HOUR);
    expect((await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`)).body.status).toBe("enabled");
    h.emit("live", "message.sent");
    await h.settle();
    expect((await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`)).body).toMatchObject({
      status: "disabled",
      disabled_reason: "failing_continuously",
    });
  });
});
