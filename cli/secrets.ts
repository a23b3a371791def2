import { chmodSync, closeSync, existsSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import type { SecretRecord } from "./reconcile/apply";

/**
 * The secrets sink: a JSON file, mode 0600, holding each secret the service shows only once
 * (API key secrets, webhook signing secrets), by section and name. Each secret is written the
 * moment it arrives, atomically, so a failure later in the apply loses none.
 */
export class SecretsSink {
  private data: Record<string, Record<string, Record<string, string>>>;
  count = 0;

  constructor(readonly file: string) {
    this.data = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as typeof this.data) : {};
  }

  write(secret: SecretRecord): void {
    const section = (this.data[secret.section] ??= {});
    const entry = (section[secret.name] ??= {});
    entry.id = secret.id;
    entry[secret.field] = secret.value;
    this.count++;
    const tmp = join(dirname(this.file), `.${process.pid}.${Date.now()}.secrets.tmp`);
    const fd = openSync(tmp, "w", 0o600);
    try {
      writeSync(fd, JSON.stringify(this.data, null, 2) + "\n");
    } finally {
      closeSync(fd);
    }
    chmodSync(tmp, 0o600);
    renameSync(tmp, this.file);
  }
}
