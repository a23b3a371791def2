import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Harness } from "./support";

const URL_OK = "https://hooks.example.com/svc";

describe("webhook endpoints", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await Harness.start();
  });
  afterAll(async () => {
    await h.close();
  });

  /** A fresh account so each test starts with no endpoints. */
  async function account() {
    const r = await h.t.control("POST", "/control/accounts", { name: "wh" });
    expect(r.status).toBe(201);
    return r.body as { account_id: string; keys: { live: any; test: any } };
  }

  it("spec 2, 6: creates an endpoint with a we_ id, its subscriptions and a whsec_ secret shown once", async () => {
    const a = await account();
    const created = await h.t.api("POST", "/v1/webhook_endpoints", {
      key: a.keys.live,
      body: {
        url: URL_OK,
        description: "prod receiver",
        enabled_events: ["message.delivered", "campaign.status_changed"],
        metadata: { "msgform/name": "prod" },
      },
    });
    expect(created.status).toBe(201);
    const ep = created.body;
    expect(ep).toMatchObject({
      object: "webhook_endpoint",
      mode: "live",
      url: URL_OK,
      description: "prod receiver",
      enabled_events: ["message.delivered", "campaign.status_changed"],
      status: "enabled",
      disabled_reason: null,
      disabled_at: null,
      failing_since: null,
      previous_secret_expires_at: null,
      metadata: { "msgform/name": "prod" },
    });
    expect(ep.id).toMatch(/^we_[A-Za-z0-9]{24}$/);
    expect(ep.secret).toMatch(/^whsec_[A-Za-z0-9]{32}$/);
    expect(ep.created_at).toBe(ep.updated_at);
    expect(Date.parse(ep.created_at)).not.toBeNaN();

    const read = await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`, { key: a.keys.live });
    expect(read.status).toBe(200);
    expect(read.body.secret).toBeUndefined();
    expect(read.text).not.toContain(ep.secret);
    const { secret: _s, ...withoutSecret } = ep;
    expect(read.body).toEqual(withoutSecret);

    const list = await h.t.api("GET", "/v1/webhook_endpoints", { key: a.keys.live });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ object: "list", has_more: false, next_cursor: null });
    expect(list.body.data).toEqual([withoutSecret]);
    expect(list.text).not.toContain(ep.secret);
  });

  it("spec 2: url must be https, plain http only for loopback receivers", async () => {
    const a = await account();
    const post = (url: string) =>
      h.t.api("POST", "/v1/webhook_endpoints", { key: a.keys.live, body: { url, enabled_events: ["message.sent"] } });
    for (const ok of [
      "https://example.com/h",
      "http://127.0.0.1:8080/h",
      "http://127.9.9.9/h",
      "http://localhost:3000/h",
      "http://[::1]:9000/h",
    ]) {
      const r = await post(ok);
      expect(r.status, `${ok}: ${r.text}`).toBe(201);
      await h.t.api("DELETE", `/v1/webhook_endpoints/${r.body.id}`, { key: a.keys.live });
    }
    for (const bad of [
      "http://example.com/h",
      "http://10.0.0.1/h",
      "ftp://example.com/h",
      "not a url",
      "https://user:pw@example.com/h",
      "https://example.com/h#frag",
    ]) {
      const r = await post(bad);
      expect(r.status, bad).toBe(400);
      expect(r.body.error.code).toBe("invalid_request");
      expect(r.body.error.param).toBe("url");
    }
    const http = await post("http://example.com/h");
    expect(http.body.error.message).toMatch(/https/);
  });

  it("spec 6: enabled_events is a non-empty set of the nine event kinds; bodies are strict", async () => {
    const a = await account();
    const post = (body: unknown) => h.t.api("POST", "/v1/webhook_endpoints", { key: a.keys.live, body });
    const bads: unknown[] = [
      { url: URL_OK, enabled_events: [] },
      { url: URL_OK, enabled_events: ["message.sent", "message.sent"] },
      { url: URL_OK, enabled_events: ["message.bounced"] },
      { url: URL_OK, enabled_events: ["*"] },
      { url: URL_OK },
      { url: URL_OK, enabled_events: ["message.sent"], secret: "whsec_mine" },
    ];
    for (const body of bads) {
      const r = await post(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.code).toBe("invalid_request");
    }
    const all = [
      "message.sent",
      "message.delivered",
      "message.undelivered",
      "message.failed",
      "message.received",
      "message.opted_out",
      "message.help_requested",
      "campaign.status_changed",
      "number.released",
    ];
    const r = await post({ url: URL_OK, enabled_events: all });
    expect(r.status).toBe(201);
    expect(r.body.enabled_events).toEqual(all);
  });

  it("spec 2, 8: at most 10 endpoints per account, live and test together; the 11th is refused naming the limit", async () => {
    const a = await account();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await h.t.api("POST", "/v1/webhook_endpoints", {
        key: i < 7 ? a.keys.live : a.keys.test,
        body: { url: `${URL_OK}/${i}`, enabled_events: ["message.sent"] },
      });
      expect(r.status).toBe(201);
      ids.push(r.body.id);
    }
    for (const key of [a.keys.live, a.keys.test]) {
      const eleventh = await h.t.api("POST", "/v1/webhook_endpoints", {
        key,
        body: { url: `${URL_OK}/11`, enabled_events: ["message.sent"] },
      });
      expect(eleventh.status).toBe(422);
      expect(eleventh.body.error.code).toBe("webhook_endpoint_limit_reached");
      expect(eleventh.body.error.message).toMatch(/10/);
    }
    // The modes still see only their own endpoints (spec 1: test data apart from live data).
    const liveList = await h.t.api("GET", "/v1/webhook_endpoints?limit=100", { key: a.keys.live });
    expect(liveList.body.data.map((e: any) => e.id).sort()).toEqual(ids.slice(0, 7).sort());
    // Deleting one (of either mode) frees a place for either mode.
    expect((await h.t.api("DELETE", `/v1/webhook_endpoints/${ids[0]}`, { key: a.keys.live })).status).toBe(200);
    const test = await h.t.api("POST", "/v1/webhook_endpoints", {
      key: a.keys.test,
      body: { url: URL_OK, enabled_events: ["message.sent"] },
    });
    expect(test.status).toBe(201);
    expect(test.body.mode).toBe("test");
    const again = await h.t.api("POST", "/v1/webhook_endpoints", {
      key: a.keys.live,
      body: { url: `${URL_OK}/again`, enabled_events: ["message.sent"] },
    });
    expect(again.status).toBe(422);
  });

  it("lists newest first with cursor pagination and a status filter", async () => {
    const a = await account();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await h.t.api("POST", "/v1/webhook_endpoints", {
        key: a.keys.live,
        body: { url: `${URL_OK}/${i}`, enabled_events: ["message.sent"] },
      })).body.id);
      await h.t.advance(1);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const r: any = await h.t.api("GET", `/v1/webhook_endpoints?limit=2${cursor ? `&cursor=${cursor}` : ""}`, {
        key: a.keys.live,
      });
      expect(r.status).toBe(200);
      expect(r.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...r.body.data.map((e: any) => e.id));
      cursor = r.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    await h.t.api("PATCH", `/v1/webhook_endpoints/${ids[1]}`, { key: a.keys.live, body: { status: "disabled" } });
    const disabled = await h.t.api("GET", "/v1/webhook_endpoints?status=disabled", { key: a.keys.live });
    expect(disabled.body.data.map((e: any) => e.id)).toEqual([ids[1]]);
    const tooBig = await h.t.api("GET", "/v1/webhook_endpoints?limit=101", { key: a.keys.live });
    expect(tooBig.status).toBe(400);
  });

  it("updates url, description, events and metadata; updated_at moves; unknown ids 404", async () => {
    const a = await account();
    const ep = (await h.t.api("POST", "/v1/webhook_endpoints", {
      key: a.keys.live,
      body: { url: URL_OK, enabled_events: ["message.sent"], description: "d" },
    })).body;
    await h.t.advance(5);
    const r = await h.t.api("PATCH", `/v1/webhook_endpoints/${ep.id}`, {
      key: a.keys.live,
      body: {
        url: "https://other.example.com/h",
        description: null,
        enabled_events: ["number.released"],
        metadata: { team: "ops" },
      },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      url: "https://other.example.com/h",
      description: null,
      enabled_events: ["number.released"],
      metadata: { team: "ops" },
      created_at: ep.created_at,
    });
    expect(Date.parse(r.body.updated_at) - Date.parse(ep.updated_at)).toBeGreaterThanOrEqual(5000);
    const bad = await h.t.api("PATCH", `/v1/webhook_endpoints/${ep.id}`, {
      key: a.keys.live,
      body: { url: "http://example.com" },
    });
    expect(bad.status).toBe(400);
    const missing = await h.t.api("PATCH", "/v1/webhook_endpoints/we_nope", { key: a.keys.live, body: {} });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("resource_not_found");
    // Another mode does not see it.
    expect((await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`, { key: a.keys.test })).status).toBe(404);
  });

  it("deletes an endpoint: acknowledgement, then 404", async () => {
    const a = await account();
    const ep = (await h.t.api("POST", "/v1/webhook_endpoints", {
      key: a.keys.live,
      body: { url: URL_OK, enabled_events: ["message.sent"] },
    })).body;
    const del = await h.t.api("DELETE", `/v1/webhook_endpoints/${ep.id}`, { key: a.keys.live });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ id: ep.id, object: "webhook_endpoint", deleted: true });
    expect((await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`, { key: a.keys.live })).status).toBe(404);
    expect((await h.t.api("DELETE", `/v1/webhook_endpoints/${ep.id}`, { key: a.keys.live })).status).toBe(404);
  });

  it("rolls the secret: a new whsec_ once, the previous one valid for the grace period on the emulator clock", async () => {
    const a = await account();
    const ep = (await h.t.api("POST", "/v1/webhook_endpoints", {
      key: a.keys.live,
      body: { url: URL_OK, enabled_events: ["message.sent"] },
    })).body;
    const rolled = await h.t.api("POST", `/v1/webhook_endpoints/${ep.id}/roll_secret`, { key: a.keys.live });
    expect(rolled.status).toBe(200);
    expect(rolled.body.secret).toMatch(/^whsec_[A-Za-z0-9]{32}$/);
    expect(rolled.body.secret).not.toBe(ep.secret);
    const expires = Date.parse(rolled.body.previous_secret_expires_at);
    expect(expires - Date.parse(rolled.body.updated_at)).toBe(24 * 3600 * 1000);
    const read = await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`, { key: a.keys.live });
    expect(read.body.secret).toBeUndefined();
    expect(read.body.previous_secret_expires_at).toBe(rolled.body.previous_secret_expires_at);
    await h.t.advance(24 * 3600);
    const after = await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`, { key: a.keys.live });
    expect(after.body.previous_secret_expires_at).toBeNull();
    const custom = await h.t.api("POST", `/v1/webhook_endpoints/${ep.id}/roll_secret`, {
      key: a.keys.live,
      body: { grace_period_seconds: 600 },
    });
    expect(Date.parse(custom.body.previous_secret_expires_at) - Date.parse(custom.body.updated_at)).toBe(600_000);
    const immediate = await h.t.api("POST", `/v1/webhook_endpoints/${ep.id}/roll_secret`, {
      key: a.keys.live,
      body: { grace_period_seconds: 0 },
    });
    // The secret before this roll expires at once; the one from the roll before keeps its 10 minutes.
    expect(immediate.body.previous_secret_expires_at).toBe(custom.body.previous_secret_expires_at);
    const tooLong = await h.t.api("POST", `/v1/webhook_endpoints/${ep.id}/roll_secret`, {
      key: a.keys.live,
      body: { grace_period_seconds: 8 * 86400 },
    });
    expect(tooLong.status).toBe(400);
  });

  it("re-enables a disabled endpoint with PATCH status=enabled", async () => {
    const a = await account();
    const ep = (await h.t.api("POST", "/v1/webhook_endpoints", {
      key: a.keys.live,
      body: { url: URL_OK, enabled_events: ["message.sent"] },
    })).body;
    const off = await h.t.api("PATCH", `/v1/webhook_endpoints/${ep.id}`, { key: a.keys.live, body: { status: "disabled" } });
    expect(off.body).toMatchObject({ status: "disabled", disabled_reason: "manual" });
    expect(off.body.disabled_at).not.toBeNull();
    const on = await h.t.api("PATCH", `/v1/webhook_endpoints/${ep.id}`, { key: a.keys.live, body: { status: "enabled" } });
    expect(on.body).toMatchObject({ status: "enabled", disabled_reason: null, disabled_at: null, failing_since: null });
    const bad = await h.t.api("PATCH", `/v1/webhook_endpoints/${ep.id}`, { key: a.keys.live, body: { status: "paused" } });
    expect(bad.status).toBe(400);
  });

  it("spec 5.4: writes need webhooks:write; reads accept webhooks:read or webhooks:write", async () => {
    const a = await account();
    const mk = async (scopes: string[]) => {
      const r = await h.t.api("POST", "/v1/keys", { key: a.keys.live, body: { scopes } });
      expect(r.status).toBe(201);
      return { id: r.body.id, secret: r.body.secret };
    };
    const reader = await mk(["webhooks:read"]);
    const writer = await mk(["webhooks:write"]);
    const other = await mk(["messages:write"]);
    const body = { url: URL_OK, enabled_events: ["message.sent"] };
    const c = await h.t.api("POST", "/v1/webhook_endpoints", { key: writer, body });
    expect(c.status).toBe(201);
    const denied = await h.t.api("POST", "/v1/webhook_endpoints", { key: reader, body });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe("insufficient_scope");
    for (const k of [reader, writer]) {
      expect((await h.t.api("GET", "/v1/webhook_endpoints", { key: k })).status).toBe(200);
      expect((await h.t.api("GET", `/v1/webhook_endpoints/${c.body.id}`, { key: k })).status).toBe(200);
    }
    expect((await h.t.api("GET", "/v1/webhook_endpoints", { key: other })).status).toBe(403);
    for (const [m, p] of [
      ["PATCH", `/v1/webhook_endpoints/${c.body.id}`],
      ["POST", `/v1/webhook_endpoints/${c.body.id}/roll_secret`],
      ["DELETE", `/v1/webhook_endpoints/${c.body.id}`],
    ] as const) {
      expect((await h.t.api(m, p, { key: reader, body: m === "DELETE" ? undefined : {} })).status).toBe(403);
    }
  });

  it("spec 8: a create retried with the same Idempotency-Key returns the same endpoint, not a second one", async () => {
    const a = await account();
    const body = { url: URL_OK, enabled_events: ["message.sent"] };
    const first = await h.t.api("POST", "/v1/webhook_endpoints", { key: a.keys.live, body, idempotencyKey: "k-1" });
    const second = await h.t.api("POST", "/v1/webhook_endpoints", { key: a.keys.live, body, idempotencyKey: "k-1" });
    expect(second.body.id).toBe(first.body.id);
    const list = await h.t.api("GET", "/v1/webhook_endpoints", { key: a.keys.live });
    expect(list.body.data).toHaveLength(1);
  });
});
