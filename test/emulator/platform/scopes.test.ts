import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeyPair } from "../../../emulator/index";
import { isWrite } from "../../../schema/endpoint";
import { serviceEndpoints } from "../../../schema/index";
import { ALL_SCOPES, type Scope, SPEC_SCOPES } from "../../../schema/scopes";
import { TestEmulator } from "../../helpers/emulator";
import { concretePath, createKey, expectError, newAccount } from "./support";

/**
 * The full scope matrix (spec 5.4): every service endpoint in schema/index.ts against a key
 * holding each single scope. It grows by itself as endpoints are added to the schema.
 */

let t: TestEmulator;
let accountKey: KeyPair;
const keyByScope = new Map<Scope, KeyPair>();

beforeAll(async () => {
  // The matrix is about scopes, not rate limits: lift them so hundreds of calls run at once.
  t = await TestEmulator.start({ rateLimits: "off" });
  // A separate account: allowed writes in the matrix (say, clearing the allowlist) touch only it.
  accountKey = (await newAccount(t, "scope-matrix")).live;
  for (const scope of ALL_SCOPES) keyByScope.set(scope, await createKey(t, [scope], accountKey));
});
afterAll(async () => t?.close());

describe("spec 5.4 scopes", () => {
  it("spec 5.4: the spec's eight scopes all exist, and every endpoint names only known scopes", () => {
    for (const s of SPEC_SCOPES) expect(ALL_SCOPES).toContain(s);
    for (const e of serviceEndpoints) for (const s of e.scopes) expect(ALL_SCOPES, e.id).toContain(s);
  });

  it("spec 5.4: every endpoint except the caller's own context (/v1/me) requires a scope", () => {
    const open = serviceEndpoints.filter((e) => e.scopes.length === 0).map((e) => e.id);
    expect(open).toEqual(["me.get"]);
  });

  it("spec 5.4: the spec's own scope assignments hold (POST/GET /v1/messages, POST /v1/lookup)", () => {
    const find = (method: string, path: string) => serviceEndpoints.find((e) => e.method === method && e.path === path);
    const expectations: [string, string, Scope][] = [
      ["POST", "/v1/messages", "messages:write"],
      ["GET", "/v1/messages", "messages:read"],
      ["POST", "/v1/lookup", "lookup:read"],
    ];
    for (const [method, path, scope] of expectations) {
      const e = find(method, path);
      if (e) expect(e.scopes, `${method} ${path}`).toEqual([scope]);
    }
  });
});

describe.each(serviceEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
  "spec 5.4 scope matrix: %s",
  (_name, e) => {
    it(`spec 5.4: ${e.id} with each single-scope key: allowed only for ${e.scopes.join(" | ") || "any key"}`, async () => {
      const path = concretePath(e.path);
      const results = await Promise.all(
        ALL_SCOPES.map(async (scope) => {
          const r = await t.api(e.method, path, {
            key: keyByScope.get(scope)!,
            ...(isWrite(e) ? { body: {} } : {}),
          });
          return { scope, r };
        }),
      );
      for (const { scope, r } of results) {
        const allowed = e.scopes.length === 0 || e.scopes.includes(scope);
        if (allowed) {
          expect(r.status, `${scope} must be allowed: ${r.text}`).not.toBe(401);
          expect(r.status >= 500, `${scope}: ${r.text}`).toBe(false);
          expect(r.body?.error?.code, `${scope} must be allowed`).not.toBe("insufficient_scope");
        } else {
          expectError(r, 403, "insufficient_scope");
          for (const needed of e.scopes) expect(r.body.error.message, scope).toContain(needed);
        }
      }
    });
  },
);
