import { useContext } from "preact/hooks";
import { call, platform, reads } from "./api";
import { Copy, Ref } from "./names";
import { AccountId, Failed, Section, Status, Table, Time, useLoad } from "./shared";

/** Numbers with their campaign, keys with their counters (never a secret), the allowlist. */
export function AccountView() {
  const account = useContext(AccountId);
  const params = { account_id: account };
  const numbers = useLoad(() => call(reads.listNumbers, { params }), [account]);
  const keys = useLoad(() => call(platform.keyCounters, { params }), [account]);
  const allowlist = useLoad(() => call(reads.getAllowlist, { params }), [account]);
  return (
    <>
      <Section title="Numbers">
        <Failed error={numbers.error} />
        <Table
          caption="Phone numbers and their campaign"
          head={["Name", "Number", "Mode", "Place", "Campaign", "Campaign status", "Sending", "Purchased"]}
          rows={numbers.data?.data.length ?? 0}
          empty="No number yet: apply a configuration, or buy one through the service."
        >
          {numbers.data?.data.map((n) => (
            <tr key={n.id}>
              <td>
                <Ref id={n.id} />
              </td>
              <td class="mono">
                {n.number}
                {" "}
                <Copy value={n.number} label={`number ${n.number}`} />
              </td>
              <td>{n.mode}</td>
              <td>{[n.locality, n.region].filter(Boolean).join(", ") || n.area_code}</td>
              <td>{n.campaign_id ? <Ref id={n.campaign_id} /> : <span class="muted">none</span>}</td>
              <td>{n.campaign_status ? <Status value={n.campaign_status} /> : <span class="muted">—</span>}</td>
              <td>{n.sending_enabled ? "yes" : "no"}</td>
              <td>
                <Time at={n.purchased_at} />
              </td>
            </tr>
          ))}
        </Table>
      </Section>
      <Section title="API keys">
        <Failed error={keys.error} />
        <Table
          caption="Keys and their request counters (secrets are never shown)"
          head={["Key", "Mode", "Status", "Scopes", "Requests", "Last used"]}
          rows={keys.data?.data.length ?? 0}
        >
          {keys.data?.data.map((k) => (
            <tr key={k.id}>
              <td>
                <Ref id={k.id} />
              </td>
              <td>{k.mode}</td>
              <td>
                <Status value={k.status} />
              </td>
              <td class="small">{k.scopes.join(", ")}</td>
              <td class="num">{k.request_count}</td>
              <td>
                <Time at={k.last_used_at} />
              </td>
            </tr>
          ))}
        </Table>
      </Section>
      <Section title="IP allowlist">
        <Failed error={allowlist.error} />
        {allowlist.data && (
          <p>
            {allowlist.data.enabled ? "Enforced: requests from other addresses are refused." : "Empty: every address may call."}
            {" "}
            <span class="muted">
              Updated
              {" "}
              <Time at={allowlist.data.updated_at} />
            </span>
          </p>
        )}
        <Table caption="Allowlist entries" head={["Address or range", "Description"]} rows={allowlist.data?.entries.length ?? 0} empty="No entry.">
          {allowlist.data?.entries.map((e) => (
            <tr key={e.cidr}>
              <td class="mono">{e.cidr}</td>
              <td>{e.description ?? <span class="muted">—</span>}</td>
            </tr>
          ))}
        </Table>
      </Section>
    </>
  );
}
