import { ConfigError, formatIssue } from "./config/located";
import { loadConfig } from "./config/load";
import { checkRefs, configSchema, declaredFrom } from "./config/schema";
import type { Connection } from "./connect";
import { CliError } from "./io";
import { type LiveState, readLive } from "./reconcile/live";
import { type Plan, type Section, summarize } from "./reconcile/model";
import { ADOPT_FIELD, computeChanges, type Declared } from "./reconcile/plan";
import { unmanagedOf } from "./reconcile/drift";

export interface Declarations {
  declared: Declared;
  files: string[];
}

/** Reads and checks the config files, offline. Every problem is reported with file:line:col. */
export function loadDeclarations(
  files: string[],
  sections: Section[],
  env: NodeJS.ProcessEnv = process.env,
): Declarations {
  try {
    const loaded = loadConfig(files, configSchema(sections), env);
    const declared = declaredFrom(sections, loaded.config as Record<string, unknown>);
    const refIssues = checkRefs(sections, declared, loaded.positions);
    if (refIssues.length > 0) throw new ConfigError(refIssues);
    return { declared, files };
  } catch (err) {
    if (err instanceof ConfigError) {
      const n = err.issues.length;
      throw new CliError(`${err.issues.map(formatIssue).join("\n")}\n${n} problem${n === 1 ? "" : "s"} in the configuration`);
    }
    throw err;
  }
}

export async function readAccount(sections: Section[], conn: Connection): Promise<LiveState> {
  return readLive(sections, (kind) => conn.contextFor(kind));
}

export function buildPlan(sections: Section[], decl: Declarations, live: LiveState, conn: Connection): Plan {
  let changes;
  try {
    changes = computeChanges(sections, decl.declared, live);
  } catch (err) {
    throw new CliError(err instanceof Error ? err.message : String(err));
  }
  return {
    format: "msgform-plan",
    version: 1,
    created_at: new Date().toISOString(),
    base_url: conn.settings.baseUrl!,
    ...(conn.client.accountId ? { account_id: conn.client.accountId } : {}),
    fingerprint: live.fingerprint,
    files: decl.files,
    summary: summarize(changes),
    changes,
    unmanaged: unmanagedOf(sections, live, adoptedIds(decl.declared)),
  };
}

function adoptedIds(declared: Declared): Set<string> {
  const ids = new Set<string>();
  for (const entries of Object.values(declared)) {
    for (const e of Object.values(entries)) if (typeof e[ADOPT_FIELD] === "string") ids.add(e[ADOPT_FIELD] as string);
  }
  return ids;
}
