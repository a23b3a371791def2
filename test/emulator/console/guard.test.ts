import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSET_NAMES } from "../../../emulator/console/page";
import { TestEmulator } from "../../helpers/emulator";

/**
 * The control listener on a developer's machine: only its own Host and Origin, the token for any
 * change (header for scripts; the console's cookie, set from the printed URL, for the page), and a
 * page that holds nothing secret and loads nothing from elsewhere.
 */
let t: TestEmulator;
let port: number;
beforeAll(async () => {
  t = await TestEmulator.start({ rateLimits: "off" });
  port = Number(new URL(t.emu.controlUrl).port);
});
afterAll(async () => t?.close());

async function raw(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const res = await request(t.emu.controlUrl + path, {
    method: method as "GET",
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.body.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, headers: res.headers, text, json };
}

const cookie = () => `msgform_console_${port}=${t.emu.controlToken}`;
const own = () => `http://127.0.0.1:${port}`;

describe("the control listener refuses other hosts and origins (DNS rebinding, cross-site requests)", () => {
  it("a DNS name in Host is refused, for reads and writes, page and API alike", async () => {
    for (const host of [`evil.example:${port}`, `localhost.evil.example:${port}`, "127.0.0.1:1", "127.0.0.1"]) {
      for (const [method, path] of [["GET", "/control/clock"], ["GET", "/console"], ["POST", "/control/clock/advance"]] as const) {
        const r = await raw(method, path, { host, ...t.emu.controlHeaders }, method === "POST" ? { seconds: 60 } : undefined);
        expect(r.status, `${method} ${path} Host ${host}`).toBe(403);
        if (path === "/console") {
          // The page's refusal is a page: what was refused, and where the console answers.
          expect(r.headers["content-type"]).toContain("text/html");
          expect(r.text).toContain("answers only to its own address");
          expect(r.text).toContain("http://127.0.0.1:…/console");
        } else {
          expect(r.json.error.code).toBe("control_host_refused");
        }
      }
    }
    expect((await t.control("GET", "/control/clock")).body.offset_ms).toBe(0);
  });

  it("its own address answers: the IP address, localhost, with its port", async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
      expect((await raw("GET", "/control/clock", { host, ...t.emu.controlHeaders })).status, host).toBe(200);
    }
  });

  it("a foreign Origin is refused even with the token and the cookie; so is a cross-site fetch", async () => {
    for (const origin of ["http://evil.example", "null", `http://127.0.0.1:${port + 1}`, `https://127.0.0.1:${port}`]) {
      const w = await raw("POST", "/control/clock/advance", { origin, cookie: cookie(), ...t.emu.controlHeaders }, { seconds: 60 });
      expect(w.status, origin).toBe(403);
      expect(w.json.error.code).toBe("control_origin_refused");
      expect((await raw("GET", "/control/accounts", { origin })).status, origin).toBe(403);
    }
    const site = await raw("GET", "/control/accounts", { "sec-fetch-site": "cross-site" });
    expect(site.json.error.code).toBe("control_origin_refused");
    expect((await t.control("GET", "/control/clock")).body.offset_ms).toBe(0);
  });
});

describe("a change needs the control token", () => {
  it("without it (no header, no cookie) every write is refused with no effect; with a wrong one too", async () => {
    const before = (await t.control("GET", "/control/faults")).body.data.length;
    const fault = { target: "*", kind: "error_5xx", probability: 1 };
    const none = await raw("POST", "/control/faults", {}, fault);
    expect(none.status).toBe(403);
    expect(none.json.error.code).toBe("control_token_required");
    expect(none.json.error.message).toContain("x-msgform-control-token");
    const wrong = await raw("POST", "/control/faults", { "x-msgform-control-token": "x".repeat(43) }, fault);
    expect(wrong.json.error.code).toBe("control_token_invalid");
    // The console's cookie counts only with the page's own Origin (a browser's fetch sends it).
    const cookieOnly = await raw("POST", "/control/faults", { cookie: cookie() }, fault);
    expect(cookieOnly.json.error.code).toBe("control_token_required");
    expect((await raw("DELETE", "/control/faults", {})).status).toBe(403);
    expect((await t.control("GET", "/control/faults")).body.data.length).toBe(before);
  });

  it("the header (scripts) or the cookie with the page's own Origin is accepted", async () => {
    const byHeader = await raw("POST", "/control/clock/advance", t.emu.controlHeaders, { seconds: 1 });
    expect(byHeader.status, byHeader.text).toBe(200);
    const byCookie = await raw("POST", "/control/clock/advance", { cookie: cookie(), origin: own() }, { seconds: 1 });
    expect(byCookie.status, byCookie.text).toBe(200);
    expect(byCookie.json.offset_ms).toBe(2000);
  });

  it("service keys are still refused, as before (400 control_api_takes_no_credentials)", async () => {
    const r = await raw("GET", "/control/clock", { authorization: t.basic(t.emu.keys.live) });
    expect(r.json.error.code).toBe("control_api_takes_no_credentials");
  });
});

