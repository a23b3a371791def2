// Messages a dynamic provider shows in the engine's output (`pulumi up`'s diagnostics), such as a
// Delete that left an object to the owner it was handed over to.
//
// `pulumi.log.info` does not reach the engine from here: the dynamic-provider host never tells the
// runtime the engine's address (PULUMI_NODEJS_ENGINE is set for programs, not for plugins), so it
// falls back to printing "info: [runtime] …" on stdout. The engine starts every provider plugin
// with its own gRPC address as the first argument (`dynamic-provider <engine>`), so this sends the
// message by the Engine service's Log call itself, as a program's log does. Without that address
// (a provider run outside the host), the message goes to stderr, which the engine also shows.
import { dirname } from "node:path";
import { inertLine } from "../../sdk/escape";

type Sender = (severity: "info" | "warning", message: string) => Promise<void>;

let sender: Sender | undefined;

/** The engine address the host was started with, when this process is the dynamic-provider host. */
function hostEngineAddress(argv: readonly string[] = process.argv): string | undefined {
  const script = argv[1] ?? "";
  const address = argv[2] ?? "";
  if (!/dynamic-provider/.test(script)) return undefined;
  return /^[\w.[\]:-]+:\d+$/.test(address) ? address : undefined;
}

function engineSender(address: string): Sender {
  const pulumiDir = dirname(require.resolve("@pulumi/pulumi/package.json"));
  // The host's own gRPC library (one per process), found from the Pulumi package that loaded us.
  const grpc = require(require.resolve("@grpc/grpc-js", { paths: [pulumiDir] })) as typeof import("@grpc/grpc-js");
  const engrpc = require("@pulumi/pulumi/proto/engine_grpc_pb") as typeof import("@pulumi/pulumi/proto/engine_grpc_pb");
  const engproto = require("@pulumi/pulumi/proto/engine_pb") as typeof import("@pulumi/pulumi/proto/engine_pb");

  const client = new engrpc.EngineClient(address, grpc.credentials.createInsecure());
  const severities = { info: engproto.LogSeverity.INFO, warning: engproto.LogSeverity.WARNING };
  return (severity, message) =>
    new Promise<void>((resolve) => {
      const req = new engproto.LogRequest();
      req.setSeverity(severities[severity]);
      req.setMessage(message);
      // The provider is not told the resource's URN: the engine shows the message among the update's diagnostics.
      req.setUrn("");
      const deadline = new Date(Date.now() + 5000);
      client.log(req, new grpc.Metadata(), { deadline }, (err) => {
        if (err) console.error(message);
        resolve();
      });
    });
}

/** Shows a message in the engine's output; never fails the operation that reports it. */
export async function engineLog(severity: "info" | "warning", message: string): Promise<void> {
  if (sender === undefined) {
    const address = hostEngineAddress();
    try {
      sender = address === undefined ? undefined : engineSender(address);
    } catch {
      sender = undefined;
    }
    sender ??= async (_severity, text) => {
      console.error(text);
    };
  }
  // Callers escape the account strings they quote; no line of the message may start a CI workflow
  // command either (the engine's output is a CI log in most pipelines).
  await sender(severity, message.split("\n").map(inertLine).join("\n"));
}
