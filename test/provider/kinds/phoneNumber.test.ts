// PhoneNumber through the real dynamic-provider host against the emulator: buying an exact number
// or the first match of search criteria (spec 1: search, buy, configure and release numbers), the
// campaign association in place, drift, and release only with the explicit opt-in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Props } from "../../helpers/pulumiHost";
import { Harness, type Res, timingTable } from "./harness";
import { brandBody, campaignBody } from "../../helpers/fixtures";

let h: Harness;
let campaignId: string;
let otherCampaignId: string;

async function api(method: string, path: string, body?: unknown): Promise<{ status: number; body: Props }> {
  const r = await h.emu.api(method, path, body === undefined ? {} : { body });
  return { status: r.status, body: r.body };
}

beforeAll(async () => {
  h = await Harness.start();
  // A brand and two campaigns to associate numbers with, made directly through the API.
  const brand = await api("POST", "/v1/brands", brandBody());
  expect(brand.status).toBe(201);
  const campaign = (useCase: string) => api("POST", "/v1/campaigns", campaignBody(brand.body.id, { use_case: useCase }));
  campaignId = (await campaign("ACCOUNT_NOTIFICATION")).body.id;
  otherCampaignId = (await campaign("CUSTOMER_CARE")).body.id;
});

afterAll(async () => {
  console.info(`PhoneNumber host calls: ${timingTable()}`);
  await h?.close();
});

async function available(query: string): Promise<string[]> {
  const r = await api("GET", `/v1/numbers/available?${query}`);
  return r.body.data.map((n: { number: string }) => n.number);
}

