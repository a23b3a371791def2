// A Pulumi program under runtime mocks: a kind's resource class (here for the test "Widget" kind,
// as the six real classes will be) passes its args through as inputs, registers the dynamic type
// with the shim as `__provider`, and asks the engine to mark the kind's secret outputs secret.
// MockMonitor does not apply additionalSecretOutputs, so the monitor is wrapped to do what the
// engine does with them. Uses the built package, as a program importing "msgform" would.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type * as PulumiModule from "@pulumi/pulumi";
import { beforeAll, describe, expect, it } from "vitest";
import type { InputOf } from "../../provider/kinds/kind";
import type { ArgsOf } from "../../provider/pulumi";
import { Widget as WidgetKind } from "./fixtures/widgetKind";

const ROOT = resolve(__dirname, "..", "..");
type ProviderModule = typeof import("../../provider/pulumi");
type ResourceModule = typeof import("../../provider/pulumi/resource");
if (!existsSync(join(ROOT, "dist", "index.js"))) throw new Error("these tests use the built package: run `npm run build` first");
const provider = (require(join(ROOT, "dist", "index.js")) as { provider: ProviderModule }).provider;
const { KindResource, resourceType } = require(join(ROOT, "dist", "provider", "pulumi", "resource.js")) as ResourceModule;
const pulumi = require("@pulumi/pulumi") as typeof PulumiModule;
const rpc = require("@pulumi/pulumi/runtime/rpc") as typeof import("@pulumi/pulumi/runtime/rpc");
const settings = require("@pulumi/pulumi/runtime/settings") as typeof import("@pulumi/pulumi/runtime/settings");
const structproto = require("google-protobuf/google/protobuf/struct_pb") as typeof import("google-protobuf/google/protobuf/struct_pb");

/** How a kind's resource class is written (the six real ones follow this shape). */
class Widget extends KindResource {
  declare readonly name: PulumiModule.Output<string>;
  declare readonly size: PulumiModule.Output<number>;
  declare readonly color: PulumiModule.Output<"red" | "green" | "blue">;
  declare readonly tags: PulumiModule.Output<string[]>;
  declare readonly allowDelete: PulumiModule.Output<boolean>;
  declare readonly createdAt: PulumiModule.Output<string>;
  declare readonly revision: PulumiModule.Output<number>;
  declare readonly token: PulumiModule.Output<string | undefined>;

  constructor(name: string, args: ArgsOf<InputOf<typeof WidgetKind>>, opts?: PulumiModule.CustomResourceOptions) {
    super(WidgetKind, name, args, opts);
  }
}

// Args are typed by the kind's schema input: color is required, size and tags are optional.
const _typed: ArgsOf<InputOf<typeof WidgetKind>> = { name: "n", color: "red" };
// @ts-expect-error color is required
const _missing: ArgsOf<InputOf<typeof WidgetKind>> = { name: "n" };

interface Registration {
  type: string;
  name: string;
  inputs: Record<string, any>;
  additionalSecretOutputs: string[];
}

const KEY_SECRET = "svc_test_" + randomBytes(20).toString("hex");
const registrations: Registration[] = [];

const value = <T>(o: PulumiModule.Output<T>): Promise<T> => new Promise((res) => o.apply((v) => res(v)));

