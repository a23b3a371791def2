/**
 * Webhooks for receivers (spec 6), one module per concept under webhooks/: signatures (verify,
 * sign for tests), event types (the envelope, typed by kind, ordering), the store and receiver
 * (duplicate dropping), and a node:http handler that answers at once and processes asynchronously.
 */

export {
  isKnownEvent,
  orderByOccurredAt,
  type TypedWebhookEvent,
  type UnknownKindEvent,
  type WebhookEvent,
} from "./webhooks/events";
export { createWebhookHandler, type WebhookHandler, type WebhookHandlerOptions } from "./webhooks/handler";
export {
  type Delivery,
  type EventStore,
  MemoryEventStore,
  type ReceiveResult,
  type ReceiverOptions,
  WebhookReceiver,
} from "./webhooks/receiver";
export {
  computeSignature,
  DEFAULT_TOLERANCE_SECONDS,
  signPayload,
  verifySignature,
  type VerifyOptions,
  type WebhookFailureReason,
  WebhookVerificationError,
} from "./webhooks/signatures";
