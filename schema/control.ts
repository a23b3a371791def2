import { z } from "zod";
import { Mode, Timestamp } from "./common";
import { controlEndpoint } from "./endpoint";

const KeyPair = z.object({ id: z.string(), secret: z.string() });

const AccountCredentials = z
  .object({
    account_id: z.string(),
    keys: z.object({
      live: KeyPair.meta({ description: "Live bootstrap key with every scope" }),
      test: KeyPair.meta({ description: "Test bootstrap key with every scope" }),
    }),
  })
  .meta({ id: "ControlAccountCredentials" });

const AccountSummary = z.object({
  account_id: z.string(),
  name: z.string().nullable(),
  primary: z.boolean(),
  administrators: z.array(z.string()),
  created_at: Timestamp,
});

const KeyCounter = z.object({
  id: z.string(),
  mode: Mode,
  name: z.string().nullable(),
  status: z.enum(["active", "revoked"]),
  scopes: z.array(z.string()),
  created_at: Timestamp,
  request_count: z.number().int().min(0),
  last_used_at: Timestamp.nullable(),
});

const EmailSchema = z
  .object({ id: z.string(), to: z.array(z.string()), subject: z.string(), body: z.string(), sent_at: Timestamp })
  .meta({ id: "ControlEmail" });

const Clock = z.object({ now: Timestamp, offset_ms: z.number().min(0) });

export const FaultSpecSchema = z.strictObject({
  target: z
    .string()
    .min(1)
    .meta({ description: "Operation id (\"keys.create\"), family (\"keys.*\") or \"*\"" }),
  kind: z.enum(["error_5xx", "rate_limit_burst", "latency", "reset_after_commit"]),
  probability: z.number().min(0).max(1),
  status: z
    .union([z.literal(408), z.literal(500), z.literal(501), z.literal(502), z.literal(503), z.literal(504)])
    .optional()
    .meta({ description: "error_5xx: the status to answer, 503 by default (408 and 501 test a client's retry rules)" }),
  latency_ms: z.number().int().min(0).max(60_000).optional(),
  burst_ms: z.number().int().min(1).max(60_000).optional(),
  account_id: z.string().optional(),
  max_count: z.number().int().min(1).optional(),
});
const OperationSchema = z.object({
  id: z.string().meta({ description: "Operation id, the fault target (\"messages.create\")" }),
  method: z.string(),
  path: z.string(),
  summary: z.string(),
});
const FaultSchema = FaultSpecSchema.extend({ id: z.string(), count: z.number().int().min(0) });

const SettingsSchema = z.object({
  rate_limits: z
    .union([z.enum(["spec", "off"]), z.number().positive()])
    .meta({ description: "\"spec\" for the spec's limits, \"off\" to lift them, or a factor applied to every limit" }),
  revocation_propagation_seconds: z.number().min(0).max(5),
  body_limit_bytes: z.number().int().min(1),
});
const SettingsPatch = z.strictObject({
  rate_limits: SettingsSchema.shape.rate_limits.optional(),
  revocation_propagation_seconds: z.number().min(0).max(5).optional(),
  fault_seed: z.number().int().min(0).optional().meta({ description: "Make fault injection deterministic from now on" }),
});

const AccountParams = z.object({ account_id: z.string() });
const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const controlEndpoints = {
  createAccount: controlEndpoint({
    id: "control.accounts.create",
    method: "POST",
    path: "/control/accounts",
    summary: "Create an account with a live and a test bootstrap key, each carrying every scope.",
    body: z.strictObject({ name: z.string().optional(), administrators: z.array(z.email()).min(1).optional() }),
    response: AccountCredentials,
    status: 201,
  }),
  listAccounts: controlEndpoint({
    id: "control.accounts.list",
    method: "GET",
    path: "/control/accounts",
    summary: "List accounts.",
    response: list(AccountSummary),
  }),
  keyCounters: controlEndpoint({
    id: "control.keys.list",
    method: "GET",
    path: "/control/accounts/{account_id}/keys",
    summary: "Per-key request counters of an account, both modes (the console's counter, spec 2).",
    params: AccountParams,
    response: list(KeyCounter),
  }),
  outbox: controlEndpoint({
    id: "control.outbox.list",
    method: "GET",
    path: "/control/accounts/{account_id}/outbox",
    summary: "Emails the service sent to the account's administrators (spec 3, 6: endpoint disabled).",
    params: AccountParams,
    response: list(EmailSchema),
  }),
  getClock: controlEndpoint({
    id: "control.clock.get",
    method: "GET",
    path: "/control/clock",
    summary: "The emulator clock.",
    response: Clock,
  }),
  advanceClock: controlEndpoint({
    id: "control.clock.advance",
    method: "POST",
    path: "/control/clock/advance",
    summary: "Move the emulator clock forward; every timer that falls due runs, in order.",
    body: z.strictObject({ seconds: z.number().positive().max(400 * 86_400) }),
    response: Clock,
  }),
  listFaults: controlEndpoint({
    id: "control.faults.list",
    method: "GET",
    path: "/control/faults",
    summary: "Faults being injected.",
    response: list(FaultSchema),
  }),
  listOperations: controlEndpoint({
    id: "control.operations.list",
    method: "GET",
    path: "/control/operations",
    summary: "The service's operations, the targets a fault can name; families (\"keys.*\") and \"*\" cover several.",
    response: z.object({
      data: z.array(OperationSchema),
      families: z.array(z.string()).meta({ description: "Every family target (\"keys.*\"), then \"*\"" }),
    }),
  }),
  addFault: controlEndpoint({
    id: "control.faults.create",
    method: "POST",
    path: "/control/faults",
    summary:
      "Inject a fault into matching service operations with a probability. The target must name an operation, a " +
      "family or \"*\" (control.operations.list); a fault of the same target, kind and account as one in place (and not spent) is refused.",
    body: FaultSpecSchema,
    response: FaultSchema,
    status: 201,
    errors: [
      { status: 400, code: "unknown_fault_target", when: "the target names no operation or family of the service" },
      { status: 409, code: "fault_exists", when: "a fault of the same target, kind and account is in place (the message names it)" },
    ],
  }),
  removeFault: controlEndpoint({
    id: "control.faults.delete",
    method: "DELETE",
    path: "/control/faults/{fault_id}",
    summary: "Stop one fault.",
    params: z.object({ fault_id: z.string() }),
    response: z.object({ id: z.string(), deleted: z.literal(true) }),
  }),
  clearFaults: controlEndpoint({
    id: "control.faults.clear",
    method: "DELETE",
    path: "/control/faults",
    summary: "Stop every fault.",
    response: z.object({ deleted: z.number().int().min(0) }),
  }),
  getSettings: controlEndpoint({
    id: "control.settings.get",
    method: "GET",
    path: "/control/settings",
    summary: "Emulator settings.",
    response: SettingsSchema,
  }),
  updateSettings: controlEndpoint({
    id: "control.settings.update",
    method: "PATCH",
    path: "/control/settings",
    summary: "Lift or scale rate limits, set revocation propagation, seed fault injection.",
    body: SettingsPatch,
    response: SettingsSchema,
  }),
};
