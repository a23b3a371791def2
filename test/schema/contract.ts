import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";

/**
 * Checks real traffic against an OpenAPI 3.1 document with an independent JSON Schema validator
 * (ajv, draft 2020-12): the response (or webhook delivery) must be documented for its status, carry
 * every header the document marks required, and have headers and body that validate.
 */

type Json = Record<string, any>;
const METHODS = ["get", "post", "put", "patch", "delete"];

export interface Exchange {
  method: string;
  /** The concrete path, query string allowed. */
  path: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export class ContractChecker {
  private readonly ajv: Ajv2020;
  private readonly templates: { method: string; template: string; pattern: RegExp; literal: number }[] = [];
  /** Every (operation, status) seen, for coverage figures. */
  readonly seen = new Set<string>();

  constructor(readonly doc: Json) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema(doc, "doc");
    for (const [template, item] of Object.entries(doc.paths as Json)) {
      for (const method of METHODS.filter((m) => item[m])) {
        const pattern = new RegExp(`^${template.replace(/\{[a-z_]+\}/g, "[^/]+")}$`);
        this.templates.push({ method: method.toUpperCase(), template, pattern, literal: template.replace(/\{[^}]+\}/g, "").length });
      }
    }
    // The most literal template first: /v1/events/replay before /v1/events/{event_id}.
    this.templates.sort((a, b) => b.literal - a.literal);
  }

  /** The operation a request calls, by the document's path templates. */
  operation(method: string, path: string): Json | undefined {
    const bare = path.split("?")[0]!;
    const t = this.templates.find((c) => c.method === method && c.pattern.test(bare));
    return t && { ...this.doc.paths[t.template][t.method.toLowerCase()], template: t.template };
  }

  /** Problems with one exchange; empty when it matches the document. */
  problems(x: Exchange): string[] {
    const op = this.operation(x.method, x.path);
    if (!op) return [`${x.method} ${x.path.split("?")[0]}: no operation in the document`];
    const t = { template: op.template as string, method: x.method };
    const status = String(x.status);
    const key = [status, `${status[0]}XX`, "default"].find((k) => op.responses[k] !== undefined);
    const where = `${op.operationId} ${status}`;
    if (key === undefined) return [`${where}: status not documented`];
    this.seen.add(`${op.operationId} ${key}`);
    const pointer = `#/paths/${esc(t.template)}/${t.method.toLowerCase()}/responses/${esc(key)}`;
    const [res, resPointer] = this.deref(op.responses[key], pointer);
    return [
      ...this.headerProblems(where, res.headers ?? {}, x.headers),
      ...this.bodyProblems(where, res, resPointer, x.body),
    ];
  }

  /**
   * Problems with an answer that belongs to no operation (an unknown path, a wrong method, or
   * refused before routing): the shared error response's headers and the Error body.
   */
  pathLevelProblems(x: Exchange): string[] {
    const pointer = "#/components/responses/RouteNotFound";
    const res = this.doc.components.responses.RouteNotFound;
    const where = `${x.method} ${x.path.split("?")[0]} ${x.status}`;
    return [...this.headerProblems(where, res.headers, x.headers), ...this.bodyProblems(where, res, pointer, x.body)];
  }

  /** Problems with one webhook delivery (spec 6): its kind's entry in `webhooks`. */
  deliveryProblems(headers: Record<string, string | string[] | undefined>, body: any): string[] {
    const entry = this.doc.webhooks?.[body?.event]?.post;
    if (!entry) return [`delivery of kind ${String(body?.event)}: not in webhooks`];
    const params: Json = {};
    for (const p of entry.parameters) params[p.name] = p;
    const where = `webhook ${body.event}`;
    const pointer = `#/webhooks/${esc(body.event)}/post/requestBody`;
    return [
      ...this.headerProblems(where, params, headers),
      ...this.bodyProblems(where, entry.requestBody, pointer, body),
    ];
  }

  private headerProblems(where: string, documented: Json, actual: Exchange["headers"]): string[] {
    const out: string[] = [];
    for (const [name, raw] of Object.entries(documented)) {
      const h = this.deref(raw, "")[0];
      const value = actual[name.toLowerCase()];
      if (value === undefined) {
        if (h.required) out.push(`${where}: required header ${name} missing`);
        continue;
      }
      const v = Array.isArray(value) ? value[0] : value;
      const typed = h.schema?.type === "integer" || h.schema?.type === "number" ? Number(v) : v;
      const validate = this.ajv.compile(h.schema ?? {});
      if (!validate(typed)) out.push(`${where}: header ${name}=${v}: ${this.ajv.errorsText(validate.errors)}`);
    }
    return out;
  }

  private bodyProblems(where: string, res: Json, pointer: string, body: unknown): string[] {
    if (!res.content) return [];
    if (body === undefined) return [`${where}: no JSON body`];
    const validate = this.ajv.getSchema(`doc${pointer}/content/application~1json/schema`);
    if (!validate) return [`${where}: schema ${pointer} not found`];
    return validate(body) ? [] : [`${where}: body: ${this.ajv.errorsText(validate.errors, { separator: "; " })}`];
  }

  /** Follows a $ref; returns the object and its JSON pointer. */
  private deref(node: Json, pointer: string): [Json, string] {
    if (typeof node.$ref !== "string") return [node, pointer];
    const ref = node.$ref as string;
    const target = ref
      .slice(2)
      .split("/")
      .reduce<any>((n, part) => n?.[part.replace(/~1/g, "/").replace(/~0/g, "~")], this.doc);
    return [target, ref];
  }
}

function esc(s: string): string {
  return s.replace(/~/g, "~0").replace(/\//g, "~1");
}