describe("PhoneNumber bought by exact number (spec 1)", () => {
  let num: Res;
  let exact: string;

  it("check: defaults; invalid input by property", async () => {
    exact = (await available("area_code=212&limit=1"))[0]!;
    const ok = await h.check("PhoneNumber", "main", { number: exact, name: "main line" });
    expect(ok.failures).toEqual([]);
    expect(ok.inputs).toMatchObject({ number: exact, name: "main line", metadata: {}, allowRelease: false });
    const bad = await h.check("PhoneNumber", "main", { number: "555-0100", areaCode: "015", capabilities: ["fax"], metadata: { "msgform:search": "x" } });
    expect(bad.failures.map((f) => f.property).sort()).toEqual(["areaCode", "capabilities[0]", "metadata", "number"]);
  });

  it("create: buys the number, associated with a campaign at once", async () => {
    num = await h.create("PhoneNumber", "main", { number: exact, name: "main line", campaignId });
    expect(num.id).toMatch(/^pn_/);
    expect(num.outputs).toMatchObject({ phoneNumber: exact, campaignId, campaignStatus: "PENDING", sendingEnabled: false, mode: "live" });
    const flag = expect.any(Boolean);
    expect(num.outputs.numberCapabilities).toEqual({ sms: flag, mms: flag, voice: flag });
  });

  it("diff: name and campaign update in place; a different number replaces; criteria are local", async () => {
    const base = { number: exact, name: "main line", campaignId };
    const diff = async (change: Props) => (await h.plan(num, { ...base, ...change })).diff;
    expect(await diff({})).toMatchObject({ changes: "none" });
    expect(await diff({ name: "support" })).toMatchObject({ changes: "some", replaces: [] });
    expect(await diff({ campaignId: otherCampaignId })).toMatchObject({ changes: "some", replaces: [] });
    expect(await diff({ campaignId: undefined })).toMatchObject({ changes: "some", replaces: [] });
    expect(await diff({ allowRelease: true })).toMatchObject({ changes: "some", replaces: [] });
    const other = (await available("area_code=212&limit=2"))[1]!;
    expect(await diff({ number: other })).toMatchObject({ changes: "some", replaces: ["number"], deleteBeforeReplace: false });
  });

  it("read: the live number as declared", async () => {
    const r = await h.read(num);
    expect(r.inputs).toEqual(num.inputs);
    expect(r.properties.phoneNumber).toBe(exact);
  });

  it("update: moves the number to another campaign, renames it, then removes the association", async () => {
    num = await h.update(num, { number: exact, name: "support", campaignId: otherCampaignId });
    expect(num.outputs).toMatchObject({ phoneNumber: exact, name: "support", campaignId: otherCampaignId });
    expect((await api("GET", `/v1/numbers/${num.id}`)).body).toMatchObject({ campaign_id: otherCampaignId, name: "support" });
    num = await h.update(num, { number: exact, name: "support" });
    expect((await api("GET", `/v1/numbers/${num.id}`)).body).toMatchObject({ campaign_id: null, campaign_status: null });
  });

  it("drift: an association made out of band shows on read", async () => {
    await api("PATCH", `/v1/numbers/${num.id}`, { campaign_id: campaignId, name: "by hand" });
    const refreshed = await h.refresh(num);
    expect(refreshed.inputs).toMatchObject({ campaignId, name: "by hand" });
    expect((await h.plan(refreshed, { number: exact, name: "support" })).diff).toMatchObject({ changes: "some", replaces: [] });
    num = await h.update(refreshed, { number: exact, name: "support" });
    expect((await api("GET", `/v1/numbers/${num.id}`)).body).toMatchObject({ campaign_id: null, name: "support" });
  });

  it("delete without allowRelease fails, says why and how, and the number stays", async () => {
    const err = await h.failure(h.delete(num));
    expect(err.message).toBe(
      `Phone number ${num.id} (${exact}) was not released: allowRelease is false. Releasing a number is irreversible: it ` +
      "leaves the account and the service never offers it to this account again, so it cannot be bought back. To " +
      "release it, set allowRelease: true and apply, then delete it (msgform CLI: --allow-destroy). To stop managing " +
      "it without releasing, remove it from state instead (pulumi state delete).",
    );
    expect((await api("GET", `/v1/numbers/${num.id}`)).status).toBe(200);
  });

  it("replace: the new number is bought first; the old one is not released without the opt-in", async () => {
    const other = (await available("area_code=212&limit=1"))[0]!;
    const { created } = await h.replace(num, { number: other, name: "support" });
    expect(created.outputs.phoneNumber).toBe(other);
    const err = await h.failure(h.delete(num));
    expect(err.message).toMatch(/was not released: allowRelease is false/);
    expect((await api("GET", `/v1/numbers/${num.id}`)).status).toBe(200);
    // With the opt-in applied (a local change: no API call), the engine's delete releases it.
    num = await h.update(num, { number: exact, name: "support", allowRelease: true });
    await h.delete(num);
    expect((await api("GET", `/v1/numbers/${num.id}`)).status).toBe(404);
    num = await h.update(created, { number: other, name: "support", allowRelease: true });
  });

  it("delete with allowRelease releases it for good; a read reports it gone", async () => {
    await h.delete(num);
    expect((await api("GET", `/v1/numbers/${num.id}`)).status).toBe(404);
    expect((await h.read(num)).id).toBe("");
    const again = await api("POST", "/v1/numbers", { number: num.outputs.phoneNumber });
    expect(again).toMatchObject({ status: 409, body: { error: { code: "number_unavailable" } } });
  });
});

