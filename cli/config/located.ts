/** Where a value came from: every config error points here. */
export interface Location {
  file: string;
  line: number;
  col: number;
}

export interface ConfigIssue {
  location?: Location;
  /** Dotted path in the merged config, e.g. webhook_endpoints.orders.url. */
  path: string;
  message: string;
}

export type Path = readonly (string | number)[];

export const pathKey = (path: Path): string => path.map(String).join(".");

/** Bad config: every problem at once, each with file, line, column, path and what was expected. */
export class ConfigError extends Error {
  constructor(readonly issues: ConfigIssue[]) {
    super(issues.map(formatIssue).join("\n"));
    this.name = "ConfigError";
  }
}

export function formatIssue(issue: ConfigIssue): string {
  const where = issue.location ? `${issue.location.file}:${issue.location.line}:${issue.location.col}: ` : "";
  return `${where}${issue.path ? `${issue.path}: ` : ""}${issue.message}`;
}

/** Positions of every value of a merged config, by path. */
export class PositionMap {
  private readonly map = new Map<string, Location>();

  set(path: Path, loc: Location): void {
    this.map.set(pathKey(path), loc);
  }

  /** Drops the positions of a subtree that an overlay replaced. */
  dropUnder(path: Path): void {
    const prefix = pathKey(path);
    for (const k of [...this.map.keys()]) {
      if (k === prefix || k.startsWith(prefix + ".")) this.map.delete(k);
    }
  }

  absorb(other: PositionMap, under: Path): void {
    const prefix = pathKey(under);
    for (const [k, v] of other.map) {
      if (prefix === "" || k === prefix || k.startsWith(prefix + ".")) this.map.set(k, v);
    }
  }

  /** The position of a path, or of its nearest ancestor that has one. */
  locate(path: Path): Location | undefined {
    for (let n = path.length; n >= 0; n--) {
      const loc = this.map.get(pathKey(path.slice(0, n)));
      if (loc) return loc;
    }
    return undefined;
  }
}