describe("the console page", () => {
  it("the printed URL's token becomes an HttpOnly SameSite=Strict cookie for this port, and the redirect drops it from the address", async () => {
    expect(t.emu.consoleUrl).toBe(`${t.emu.controlUrl}/console?token=${t.emu.controlToken}`);
    const r = await raw("GET", new URL(t.emu.consoleUrl).pathname + new URL(t.emu.consoleUrl).search);
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe("/console");
    const set = String(r.headers["set-cookie"]);
    expect(set).toContain(`msgform_console_${port}=${t.emu.controlToken}`);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Strict/);
    expect(r.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("without the cookie, or with a wrong token, the page is not served", async () => {
    const bare = await raw("GET", "/console");
    expect(bare.status).toBe(401);
    // Each page says what happened and how to open the console; styled by the console's own stylesheet.
    expect(bare.text).toContain("not signed in");
    for (const how of ["console_url", "msgform emulator", "npm start"]) expect(bare.text).toContain(how);
    const wrong = await raw("GET", "/console?token=nope");
    expect(wrong.status).toBe(403);
    expect(wrong.text).toContain("token is not this emulator's");
    expect(wrong.text).toContain("console_url");
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    for (const page of [bare, wrong]) {
      expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
      expect([...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]).sort()).toEqual(["/console/assets/console.css", "data:,"]);
      expect(page.text).not.toContain("<script");
    }
  });

  it("the page holds no secret and loads only its own assets, under a strict content security policy", async () => {
    const page = await raw("GET", "/console", { cookie: cookie() });
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.headers["content-security-policy"]).toContain("connect-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    for (const secret of [t.emu.controlToken, t.emu.keys.live.secret, t.emu.keys.test.secret]) {
      expect(page.text).not.toContain(secret);
    }
    const srcs = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    // The empty data: icon keeps the browser from asking for /favicon.ico.
    expect(srcs.sort()).toEqual(["/console/assets/console.css", "/console/assets/console.js", "data:,"]);
  });

  it("its assets (built by npm run build) are under 200 KB gzipped, with no reference to another host", async () => {
    let gz = 0;
    for (const name of ASSET_NAMES) {
      const r = await raw("GET", `/console/assets/${name}`);
      expect(r.status, name).toBe(200);
      expect(r.headers["x-content-type-options"]).toBe("nosniff");
      gz += gzipSync(r.text).length;
      expect(r.text).not.toMatch(/https?:\/\/(?!www\.w3\.org)[a-z0-9.-]+\.[a-z]{2,}\//i);
    }
    console.info(`console assets: ${(gz / 1024).toFixed(1)} KB gzipped`);
    expect(gz).toBeLessThan(200 * 1024);
    expect((await raw("GET", "/console/assets/..%2Fpage.js")).status).toBe(404);
  });

  it("the change stream announces changes as server-sent events", async () => {
    const res = await request(t.emu.controlUrl + "/control/changes", { headers: t.emu.controlHeaders });
    expect(res.headers["content-type"]).toContain("text/event-stream");
    const chunks: string[] = [];
    const reading = (async () => {
      for await (const c of res.body) {
        chunks.push(String(c));
        if (chunks.join("").includes("event: change")) break;
      }
    })();
    await new Promise((r) => setTimeout(r, 100));
    await t.advance(60);
    await reading;
    expect(chunks.join("")).toMatch(/event: change\ndata: \{"topics":\[[^\]]*"clock"/);
  });

  it("calls the control API only through its endpoint table: no control path or route written in the page's sources", () => {
    const dir = join(__dirname, "..", "..", "..", "emulator", "console", "ui");
    const sources = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".d.ts"));
    expect(sources.length).toBeGreaterThan(5);
    for (const f of sources) {
      const text = readFileSync(join(dir, f), "utf8");
      expect(text, f).not.toMatch(/["'`]\/control\//);
      // The typed client (api.ts) is the one place that fetches.
      if (f !== "api.ts") expect(text, f).not.toMatch(/\bfetch\(|EventSource\(/);
    }
  });
});
