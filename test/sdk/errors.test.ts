import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApiError,
  AuthenticationError,
  ConflictError,
  IpNotAllowedError,
  NotFoundError,
  ScopeError,
  ValidationError,
} from "../../sdk";
import { TestEmulator } from "../helpers/emulator";
import { clientFor, freshAccount } from "./support";

let emu: TestEmulator;
beforeAll(async () => {
  emu = await TestEmulator.start();
});
afterAll(async () => {
  await emu.close();
});

/** The error a call rejects with. */
async function failure(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, "the call should fail").toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe("typed errors", () => {
  it("spec 5.1: a wrong secret is an AuthenticationError (401), with the request id, not retried", async () => {
    const { client, attempts } = clientFor(emu, { id: emu.emu.keys.live.id, secret: "svc_live_s_" + "0".repeat(40) });
    const err = await failure(client.me.get());
    expect(err).toBeInstanceOf(AuthenticationError);
    expect(err.kind).toBe("authentication");
    expect(err.status).toBe(401);
    expect(err.code).toBe("invalid_api_key");
    expect(err.requestId).toMatch(/^req_/);
    expect(err.operation).toBe("me.get");
    expect(attempts.list).toHaveLength(1);
    await client.close();
  });

  it("spec 3, 5.5: a revoked key is an AuthenticationError once revocation has propagated", async () => {
    const { client: admin } = clientFor(emu);
    const k = await admin.keys.create({ scopes: ["keys:read"], name: "to-revoke" });
    const { client } = clientFor(emu, { id: k.id, secret: k.secret });
    await client.me.get();
    await admin.keys.revoke(k.id);
    await emu.advance(6);
    const err = await failure(client.me.get());
    expect(err).toBeInstanceOf(AuthenticationError);
    expect(err.code).toBe("api_key_revoked");
    await Promise.all([admin.close(), client.close()]);
  });

  it("spec 5.4: a key without the endpoint's scope gets a ScopeError (403 insufficient_scope)", async () => {
    const { client: admin } = clientFor(emu);
    const k = await admin.keys.create({ scopes: ["keys:read"], name: "read-only" });
    const { client } = clientFor(emu, { id: k.id, secret: k.secret });
    const err = await failure(client.keys.create({ scopes: ["keys:read"] }));
    expect(err).toBeInstanceOf(ScopeError);
    expect(err.kind).toBe("scope");
    expect(err.status).toBe(403);
    expect(err.code).toBe("insufficient_scope");
    await Promise.all([admin.close(), client.close()]);
  });

  it("spec 5.6: a source address outside the allowlist gets an IpNotAllowedError (403 ip_not_allowed), before authentication", async () => {
    const { key } = await freshAccount(emu);
    const { client: inside } = clientFor(emu, key, { localAddress: "127.0.0.2" });
    await inside.allowlist.replace({ entries: [{ cidr: "127.0.0.2/32" }] });
    const { client: outside } = clientFor(emu, key, { localAddress: "127.0.0.3" });
    const err = await failure(outside.me.get());
    expect(err).toBeInstanceOf(IpNotAllowedError);
    expect(err.kind).toBe("ip_not_allowed");
    expect(err.status).toBe(403);
    // Checked before the secret: a wrong secret from outside still reads ip_not_allowed.
    const { client: wrong } = clientFor(emu, { id: key.id, secret: "svc_live_s_" + "1".repeat(40) }, { localAddress: "127.0.0.3" });
    expect((await failure(wrong.me.get())).code).toBe("ip_not_allowed");
    await inside.allowlist.clear();
    await Promise.all([inside.close(), outside.close(), wrong.close()]);
  });

  it("a missing object is a NotFoundError (404)", async () => {
    const { client } = clientFor(emu);
    const err = await failure(client.keys.get("svc_live_k_" + "Z".repeat(24)));
    expect(err).toBeInstanceOf(NotFoundError);
    expect(err.kind).toBe("not_found");
    expect(err.status).toBe(404);
    expect(err.code).toBe("resource_not_found");
    await client.close();
  });

  it("an invalid request is a ValidationError (400) naming the field; a 422 is one too", async () => {
    const { client } = clientFor(emu);
    const err = await failure(client.keys.create({ scopes: [] }));
    expect(err).toBeInstanceOf(ValidationError);
    expect(err.kind).toBe("validation");
    expect(err.status).toBe(400);
    expect(err.param).toBe("scopes");
    expect(err.details?.[0]?.param).toBe("scopes");
    const { client: far } = clientFor(emu, "live", { localAddress: "127.0.0.4" });
    const lockout = await failure(far.allowlist.replace({ entries: [{ cidr: "10.0.0.0/8" }] }));
    expect(lockout).toBeInstanceOf(ValidationError);
    expect(lockout.status).toBe(422);
    expect(lockout.code).toBe("allowlist_excludes_caller");
    await Promise.all([client.close(), far.close()]);
  });

  it("a state conflict is a ConflictError (409), distinct from idempotency conflicts", async () => {
    const { client } = clientFor(emu);
    const k = await client.keys.create({ scopes: ["keys:read"], name: "conflict" });
    await client.keys.revoke(k.id);
    const err = await failure(client.keys.update(k.id, { name: "renamed" }));
    expect(err).toBeInstanceOf(ConflictError);
    expect(err.kind).toBe("conflict");
    expect(err.code).toBe("api_key_revoked");
    const json = JSON.parse(JSON.stringify(err));
    expect(json).toMatchObject({ name: "ConflictError", kind: "conflict", status: 409, code: "api_key_revoked" });
    expect(json.requestId).toMatch(/^req_/);
    await client.close();
  });
});
