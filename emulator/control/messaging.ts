import type { z } from "zod";
import { type InboundMessageBody, messagingControlEndpoints } from "../../schema/controlMessaging";
import type { Mode } from "../../schema/common";
import type { EmulatorCore } from "../core";
import { ApiError } from "../errors";
import { senderCheck } from "../handlers/numbers";
import { chargesOf } from "../messaging/charges";
import { receiveInbound, recordAutoReply } from "../messaging/engine";
import { type CampaignKeywords, optOutsOf } from "../messaging/optOuts";
import { formatMicros } from "../messaging/pricing";
import { messageView } from "../messaging/store";
import { campaigns } from "../registration/store";
import { controlRoutes } from "./app";

export function accountOf(core: EmulatorCore, id: string) {
  const a = core.state.accounts.get(id);
  if (!a) throw new ApiError(404, "resource_not_found", `No account '${id}'.`, { param: "account_id" });
  return a;
}

export const modesOf = (mode: Mode | undefined): Mode[] => (mode ? [mode] : ["live", "test"]);

/**
 * A text from outside to one of the account's numbers (inbound-messages, the console's handset):
 * the receiving number's campaign may add its own keywords to the defaults, and answers a keyword
 * with its reply, kept as an outbound message.
 */
export function receiveText(core: EmulatorCore, accountId: string, body: z.output<typeof InboundMessageBody>) {
  const account = accountOf(core, accountId);
  const receiver = senderCheck(core, account, body.mode, body.to);
  const campaignId = receiver.owned ? receiver.campaign?.id : undefined;
  const campaign = campaignId === undefined ? undefined : campaigns(core, account, body.mode).get(campaignId);
  const keywords: CampaignKeywords | undefined = campaign && {
    optOut: campaign.fields.opt_out_keywords,
    optIn: campaign.fields.opt_in_keywords,
    help: campaign.fields.help_keywords,
  };
  const received = receiveInbound(
    core,
    account,
    body.mode,
    { from: body.from, to: body.to, body: body.body, mediaUrls: body.media_urls },
    receiver,
    keywords,
  );
  const f = campaign?.fields;
  const replyText =
    received.keyword === "opt_out" ? f?.opt_out_message
      : received.keyword === "opt_in" ? f?.opt_in_message
        : received.keyword === "help" ? f?.help_message
          : undefined;
  const reply = replyText ? recordAutoReply(core, account, received.message, replyText) : undefined;
  return { account, campaign, reply, ...received };
}

/** Control operations for messaging: inbound simulation, the charges ledger, opt-outs. */
export const messagingControlRoutes = controlRoutes(messagingControlEndpoints, {
  inbound: ({ core, params, body }) => messageView(receiveText(core, params.account_id, body).message, core.clock),
  charges: ({ core, params, query }) => {
    const account = accountOf(core, params.account_id);
    const total = (mode: Mode) => formatMicros(chargesOf(core, account, mode).reduce((s, c) => s + c.amountMicros, 0));
    const data = modesOf(query.mode)
      .flatMap((mode) => chargesOf(core, account, mode))
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
      .map((c) => ({
        id: c.id,
        message_id: c.messageId,
        mode: c.mode,
        type: c.type,
        to: c.to,
        segments: c.segments,
        amount: formatMicros(c.amountMicros),
        currency: "usd" as const,
        created_at: core.clock.iso(c.createdAt),
      }));
    return { data, totals: { live: total("live"), test: total("test") }, currency: "usd" as const };
  },
  optOuts: ({ core, params, query }) => {
    const account = accountOf(core, params.account_id);
    return {
      data: modesOf(query.mode).flatMap((mode) =>
        optOutsOf(core, account, mode).map((o) => ({
          mode,
          number: o.number,
          recipient: o.recipient,
          keyword: o.keyword,
          created_at: core.clock.iso(o.createdAt),
        })),
      ),
    };
  },
});
