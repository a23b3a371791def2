// List fields element by element, and how owners are named: the pure pieces under plan and drift output.
import { describe, expect, it } from "vitest";
import { listElements } from "../../cli/reconcile/elements";
import { ownerLabel } from "../../provider/ownership";
import { listElementLines, TEXT_MARKS } from "../../cli/reconcile/review";

describe("list element diffs", () => {
  it("an unordered list of values (enabled events) shows what was added and removed, not a reordering", () => {
    const el = listElements(["message.sent", "message.failed", "message.delivered"], ["message.delivered", "message.sent", "message.opted_out"], true)!;
    expect(el).toEqual({ kind: "set", added: ["message.opted_out"], removed: ["message.failed"], changed: [], unchanged: 2 });
    expect(listElementLines(el, TEXT_MARKS)).toEqual([
      { sign: "-", text: "\"message.failed\"" },
      { sign: "+", text: "\"message.opted_out\"" },
      { sign: "…", text: "2 unchanged" },
    ]);
  });

  it("objects are identified by a key every element has once (cidr), else compared whole", () => {
    const keyed = listElements([{ cidr: "10.0.0.0/8", description: "a" }], [{ cidr: "10.0.0.0/8", description: "b" }])!;
    expect(keyed.key).toBe("cidr");
    expect(listElementLines(keyed, TEXT_MARKS)).toEqual([{ sign: "~", text: "10.0.0.0/8: description \"a\" → \"b\"" }]);
    const unkeyed = listElements([{ a: 1 }, { a: 2 }], [{ a: 2 }, { a: 3 }])!;
    expect(unkeyed).toEqual({ kind: "objects", added: [{ a: 3 }], removed: [{ a: 1 }], changed: [], unchanged: 1 });
    expect(listElements("a", "b")).toBeUndefined();
    expect(listElements(undefined, ["x"])).toMatchObject({ added: ["x"], removed: [], unchanged: 0 });
  });

  it("element lines are terminal text: control characters in an element are visible", () => {
    const el = listElements([{ cidr: "1.2.3.4/32", description: "ok" }], [{ cidr: "1.2.3.4/32", description: "x\u001b[2J\n# y" }])!;
    const [line] = listElementLines(el, TEXT_MARKS);
    expect(line!.text).not.toMatch(/[\u0000-\u001f]/); // eslint-disable-line no-control-regex
  });
});

describe("owner names", () => {
  it("names msgform writes read as they are; anything else is quoted and marked untrusted", () => {
    expect(ownerLabel({ kind: "config", configuration: "prod" })).toBe("configuration prod");
    expect(ownerLabel({ kind: "pulumi", project: "payments", stack: "prod" })).toBe("Pulumi stack payments/prod");
    expect(ownerLabel({ kind: "config", configuration: "Prod Team" })).toBe("configuration \"Prod Team\" (untrusted name)");
    expect(ownerLabel({ kind: "pulumi", project: "a", stack: "b/c\n#" })).toBe("Pulumi stack \"a/b/c\n#\" (untrusted name)");
  });
});
