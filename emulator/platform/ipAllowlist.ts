import { BlockList, isIP } from "node:net";
import type { AllowlistState } from "../state";

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
