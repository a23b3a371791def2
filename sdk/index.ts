// The sdk's public surface: re-exported from the package root.
export { createClient, createClientFromEnv } from "./client";
export type { Client, ClientCore, ClientStats, ServiceResources } from "./client";
export { clientOptionsFrom, ENV, envLayer, resolveConnection } from "./config";
export type {
  AttemptInfo,
  ClientOptions,
  ConnectionField,
  ConnectionSettings,
  Logger,
  PacingOptions,
  RetryOptions,
  SettingSources,
  SettingsLayer,
  TimeoutOptions,
} from "./config";
export {
  AbortedError,
  ApiError,
  AuthenticationError,
  ConfigurationError,
  ConflictError,
  connectionProblem,
  ForbiddenError,
  IdempotencyError,
  InvalidResponseError,
  IpNotAllowedError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ScopeError,
  ServerError,
  ValidationError,
} from "./errors";
export type { ApiErrorKind, ErrorDetail } from "./errors";
export type { CallInput, ListResult, MethodOf, Page, ResourcesOf } from "./resources";
export { parseTolerant, tolerant } from "./tolerant";
export type { Tolerant } from "./tolerant";
export { USER_AGENT } from "./transport";
export { LOG_ENV, LOG_FILE_ENV } from "./transport/trace";
export { VERSION } from "./version";
export type { RequestOptions } from "./transport";
export {
  computeSignature,
  createWebhookHandler,
  DEFAULT_TOLERANCE_SECONDS,
  isKnownEvent,
  MemoryEventStore,
  orderByOccurredAt,
  signPayload,
  verifySignature,
  WebhookReceiver,
  WebhookVerificationError,
} from "./webhooks";
export type {
  Delivery,
  EventStore,
  ReceiveResult,
  ReceiverOptions,
  TypedWebhookEvent,
  UnknownKindEvent,
  VerifyOptions,
  WebhookEvent,
  WebhookFailureReason,
  WebhookHandler,
  WebhookHandlerOptions,
} from "./webhooks";
