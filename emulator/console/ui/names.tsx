import { createContext } from "preact";
import { useContext, useState } from "preact/hooks";
import { ownershipOf } from "../../../schema/ownership";
import { call, platform, reads } from "./api";
import { AccountId, useLoad } from "./shared";

/** What a person calls an object: the name they declared it under, its owner, and its own name field. */
interface Naming {
  /** The configuration's or the Pulumi program's name for it (metadata msgform:name). */
  declared?: string;
  /** Who declared it: "configuration default", "Pulumi stack shop/dev". */
  owner?: string;
  /** The object's own name field (a number's name, a brand's display name, an endpoint's description). */
  own?: string;
  /** What it is, for the copy button's label: "number", "campaign". */
  kind: string;
}

export type NameIndex = ReadonlyMap<string, Naming>;

/** The names of the account's objects, by id (and numbers by their E.164 too). */
export const Names = createContext<NameIndex>(new Map());

type Metadata = Readonly<Record<string, string>> | null | undefined;

function naming(kind: string, metadata: Metadata, own: string | null | undefined): Naming {
  const o = ownershipOf(metadata);
  const n: Naming = { kind };
  if (o.state !== "unmanaged") n.declared = o.name;
  if (o.state === "owned") {
    n.owner = o.owner.kind === "config" ? `configuration ${o.owner.configuration}` : `Pulumi stack ${o.owner.project}/${o.owner.stack}`;
  }
  if (own) n.own = own;
  return n;
}

/** Loads the index the views name objects from: numbers, campaigns, brands, endpoints and keys. */
export function useNameIndex(): NameIndex {
  const account = useContext(AccountId);
  const r = useLoad(async () => {
    if (!account) return new Map<string, Naming>();
    const params = { account_id: account };
    const [numbers, campaigns, brands, endpoints, keys] = await Promise.all([
      call(reads.listNumbers, { params }),
      call(reads.listCampaigns, { params }),
      call(reads.listBrands, { params }),
      call(reads.listEndpoints, { params }),
      call(platform.keyCounters, { params }),
    ]);
    const index = new Map<string, Naming>();
    for (const n of numbers.data) {
      const named = naming("number", n.metadata, n.name);
      index.set(n.id, named);
      index.set(n.number, named);
    }
    for (const { campaign: c } of campaigns.data) index.set(c.id, naming("campaign", c.metadata, null));
    for (const b of brands.data) index.set(b.id, naming("brand", b.metadata, b.display_name));
    for (const e of endpoints.data) index.set(e.id, naming("endpoint", e.metadata, e.description));
    for (const k of keys.data) index.set(k.id, { kind: "key", ...(k.name ? { own: k.name } : {}) });
    return index;
  }, [account]);
  return r.data ?? new Map();
}

/** Copies a value to the clipboard, and says so on the button for a moment. */
export function Copy({ value, label }: { value: string; label: string }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      class="copy"
      aria-label={`Copy ${label}`}
      title={`Copy ${value}`}
      onClick={(e) => {
        e.stopPropagation();
        void navigator.clipboard.writeText(value).then(
          () => {
            setDone(true);
            setTimeout(() => setDone(false), 1200);
          },
          () => undefined,
        );
      }}
    >
      {done ? "copied" : "copy"}
    </button>
  );
}

/**
 * An object where it appears: the declared name (and the object's own name) first, then its id,
 * one click from the clipboard. `id` is what the service calls it (an id, or a number's E.164).
 */
export function Ref({ id, quiet }: { id: string | null | undefined; quiet?: boolean }) {
  const names = useContext(Names);
  if (!id) return <span class="muted">—</span>;
  const n = names.get(id);
  const label = n?.declared ?? n?.own;
  const also = n?.declared && n.own && n.own !== n.declared ? n.own : undefined;
  return (
    <span class="ref">
      {label && (
        <span class="ref-name" title={n?.owner ? `${label}, declared in ${n.owner}` : label}>
          {label}
        </span>
      )}
      {also && <span class="ref-own muted">{also}</span>}
      <span class={`mono ref-id${label ? " muted" : ""}`}>{id}</span>
      {!quiet && <Copy value={id} label={`${n?.kind ?? "id"} ${id}`} />}
    </span>
  );
}

/** The declared name of an object alone (for option labels and short places), or undefined. */
export function nameOf(names: NameIndex, id: string | null | undefined): string | undefined {
  if (!id) return undefined;
  const n = names.get(id);
  return n?.declared ?? n?.own;
}
