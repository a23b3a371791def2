// The resource model's pure parts: the generic diff, carry-over after a read, secret field lists,
// settings resolution and redaction. No host, no build needed.
import { describe, expect, it } from "vitest";
import { carryOver, diffDesired, ObjectNotReadyError, isObjectNotReady, sameValue, secretFields, SECRET_MASK } from "../../provider/kinds/kind";
import { propertyPath, redact, UNKNOWN } from "../../provider/pulumi/adapter";
import { resolveSettings } from "../../provider/pulumi/settings";
import { Widget } from "./fixtures/widgetKind";

const base = { name: "a", size: 1, color: "red", tags: ["x", "y"], allowDelete: false };

describe("diffDesired", () => {
  it("reports no change for equal states, whatever the key order or unset spelling", () => {
    const d = diffDesired(Widget, { ...base, extra: undefined }, { allowDelete: false, tags: ["x", "y"], color: "red", size: 1, name: "a" });
    expect(d.action).toBe("none");
    expect(d.changes).toEqual([]);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue({ a: 1, b: null }, { a: 1 })).toBe(true);
  });

  it("classifies in-place, replacing and local changes", () => {
    const inPlace = diffDesired(Widget, base, { ...base, size: 2, name: "b" });
    expect(inPlace.action).toBe("update");
    expect(inPlace.updateFields).toEqual(["name", "size"]);
    expect(inPlace.changes[0]).toMatchObject({ field: "name", change: "update", old: "a", new: "b", secret: false, unknown: false });

    const replace = diffDesired(Widget, base, { ...base, color: "blue", size: 3 });
    expect(replace.action).toBe("replace");
    expect(replace.replaceFields).toEqual(["color"]);
    expect(replace.updateFields).toEqual(["size"]);

    const local = diffDesired(Widget, base, { ...base, allowDelete: true });
    expect(local.action).toBe("update");
    expect(local.localFields).toEqual(["allowDelete"]);
    expect(local.updateFields).toEqual([]);
  });

  it("compares unordered arrays as sets and ordered ones in order", () => {
    expect(diffDesired(Widget, base, { ...base, tags: ["y", "x"] }).action).toBe("none");
    expect(diffDesired(Widget, base, { ...base, tags: ["y"] }).updateFields).toEqual(["tags"]);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue([1, 2], [2, 1], true)).toBe(true);
  });

  it("counts an unknown new value (preview) as a change, replacing when the field replaces", () => {
    const d = diffDesired(Widget, base, { ...base, color: UNKNOWN, tags: ["x", UNKNOWN] }, { isUnknown: (v) => v === UNKNOWN });
    expect(d.action).toBe("replace");
    expect(d.changes.map((c) => [c.field, c.unknown])).toEqual([["color", true], ["tags", true]]);
  });

  it("masks secret fields' values", () => {
    const kind = { fields: { password: { change: "update" as const, secret: true } } };
    const d = diffDesired(kind, { password: "old-pass" }, { password: "new-pass" });
    expect(d.changes[0]).toMatchObject({ old: SECRET_MASK, new: SECRET_MASK, secret: true });
    expect(JSON.stringify(d)).not.toContain("pass\"");
  });
});

describe("kind rules", () => {
  it("lists secret fields from desired and output rules", () => {
    expect(secretFields(Widget)).toEqual(["token"]);
  });

  it("carries local fields and unobservable outputs over a read", () => {
    const live = { id: "w1", desired: { ...base, name: "drifted", allowDelete: false }, outputs: { createdAt: "t", revision: 2, token: undefined as string | undefined } };
    const merged = carryOver(Widget, live, { desired: { ...base, allowDelete: true }, outputs: { createdAt: "t", revision: 1, token: "tok" } });
    expect(merged.desired).toMatchObject({ name: "drifted", allowDelete: true });
    expect(merged.outputs).toEqual({ createdAt: "t", revision: 2, token: "tok" });
  });

  it("recognizes not-ready errors across module copies by name", () => {
    const e = new ObjectNotReadyError("not ready", "w1", { revision: 1 });
    expect(isObjectNotReady(e)).toBe(true);
    expect(e.reasons).toEqual(["not ready"]);
    const lookalike = Object.assign(new Error("x"), { name: "ObjectNotReadyError", id: "w2" });
    expect(isObjectNotReady(lookalike)).toBe(true);
    expect(isObjectNotReady(new Error("x"))).toBe(false);
  });

  it("writes Pulumi property paths", () => {
    expect(propertyPath(["tags", 0])).toBe("tags[0]");
    expect(propertyPath(["a", "b", 2, "c"])).toBe("a.b[2].c");
    expect(propertyPath([])).toBe("");
  });
});

describe("settings", () => {
  const config = (values: Record<string, string>) => ({ get: (k: string) => values[k] });
  const env = { MSGFORM_BASE_URL: "https://env.example", MSGFORM_KEY_ID: "env-id", MSGFORM_KEY_SECRET: "env-secret", MSGFORM_CA_FILE: "/env/ca.pem" };

  it("takes each value from stack config, else the environment", () => {
    const s = resolveSettings(config({ "msgform:baseUrl": "https://cfg.example" }), env);
    expect(s).toMatchObject({ baseUrl: "https://cfg.example", keyId: "env-id", caFile: "/env/ca.pem" });
    expect(s.keySecret).toBe("env-secret");
    expect(s.describe()).toBe("baseUrl from msgform:baseUrl, caFile from MSGFORM_CA_FILE, key from MSGFORM_KEY_ID/MSGFORM_KEY_SECRET");
  });

  it("takes the key pair from stack config as a whole", () => {
    const s = resolveSettings(config({ "msgform:keyId": "cfg-id", "msgform:keySecret": "cfg-secret" }), env);
    expect([s.keyId, s.keySecret]).toEqual(["cfg-id", "cfg-secret"]);
    expect(() => resolveSettings(config({ "msgform:keyId": "cfg-id" }), env)).toThrow(
      /stack config sets msgform:keyId but not msgform:keySecret.*pulumi config set --secret msgform:keySecret/,
    );
  });

  it("keeps the secret out of enumeration, JSON and the description", () => {
    const s = resolveSettings(undefined, env);
    expect(Object.keys(s)).not.toContain("keySecret");
    expect(JSON.stringify(s)).not.toContain("env-secret");
    expect(s.describe()).not.toContain("env-secret");
  });

  it("survives a host Config that throws (no Configure call)", () => {
    const throwing = {
      get: (): string => {
        throw new TypeError("no config");
      },
    };
    const s = resolveSettings(throwing, {});
    expect(s.describe()).toBe("no msgform settings in stack config or environment");
    expect(s.config("msgform:baseUrl")).toBeUndefined();
  });

  it("redacts secret text", () => {
    expect(redact("the secret is abcd1234 (abcd1234)", ["abcd1234"])).toBe("the secret is [secret] ([secret])");
  });
});
