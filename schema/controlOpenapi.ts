import { ErrorBody } from "./common";
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

function controlOperation(reg: SchemaRegistry, e: ControlEndpoint, tag: string): Json {
  const responses: Json = { ...successResponse(reg, e, {}) };
  responses["400"] = errorResponse(INVALID, {});
  if (e.params) responses["404"] = errorResponse([{ code: "resource_not_found", when: "no such object" }], {});
  if (isWrite(e)) {
    responses["413"] = errorResponse([{ code: "invalid_request", when: "the body is larger than the emulator accepts" }], {});
    responses["415"] = errorResponse([{ code: "invalid_request", when: "a body that is not application/json" }], {});
  }
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
  return {
    openapi: "3.1.0",
    info: {
      title: "msgform emulator control API",
      version: "v1",
      description:
        "The levers of msgform's emulator (clock, faults, inbound messages, carrier decisions, delivery " +
        "inspection): not part of the service (schema/openapi.json). Its own plain-HTTP loopback listener; no " +
        "credentials (an Authorization header is refused). Unknown paths answer 404 `route_not_found`.",
    },
    servers: [
      {
        url: "{control_url}",
        description: "`msgform emulator` prints its control_url",
        variables: { control_url: { default: "http://127.0.0.1:12112" } },
      },
    ],
    security: [],
    tags: Object.keys(controlEndpointGroups).map((name) => ({ name })),
    paths,
    components: { schemas: reg.sorted() },
  };
}

/** The committed file's exact text. */
export function renderControlOpenApi(): string {
  return render(buildControlOpenApi());
}
