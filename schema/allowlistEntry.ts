import { isIP } from "node:net";
import { z } from "zod";

// An allowlist entry and how many a list holds (spec 5: IP allowlisting), on their own so the IpAllowlist kind declares
// its field without building the list's wire model (schema/allowlist.ts).

export const MAX_ALLOWLIST_ENTRIES = 200;

/** An IPv4 or IPv6 address, or a CIDR range of either. */
const IpOrCidr = z
  .string()
  .refine((v) => {
    const [addr, bits, extra] = v.split("/");
    if (extra !== undefined || !addr) return false;
    const family = isIP(addr);
    if (family === 0) return false;
    if (bits === undefined) return true;
    if (!/^[0-9]{1,3}$/.test(bits)) return false;
    return Number(bits) <= (family === 4 ? 32 : 128);
  }, "must be an IPv4 or IPv6 address or CIDR range, e.g. 203.0.113.7, 198.51.100.0/24 or 2001:db8::/32")
  .meta({ description: "IPv4/IPv6 address or CIDR range" });

export const AllowlistEntry = z.strictObject({
  cidr: IpOrCidr,
  description: z.string().max(200).optional(),
});
