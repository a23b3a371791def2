// The client takes its types from the control API's endpoint table (schema/control*.ts); type-checking
// them follows schema/allowlistEntry.ts to the one Node module it uses. The page never loads it: the
// bundle carries the table's routes only (scripts/consoleAssets.ts).
declare module "node:net" {
  export function isIP(input: string): number;
}