describe("PhoneNumber bought by search criteria", () => {
  it("buys the first match; the number is a stable output; refresh shows no drift", async () => {
    const first = (await available("area_code=415&contains=55&capabilities=sms,mms&limit=1"))[0]!;
    let num = await h.create("PhoneNumber", "searched", { areaCode: "415", contains: "55", capabilities: ["sms", "mms"], name: "marketing" });
    expect(num.outputs.phoneNumber).toBe(first);
    expect(num.outputs.number).toBeUndefined();
    expect(num.outputs.numberCapabilities).toMatchObject({ sms: true, mms: true });
    await expect.poll(() => h.output()).toContain(`PhoneNumber: ${num.id}: bought ${first}, first available match of areaCode=415;contains=55;capabilities=sms,mms`);
    // The criteria live on the number: a stateless read (no prior state) reports them, not the number.
    expect((await api("GET", `/v1/numbers/${num.id}`)).body.metadata).toEqual({ "msgform:search": "areaCode=415;contains=55;capabilities=sms,mms" });
    const r = await h.read(num);
    expect(r.inputs).toEqual(num.inputs);

    // Updates keep the number (and the marker, though metadata is replaced whole).
    num = await h.update(num, { areaCode: "415", contains: "55", capabilities: ["mms", "sms"], name: "promo", metadata: { team: "growth" } });
    expect(num.outputs).toMatchObject({ phoneNumber: first, name: "promo", metadata: { team: "growth" } });
    expect((await api("GET", `/v1/numbers/${num.id}`)).body.metadata).toEqual({ team: "growth", "msgform:search": "areaCode=415;contains=55;capabilities=sms,mms" });
    // Changing the criteria later is local: the number bought stays.
    const { diff } = await h.plan(num, { areaCode: "212", name: "promo", metadata: { team: "growth" } });
    expect(diff).toMatchObject({ changes: "some", replaces: [] });
    num = await h.update(num, { areaCode: "212", name: "promo", metadata: { team: "growth" }, allowRelease: true });
    expect(num.outputs.phoneNumber).toBe(first);
    await h.delete(num);
  });

  it("no match fails clearly", async () => {
    const checked = await h.check("PhoneNumber", "none", { areaCode: "415", contains: "9999999999" });
    const err = await h.failure(h.host.create(h.urn("PhoneNumber", "none"), checked.inputs));
    expect(err.message).toBe("Phone number was not bought: no number is available matching areaCode=415;contains=9999999999; widen the search criteria");
  });
});

describe("PhoneNumber bought by search, adopted by its number (adoptId)", () => {
  const stack = (name: string) => ({ __identity: { project: "numbers", stack: "prod", name } });

  it("adoptId with the live number adopts it; refresh and plan then show no change", async () => {
    // Bought by search outside any stack (the search marker, no owner), e.g. by an earlier program.
    const bought = await h.create("PhoneNumber", "loose", { areaCode: "646", name: "loose" });
    const number = bought.outputs.phoneNumber as string;
    expect(number).toMatch(/^\+1646\d{7}$/);
    let num = await h.create("PhoneNumber", "main", { adoptId: bought.id, number, name: "main", ...stack("main") });
    expect(num.id).toBe(bought.id);
    expect(num.outputs).toMatchObject({ number, phoneNumber: number, name: "main" });
    const live = (await api("GET", `/v1/numbers/${bought.id}`)).body;
    expect(live.metadata).toMatchObject({ "msgform:name": "main", "msgform:pulumi": "numbers/prod", "msgform:search": "areaCode=646" });
    // The next `pulumi up --refresh`: the read describes it by the number the state names.
    num = await h.refresh(num);
    expect(num.inputs.number).toBe(number);
    expect((await h.plan(num, { number, name: "main", ...stack("main") })).diff).toMatchObject({ changes: "none" });
    await h.delete({ ...num, outputs: { ...num.outputs, allowRelease: true } });
  });

  it("criteria declared beside the number: ones it does not match are named at check and ignored; another number is refused", async () => {
    const bought = await h.create("PhoneNumber", "loose2", { areaCode: "646", contains: "2", name: "loose2" });
    const number = bought.outputs.phoneNumber as string;
    const checked = await h.check("PhoneNumber", "main2", { adoptId: bought.id, number, areaCode: "212", contains: "2", ...stack("main2") });
    expect(checked.failures).toEqual([]);
    await expect.poll(() => h.output()).toContain(
      `msgform PhoneNumber: number ${number} does not match the search criteria areaCode=212: they are ignored, the number is what is bought or adopted`,
    );
    const adopted = await h.host.create(h.urn("PhoneNumber", "main2"), checked.inputs);
    expect(adopted.id).toBe(bought.id);
    // A number that is not the live one is still a different object.
    const other = (await available("area_code=646&limit=5")).find((n) => n !== number)!;
    const wrong = await h.check("PhoneNumber", "main3", { adoptId: bought.id, number: other, ...stack("main2") });
    const err = await h.failure(h.host.create(h.urn("PhoneNumber", "main3"), wrong.inputs));
    expect(err.message).toContain(`PhoneNumber ${bought.id} was not adopted: number differ from the live object`);
  });
});
