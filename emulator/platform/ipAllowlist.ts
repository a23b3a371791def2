import { BlockList, isIP } from "node:net";
import type { EmulatorCore } from "../core";
import { ApiError } from "../errors";
import type { AllowlistState, KeyRecord } from "../state";
import { credentialsOf } from "./auth";
import type { PlatformRule, RequestState } from "./request";

/** "::ffff:127.0.0.2" (an IPv4 client on a dual-stack socket) is the IPv4 address 127.0.0.2. */
export function normalizeAddress(address: string | undefined): string {
  if (!address) return "";
  const mapped = /^::ffff:([0-9.]+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

const compiled = new WeakMap<AllowlistState, BlockList>();

function compile(list: AllowlistState): BlockList {
  let bl = compiled.get(list);
  if (!bl) {
    bl = new BlockList();
    for (const { cidr } of list.entries) {
      const [addr, bits] = cidr.split("/") as [string, string | undefined];
      const type = isIP(addr) === 6 ? "ipv6" : "ipv4";
      if (bits === undefined) bl.addAddress(addr, type);
      else bl.addSubnet(addr, Number(bits), type);
    }
    compiled.set(list, bl);
  }
  return bl;
}

/** Spec 5.6: an empty allowlist allows every address; otherwise only listed addresses and ranges. */
export function isAllowed(list: AllowlistState, address: string): boolean {
  if (list.entries.length === 0) return true;
  const addr = normalizeAddress(address);
  const family = isIP(addr);
  if (family === 0) return false;
  return compile(list).check(addr, family === 6 ? "ipv6" : "ipv4");
}

function ipNotAllowed(sourceIp: string): ApiError {
  return new ApiError(403, "ip_not_allowed", `Requests from ${sourceIp} are not in this account's IP allowlist.`);
}

/**
 * Spec 5.6: the account's allowlist, checked before the secret. The key id in the header names
 * the account; a request that names no known key is held to the primary account's list, as a
 * deployment's own hostname would be. (So a key id's account can be told from 403 vs 401 by a
 * caller outside its list: the spec orders the allowlist first; README "Spec decisions".)
 */
export function checkAllowlist(core: EmulatorCore, keyId: string | undefined, sourceIp: string): void {
  // Read without touching the record (tracked.ts): only authentication changes it.
  const key = keyId === undefined ? undefined : (core.state.keys.peek(keyId) as KeyRecord | undefined);
  const account = key ? core.state.accounts.get(key.accountId) : core.state.primaryAccount();
  if (account && !isAllowed(account.allowlist, sourceIp)) throw ipNotAllowed(sourceIp);
}

/** The key id the request names, if its Authorization header parses. */
export function namedKeyId(s: RequestState, authorization: string | undefined): string | undefined {
  try {
    return credentialsOf(s, authorization).keyId;
  } catch {
    return undefined;
  }
}

export const allowlistRule: PlatformRule = {
  spec: "spec 5.6 IP allowlist, before authentication",
  stage: () => "onRequest",
  run: (core, req) => checkAllowlist(core, namedKeyId(req.svc, req.headers.authorization), req.svc.sourceIp),
};
