// The 10DLC preflight review (schema/preflight) as the Brand and Campaign kinds run it in their
// check: the `preflight` and `acknowledge` local fields, and findings turned into check failures
// (what fails under the mode) and warnings (the rest, acknowledged ones with their reason).
import { z } from "zod";
import {
  Acknowledgements,
  camelCase,
  failing,
  type Finding,
  findingText,
  formatPath,
  preflight,
  PreflightMode,
  type PreflightObject,
  type Subject,
} from "../../schema/preflight";
import type { KindCheck } from "./kind";

/** The two local fields Brand and Campaign declare. */
export const preflightFields = {
  preflight: PreflightMode.optional().meta({
    description:
      "10DLC preflight review in the Pulumi check: strict (default) fails on errors and warnings, warn fails on errors " +
      "and reports warnings, off skips it. In YAML files, unset follows the command (validate --strict).",
  }),
  acknowledge: Acknowledgements.optional().meta({
    description: "Reviewed exceptions: [{ rule, reason }]. The finding is still reported, with the reason, but does not fail",
  }),
};

export interface PreflightSettings {
  preflight?: z.infer<typeof PreflightMode>;
  acknowledge?: z.infer<typeof Acknowledgements>;
}

const line = (f: Finding) => `${formatPath(f.path, camelCase)}: ${findingText(f)}`;

/** Runs the rules of one object; failures by the mode (strict unless set), the other findings as warnings. */
export function preflightCheck(object: PreflightObject, settings: PreflightSettings, subject: Subject): KindCheck {
  const mode = settings.preflight ?? "strict";
  if (mode === "off") return { failures: [], warnings: [] };
  const findings = preflight(subject, { objects: [object], acknowledge: settings.acknowledge });
  const failed = failing(findings, mode);
  return {
    failures: failed.map((f) => ({ property: formatPath(f.path, camelCase), reason: findingText(f) })),
    warnings: findings
      .filter((f) => !failed.includes(f))
      .map((f) => (f.acknowledged !== undefined ? `acknowledged (${f.acknowledged}): ${line(f)}` : `warning: ${line(f)}`)),
  };
}
