import { allowlistRule } from "./ipAllowlist";
import { authRule } from "./auth";
import { faultsRule } from "./faults";
import { idempotencyRule } from "./idempotency";
import { rateLimitRule } from "./rateLimit";
import type { PlatformRule } from "./request";
import { scopeRule } from "./scope";
import { validationRule } from "./validation";

/**
 * The platform rules every service operation passes, in the spec's order: a request that breaks
 * two of them gets the error of the one listed first. Each runs as a Fastify hook of its stage
 * (onRequest before the body is read, preHandler after), in this order within the stage.
 */
export const PLATFORM_RULES: readonly PlatformRule[] = [
  allowlistRule,
  authRule,
  scopeRule,
  rateLimitRule,
  validationRule,
  idempotencyRule,
  faultsRule,
];
