import { useContext, useState } from "preact/hooks";
import { type BodyFor, call, type CampaignWithHistory, reads, registration } from "./api";
import { Copy, nameOf, Names, Ref } from "./names";
import { AccountId, Action, Failed, Section, Status, Table, Time, useFieldId, useLoad } from "./shared";

interface StatusChange {
  status: string;
  previous_status: string | null;
  cause: string;
  changed_carriers: { carrier: string; status: string }[];
  reasons: { code: string; description: string }[];
}

export function Registrations() {
  const account = useContext(AccountId);
  const brands = useLoad(() => call(reads.listBrands, { params: { account_id: account } }), [account]);
  const campaigns = useLoad(() => call(reads.listCampaigns, { params: { account_id: account } }), [account]);
  return (
    <>
      <Section title="Brands">
        <Failed error={brands.error} />
        <Table
          caption="Brands and their verification"
          head={["Brand", "Mode", "Status", "Trust score", "Reasons", "Act as the vetting partner"]}
          rows={brands.data?.data.length ?? 0}
          empty="No brand yet."
        >
          {brands.data?.data.map((b) => (
            <tr key={b.id}>
              <td>
                <Ref id={b.id} />
              </td>
              <td>{b.mode}</td>
              <td>
                <Status value={b.status} />
              </td>
              <td class="num">{b.trust_score ?? "—"}</td>
              <td>
                <Reasons reasons={b.status_reasons} />
              </td>
              <td class="actions">
                <Action label={`Verify ${b.id}`} run={async () => decideBrand(b.id, { outcome: "verify" })}>
                  Verify
                </Action>
                <Action
                  label={`Unverify ${b.id}`}
                  kind="danger"
                  run={async () =>
                    decideBrand(b.id, {
                      outcome: "unverify",
                      reasons: [{ code: "IDENTITY_NOT_VERIFIED", description: "The vetting partner could not verify the brand's identity." }],
                    })}
                >
                  Unverify
                </Action>
              </td>
            </tr>
          ))}
        </Table>
      </Section>
      <Section title="Campaigns">
        <Failed error={campaigns.error} />
        {campaigns.data?.data.length === 0 && <p class="muted">No campaign yet.</p>}
        {campaigns.data?.data.map((c) => <CampaignCard key={c.campaign.id} item={c} />)}
      </Section>
    </>
  );
}

async function decideBrand(id: string, body: BodyFor<typeof registration.decideBrand>): Promise<string> {
  const b = await call(registration.decideBrand, { params: { brand_id: id }, body });
  return `Brand ${b.id} is ${b.status}.`;
}

function Reasons({ reasons }: { reasons: { code: string; description: string }[] }) {
  if (reasons.length === 0) return <span class="muted">—</span>;
  return (
    <ul class="reasons">
      {reasons.map((r) => (
        <li key={r.code}>
          <span class="mono">{r.code}</span>: {r.description}
        </li>
      ))}
    </ul>
  );
}

function CampaignCard({ item }: { item: CampaignWithHistory }) {
  const c = item.campaign;
  const names = useContext(Names);
  const declared = nameOf(names, c.id);
  const [code, setCode] = useState("MESSAGE_FLOW_INSUFFICIENT");
  const [description, setDescription] = useState("The opt-in flow does not show how subscribers consent.");
  const [carrier, setCarrier] = useState("");
  const ids = { code: useFieldId("code"), description: useFieldId("description"), carrier: useFieldId("carrier") };
  const decide = async (outcome: "approve" | "reject" | "suspend") => {
    const reasons = outcome === "approve" ? undefined : [{ code, description }];
    const r = await call(registration.decideCampaign, {
      params: { campaign_id: c.id },
      body: {
        outcome,
        ...(carrier ? { carriers: [carrier] } : {}),
        ...(reasons ? { reasons } : {}),
      } as BodyFor<typeof registration.decideCampaign>,
    });
    return `Campaign ${c.id} is ${r.status}.`;
  };
  return (
    <article class="card" aria-labelledby={`${c.id}-title`}>
      <header class="card-head">
        <div class="card-title">
          <h3 id={`${c.id}-title`}>
            {declared && <span class="ref-name">{declared}</span>}
            {" "}
            <span class={`mono${declared ? " muted" : ""}`}>{c.id}</span>
            {" "}
            <Status value={c.status} />
          </h3>
          <Copy value={c.id} label={`campaign ${c.id}`} />
        </div>
        <span class="muted">
          {c.mode}
          {" "}
          ·
          {" "}
          {c.use_case}
          {" "}
          · brand
          {" "}
          <Ref id={c.brand_id} quiet />
          {" "}
          ·
          {" "}
          {c.number_count}
          {" "}
          number
          {c.number_count === 1 ? "" : "s"}
          {c.throughput_per_second !== null && ` · ${c.throughput_per_second} msg/s`}
        </span>
      </header>
      <p>{c.description}</p>
      <div class="carriers">
        {c.carriers.map((k) => (
          <div key={k.carrier} class="carrier">
            <strong>{k.carrier}</strong>
            {" "}
            <Status value={k.status} />
            <Reasons reasons={k.reasons} />
          </div>
        ))}
      </div>
      {c.status_reasons.length > 0 && (
        <>
          <h4>Reasons</h4>
          <Reasons reasons={c.status_reasons} />
        </>
      )}
      <form class="decide" aria-label={`Decide on ${c.id} as a carrier`} onSubmit={(e) => e.preventDefault()}>
        <div class="field">
          <label for={ids.carrier}>Carrier</label>
          <select id={ids.carrier} value={carrier} onChange={(e) => setCarrier((e.target as HTMLSelectElement).value)}>
            <option value="">all carriers</option>
            {c.carriers.map((k) => (
              <option key={k.carrier} value={k.carrier}>
                {k.carrier}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for={ids.code}>Reason code</label>
          <input id={ids.code} class="mono" value={code} onInput={(e) => setCode((e.target as HTMLInputElement).value)} />
        </div>
        <div class="field wide">
          <label for={ids.description}>Reason description</label>
          <input
            id={ids.description}
            value={description}
            onInput={(e) => setDescription((e.target as HTMLInputElement).value)}
          />
        </div>
        <div class="field buttons">
          <Action label={`Approve ${c.id}`} kind="primary" run={() => decide("approve")}>
            Approve
          </Action>
          <Action label={`Reject ${c.id}`} kind="danger" run={() => decide("reject")}>
            Reject
          </Action>
          <Action label={`Suspend ${c.id}`} run={() => decide("suspend")}>
            Suspend
          </Action>
        </div>
      </form>
      <details>
        <summary>
          History (
          {item.history.length}
          )
        </summary>
        <ol class="timeline">
          {item.history.map((e) => {
            const d = e.data as unknown as StatusChange;
            return (
              <li key={e.id}>
                <Time at={e.occurred_at} />
                {" "}
                {d.previous_status ?? "new"}
                {" "}
                →
                {" "}
                <Status value={d.status} />
                {" "}
                <span class="muted">
                  (
                  {d.cause}
                  )
                </span>
                {d.changed_carriers.length > 0 && (
                  <span class="muted">
                    {" "}
                    ·
                    {" "}
                    {d.changed_carriers.map((k) => `${k.carrier} ${k.status}`).join(", ")}
                  </span>
                )}
                {d.reasons.length > 0 && <Reasons reasons={d.reasons} />}
              </li>
            );
          })}
        </ol>
      </details>
    </article>
  );
}
