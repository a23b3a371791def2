// IpAllowlist through the real dynamic-provider host against the emulator: the lifecycle, drift,
// self-lockout refusal, and one allowlist per account (spec 5.6). The host calls from 127.0.0.1;
// the test steps in from 127.0.0.2 where a list locks 127.0.0.1 out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Props } from "../../helpers/pulumiHost";
import { Harness, type Res, timingTable } from "./harness";

let h: Harness;

beforeAll(async () => {
  h = await Harness.start();
});

afterAll(async () => {
  // Never leave the account locked.
  await h?.emu.api("DELETE", "/v1/ip_allowlist", { localAddress: "127.0.0.2" }).catch(() => undefined);
  console.info(`IpAllowlist host calls: ${timingTable()}`);
  await h?.close();
});

async function live(localAddress = "127.0.0.1"): Promise<Props> {
  return (await h.emu.api("GET", "/v1/ip_allowlist", { localAddress })).body;
}

const here = { cidr: "127.0.0.1/32", description: "this machine" };
const office = { cidr: "198.51.100.0/24", description: "office" };

describe("IpAllowlist lifecycle (spec 5.6)", () => {
  let list: Res;

  it("check: applies defaults; reports invalid input by property", async () => {
    const ok = await h.check("IpAllowlist", "acl", { entries: [here] });
    expect(ok.failures).toEqual([]);
    expect(ok.inputs).toMatchObject({ entries: [here], allowSelfLockout: false, adoptExisting: false });
    const bad = await h.check("IpAllowlist", "acl", { entries: [{ cidr: "10.0.0.0/33" }, { cidr: "127.0.0.1" }], owner: "x" });
    const by = Object.fromEntries(bad.failures.map((f) => [f.property, f.reason]));
    expect(Object.keys(by).sort()).toEqual(["entries[0].cidr", "owner"]);
    expect(by["entries[0].cidr"]).toMatch(/IPv4 or IPv6 address or CIDR/);
    const dup = await h.check("IpAllowlist", "acl", { entries: [here, { cidr: "127.0.0.1/32" }] });
    expect(dup.failures).toEqual([{ property: "entries", reason: "entries must not repeat a cidr" }]);
  });

  it("create: applies the list; the id is the singleton's", async () => {
    list = await h.create("IpAllowlist", "acl", { entries: [here, office] });
    expect(list.id).toBe("ip_allowlist");
    expect(list.outputs).toMatchObject({ entries: [here, office], enabled: true, accountId: h.emu.emu.accountId });
    expect((await live()).entries).toEqual([here, office]);
  });

  it("diff: reordered entries are no change; an entry change updates in place; nothing replaces", async () => {
    const diff = async (change: Props) => (await h.plan(list, { entries: [here, office], ...change })).diff;
    expect(await diff({})).toMatchObject({ changes: "none" });
    expect(await diff({ entries: [office, here] })).toMatchObject({ changes: "none" });
    expect(await diff({ entries: [here] })).toMatchObject({ changes: "some", replaces: [] });
    expect(await diff({ allowSelfLockout: true })).toMatchObject({ changes: "some", replaces: [] });
  });

  it("read: the live list as inputs", async () => {
    const r = await h.read(list);
    expect(r.id).toBe("ip_allowlist");
    expect(r.inputs).toEqual(list.inputs);
  });

  it("update: replaces the list in place", async () => {
    list = await h.update(list, { entries: [here, { cidr: "127.0.0.2" }] });
    expect((await live()).entries).toEqual([here, { cidr: "127.0.0.2" }]);
  });

  it("drift: a list changed out of band shows on read", async () => {
    const put = await h.emu.api("PUT", "/v1/ip_allowlist", { body: { entries: [here, { cidr: "127.0.0.2" }, { cidr: "203.0.113.9" }] } });
    expect(put.status).toBe(200);
    const refreshed = await h.refresh(list);
    expect(refreshed.inputs.entries).toEqual([here, { cidr: "127.0.0.2" }, { cidr: "203.0.113.9" }]);
    expect((await h.plan(refreshed, { entries: [here, { cidr: "127.0.0.2" }] })).diff).toMatchObject({ changes: "some", replaces: [] });
    list = await h.update(refreshed, { entries: [here, { cidr: "127.0.0.2" }] });
  });

  it("self-lockout: a list without the caller's own address is refused before anything is sent", async () => {
    const before = await live();
    const { news } = await h.plan(list, { entries: [office] });
    const err = await h.failure(h.host.update(list.id, list.urn, list.outputs, news, { oldInputs: list.inputs }));
    expect(err.message).toMatch(/^IP allowlist was not applied: it does not include 127\.0\.0\.1, the address msgform/);
    expect(err.message).toContain("403 ip_not_allowed. Add an entry covering 127.0.0.1, or set allowSelfLockout: true");
    expect(await live()).toEqual(before); // unchanged, updated_at included
  });

  it("self-lockout with allowSelfLockout: applied; msgform is then refused (403 before authentication)", async () => {
    const locked = await h.update(list, { entries: [{ cidr: "127.0.0.2/32" }], allowSelfLockout: true });
    expect((await live("127.0.0.2")).entries).toEqual([{ cidr: "127.0.0.2/32" }]);
    const err = await h.failure(h.read(locked));
    expect(err.message).toMatch(/ip_not_allowed/);
    // Recovered from an allowed address; a refresh then shows the empty list.
    expect((await h.emu.api("DELETE", "/v1/ip_allowlist", { localAddress: "127.0.0.2" })).status).toBe(200);
    list = await h.refresh(locked);
    expect(list.inputs).toMatchObject({ entries: [], allowSelfLockout: true });
    expect(list.outputs.enabled).toBe(false);
  });

  it("replace (pulumi up --replace): delete-before-create, the singleton's order", async () => {
    list = await h.update(list, { entries: [here] });
    const { news } = await h.plan(list, { entries: [here] });
    const forced = await h.host.diff(list.id, list.urn, list.outputs, { ...news, entries: [office] });
    expect(forced.deleteBeforeReplace).toBe(true);
    await h.delete(list);
    expect((await live()).entries).toEqual([]);
    const created = await h.host.create(list.urn, news);
    expect(created.id).toBe("ip_allowlist");
    list = { ...list, outputs: created.properties, inputs: news };
    expect((await live()).entries).toEqual([here]);
  });

  it("delete: clears the list (unrestricted); a read still finds the (empty) singleton", async () => {
    await h.delete(list);
    expect(await live()).toMatchObject({ entries: [], enabled: false });
    const r = await h.read(list);
    expect(r.id).toBe("ip_allowlist");
    expect(r.inputs!.entries).toEqual([]);
  });
});

