import { ErrorBody } from "./envelopes";
import { CHANGE_STREAM_PATH } from "./controlAccount";
import { type ControlEndpoint, isWrite } from "./endpoint";
import { controlEndpointGroups } from "./index";
import {
  type ErrorCase,
  errorResponse,
  type Json,
  parameters,
  render,
  requestBody,
  SchemaRegistry,
  successResponse,
} from "./openapiSchemas";

/**
 * schema/control.openapi.json: the emulator's control API, a document of its own so that a client
 * generated from the service document has no emulator-only methods (issue 16).
 */

const INVALID: ErrorCase[] = [
  { code: "invalid_request", when: "a field is invalid; param names it" },
  { code: "control_api_takes_no_credentials", when: "an Authorization header was sent: service keys are refused here" },
];

const REFUSED: ErrorCase[] = [
  { code: "control_host_refused", when: "the Host header is not the listener's own address (an IP address or localhost, with its port)" },
  { code: "control_origin_refused", when: "an Origin header from another origin, or a cross-site request" },
];
const TOKEN: ErrorCase[] = [
  { code: "control_token_required", when: "no control token: the x-msgform-control-token header (or the console's cookie)" },
  { code: "control_token_invalid", when: "the x-msgform-control-token header is not this emulator's token" },
];

/** GET /control/changes: server-sent events, outside the JSON endpoint table. */
const CHANGE_STREAM: Json = {
  get: {
    operationId: "control.changes.stream",
    summary:
      "Server-sent events: `change` with data {\"topics\": [...]} (messages, events, deliveries, registrations, account, " +
      "clock, faults) whenever something the reads show may have changed; re-read what you show. Comments keep it open; " +
      "a stream that carried no change for 5 minutes is closed (reconnect, as an EventSource does by itself).",
    tags: ["account"],
    parameters: [],
    responses: {
      200: { description: "An event stream", content: { "text/event-stream": { schema: { type: "string" } } } },
      403: errorResponse([...REFUSED, ...TOKEN], {}),
      503: errorResponse(
        [{ code: "change_streams_exhausted", when: "the listener already serves its limit of change streams (64); retry after Retry-After" }],
        { "Retry-After": { description: "Seconds to wait before opening a stream again", required: true, schema: { type: "integer", minimum: 1 } } },
      ),
    },
  },
};

function controlOperation(reg: SchemaRegistry, e: ControlEndpoint, tag: string): Json {
  const responses: Json = { ...successResponse(reg, e, {}) };
  responses["400"] = errorResponse(INVALID, {});
  if (e.params) responses["404"] = errorResponse([{ code: "resource_not_found", when: "no such object" }], {});
  if (isWrite(e)) {
    responses["413"] = errorResponse([{ code: "invalid_request", when: "the body is larger than the emulator accepts" }], {});
    responses["415"] = errorResponse([{ code: "invalid_request", when: "a body that is not application/json" }], {});
  }
  responses["403"] = errorResponse([...REFUSED, ...TOKEN], {});
  responses["500"] = errorResponse([{ code: "internal_error", when: "the emulator failed" }], {});
  const body = requestBody(reg, e.body);
  return {
    operationId: e.id,
    summary: e.summary,
    tags: [tag],
    parameters: [...parameters(reg, e.params, "path"), ...parameters(reg, e.query, "query")],
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

export function buildControlOpenApi(): Json {
  const reg = new SchemaRegistry();
  reg.convert(ErrorBody, "output");
  const paths: Record<string, Json> = {};
  for (const [tag, group] of Object.entries(controlEndpointGroups)) {
    for (const e of Object.values(group) as ControlEndpoint[]) {
      (paths[e.path] ??= {})[e.method.toLowerCase()] = controlOperation(reg, e, tag);
    }
  }
  paths[CHANGE_STREAM_PATH] = CHANGE_STREAM;
  return {
    openapi: "3.1.0",
    info: {
      title: "msgform emulator control API",
      version: "v1",
      description:
        "The levers of msgform's emulator (clock, faults, inbound messages, carrier decisions, delivery " +
        "inspection) and the reads behind its console: not part of the service (schema/openapi.json). Its own " +
        "plain-HTTP loopback listener. It answers only requests whose Host is its own address and whose Origin, if " +
        "any, is its own; every request, reads and the change stream too, carries the control token the emulator prints " +
        "at start (control_token) in the x-msgform-control-token header. Service keys are refused (an Authorization header). " +
        "Unknown paths answer 404 `route_not_found`.",
    },
    servers: [
      {
        url: "{control_url}",
        description: "`msgform emulator` prints its control_url",
        variables: { control_url: { default: "http://127.0.0.1:12112" } },
      },
    ],
    security: [{ controlToken: [] }],
    tags: Object.keys(controlEndpointGroups).map((name) => ({ name })),
    paths,
    components: {
      schemas: reg.sorted(),
      securitySchemes: {
        controlToken: {
          type: "apiKey",
          in: "header",
          name: "x-msgform-control-token",
          description: "The control_token of the emulator's ready line, new at every start",
        },
      },
    },
  };
}

/** The committed file's exact text. */
export function renderControlOpenApi(): string {
  return render(buildControlOpenApi());
}