beforeAll(async () => {
  // Credentials present in the program's process, as they would be in a real run.
  process.env.MSGFORM_KEY_SECRET = KEY_SECRET;
  pulumi.runtime.setAllConfig({ "msgform:keyId": "svc_test_k", "msgform:keySecret": KEY_SECRET }, ["msgform:keySecret"]);

  await pulumi.runtime.setMocks(
    {
      newResource: (args) => ({
        id: `wid_${args.name}`,
        state: { ...args.inputs, createdAt: "2026-01-01T00:00:00.000Z", revision: 1, token: `wtok_${args.name}` },
      }),
      call: () => ({}),
    },
    "msgform-test",
    "test",
    false,
  );
  const monitor = settings.getMonitor() as any;
  const register = monitor.registerResource.bind(monitor);
  monitor.registerResource = (req: any, callback: (err: unknown, res: any) => void) => {
    const additionalSecretOutputs: string[] = req.getAdditionalsecretoutputsList();
    registrations.push({
      type: req.getType(),
      name: req.getName(),
      inputs: rpc.deserializeProperties(req.getObject()),
      additionalSecretOutputs,
    });
    register(req, (err: unknown, res: any) => {
      if (res) {
        // The engine marks these outputs secret in the RegisterResource response.
        const state = res.getObject().toJavaScript();
        for (const k of additionalSecretOutputs) {
          if (k in state) state[k] = { [rpc.specialSigKey]: rpc.specialSecretSig, value: state[k] };
        }
        res.setObject(structproto.Struct.fromJavaScript(state));
      }
      callback(err, res);
    });
  };
});

describe("a resource class under runtime mocks", () => {
  it("registers the dynamic type with the args as inputs and the shim as __provider", async () => {
    const w = new Widget("w1", { name: "alpha", color: "red", tags: pulumi.output(["a", "b"]) });
    expect(await value(w.id)).toBe("wid_w1");
    const reg = registrations.find((r) => r.name === "w1")!;
    expect(reg.type).toBe("pulumi-nodejs:dynamic/msgform:Widget");
    expect(resourceType("Widget")).toBe(reg.type);
    const { __provider, __identity, ...inputs } = reg.inputs;
    expect(inputs).toEqual({ name: "alpha", color: "red", tags: ["a", "b"] });
    // Who declares it (issue 13, 14): the stack and the resource name, a hidden input.
    expect(__identity).toEqual({ project: expect.any(String), stack: expect.any(String), name: reg.name });
    expect(__provider).toBe((await provider.serializeProvider(provider.shimFor("Widget"))).text);
    expect(__provider).not.toContain(KEY_SECRET);
    expect(__provider).not.toContain("svc_test_k");
    expect(__provider.length).toBeLessThan(4096);
  });

  it("exposes desired and output fields, with the kind's secret outputs marked secret", async () => {
    const w = new Widget("w2", { name: "beta", color: "green" });
    expect(await value(w.id)).toBe("wid_w2");
    expect(registrations.find((r) => r.name === "w2")!.additionalSecretOutputs).toEqual(["token"]);
    expect(await value(w.name)).toBe("beta");
    expect(await value(w.revision)).toBe(1);
    expect(await value(w.token)).toBe("wtok_w2");
    expect(await pulumi.isSecret(w.token)).toBe(true);
    expect(await pulumi.isSecret(w.name)).toBe(false);
    expect(await pulumi.isSecret(w.createdAt)).toBe(false);
  });

  it("keeps secret args secret and merges the caller's additionalSecretOutputs", async () => {
    const w = new Widget("w3", { name: pulumi.secret("hidden"), color: "blue" }, { additionalSecretOutputs: ["createdAt"] });
    expect(await value(w.id)).toBe("wid_w3");
    const reg = registrations.find((r) => r.name === "w3")!;
    expect(rpc.isRpcSecret(reg.inputs.name)).toBe(true);
    expect([...reg.additionalSecretOutputs].sort()).toEqual(["createdAt", "token"]);
    expect(await pulumi.isSecret(w.name)).toBe(true);
    expect(await value(w.name)).toBe("hidden");
  });

  it("serializes each kind's shim once per program", async () => {
    new Widget("w4", { name: "gamma", color: "red" });
    new Widget("w5", { name: "delta", color: "red" });
    await new Promise((r) => setTimeout(r, 50));
    const providers = new Set(registrations.filter((r) => ["w4", "w5"].includes(r.name)).map((r) => r.inputs.__provider));
    expect(providers.size).toBe(1);
  });
});