describe("one IpAllowlist per account (spec 5.6)", () => {
  it("a second IpAllowlist in the same deployment fails clearly", async () => {
    const first = await h.create("IpAllowlist", "one", { entries: [here] });
    const checked = await h.check("IpAllowlist", "two", { entries: [here, office] });
    const err = await h.failure(h.host.create(h.urn("IpAllowlist", "two"), checked.inputs));
    expect(err.message).toMatch(new RegExp(`^IP allowlist was not created: account ${h.emu.emu.accountId} already has an IP allowlist managed here`));
    expect(err.message).toMatch(/declare a single IpAllowlist per account/);
    expect((await live()).entries).toEqual([here]);
    await h.delete(first);
  });

  it("another stack's list is not taken over unless adoptExisting; a list it no longer owns is not cleared", async () => {
    const mine = await h.create("IpAllowlist", "mine", { entries: [here] });
    const other = await h.newHost();
    const checked = await h.check("IpAllowlist", "theirs", { entries: [here, office] }, {}, other);
    const err = await h.failure(other.create(h.urn("IpAllowlist", "theirs", other), checked.inputs));
    expect(err.message).toMatch(/already has an IP allowlist \(1 entries: 127\.0\.0\.1\/32\), managed by someone else/);
    expect(err.message).toMatch(/set adoptExisting: true to take it over/);
    expect((await live()).entries).toEqual([here]);

    const adopted = await h.create("IpAllowlist", "theirs", { entries: [here, office], adoptExisting: true }, other);
    expect((await live()).entries).toEqual([here, office]);
    // The first stack's delete leaves the adopted list alone (it changed since that stack applied it).
    await h.delete(mine);
    expect((await live()).entries).toEqual([here, office]);
    const notCleared = /IP allowlist: not cleared: the account's list changed at .* after this resource/;
    await expect.poll(() => h.output()).toMatch(notCleared);
    await h.delete(adopted, other);
    expect((await live()).entries).toEqual([]);
  });
});
