// When a remembered answer to a `require` still holds (cli/start/resolutions.ts), on real directories.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Stamps } from "../../../cli/start/cacheFile";
import { rememberable, Resolutions } from "../../../cli/start/resolutions";

const root = mkdtempSync(join(tmpdir(), "msgform-resolutions-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
/** app/src/main.js requiring ./util.js and the package `pkg`, installed in app/node_modules. */
function project() {
  const app = join(root, `app-${n++}`);
  mkdirSync(join(app, "src"), { recursive: true });
  mkdirSync(join(app, "node_modules", "pkg"), { recursive: true });
  const main = join(app, "src", "main.js");
  const util = join(app, "src", "util.js");
  const pkgMain = join(app, "node_modules", "pkg", "index.js");
  for (const f of [main, util, pkgMain]) writeFileSync(f, "");
  writeFileSync(join(app, "node_modules", "pkg", "package.json"), JSON.stringify({ name: "pkg", main: "index.js" }));
  return { app, main, util, pkgMain };
}

// Each check is a new run: a run asks the file system once per path.
const fresh = () => new Resolutions(new Stamps());

describe("remembered resolutions", () => {
  it("a relative request holds while the file it led to is there", () => {
    const p = project();
    const dep = fresh().record("./util.js", p.main, p.util)!;
    expect(dep).toEqual({ to: p.util });
    expect(fresh().holds("./util.js", p.main, dep)).toBe(true);
    rmSync(p.util);
    expect(fresh().holds("./util.js", p.main, dep)).toBe(false);
  });

  it("a package holds until a nearer node_modules gains it, or its package.json changes", () => {
    const p = project();
    const dep = fresh().record("pkg", p.main, p.pkgMain)!;
    expect(dep).toMatchObject({ to: p.pkgMain, via: join(p.app, "node_modules") });
    expect(fresh().holds("pkg", p.main, dep)).toBe(true);
    expect(fresh().holds("pkg/sub", p.main, { ...dep, to: p.pkgMain })).toBe(true);

    const nearer = join(p.app, "src", "node_modules", "pkg");
    mkdirSync(nearer, { recursive: true });
    expect(fresh().holds("pkg", p.main, dep)).toBe(false);
    rmSync(join(p.app, "src", "node_modules"), { recursive: true });
    expect(fresh().holds("pkg", p.main, dep)).toBe(true);

    writeFileSync(join(p.app, "node_modules", "pkg", "package.json"), JSON.stringify({ name: "pkg", main: "other.js" }));
    expect(fresh().holds("pkg", p.main, dep)).toBe(false);
  });

  it("a package found outside the node_modules directories Node looks in (NODE_PATH, say) is not remembered", () => {
    const p = project();
    const elsewhere = join(root, `global-${n++}`, "pkg2", "index.js");
    mkdirSync(join(elsewhere, ".."), { recursive: true });
    writeFileSync(elsewhere, "");
    expect(fresh().record("pkg2", p.main, elsewhere)).toBeUndefined();
  });

  it("a remembered answer of the wrong shape does not hold", () => {
    const p = project();
    expect(fresh().holds("pkg", p.main, { to: p.pkgMain })).toBe(false);
    expect(fresh().holds("./util.js", p.main, { to: 42 } as never)).toBe(false);
  });

  it("remembers relative paths and package names only", () => {
    for (const r of ["./x", "../x/y.js", "zod", "zod/v4/locales", "@peculiar/x509", "yaml"]) expect(rememberable(r), r).toBe(true);
    for (const r of ["fs", "node:fs", "node:child_process", "#internal", "/abs/x.js", ".", "..", "."]) expect(rememberable(r), r).toBe(false);
  });
});
