import type { EmulatorCore } from "../core";
import { ApiError } from "../errors";
import type { PlatformRule, RequestState } from "./request";

export type Credentials = { keyId: string; secret: string };

const CHALLENGE = { "WWW-Authenticate": "Basic realm=\"messaging\", charset=\"UTF-8\"" };

/**
 * Spec 5.1: HTTP basic authentication, key ID as user name and key secret as password.
 * Returns the key id alone when the header parses (the id identifies the account before the
 * secret is checked, so the IP allowlist can run first: spec 5.6).
 */
function parseBasic(header: string | undefined): Credentials {
  if (header === undefined || header.trim() === "") {
    throw new ApiError(
      401,
      "authentication_required",
      "No credentials: authenticate with HTTP basic auth, key ID as user name and key secret as password.",
      { headers: CHALLENGE },
    );
  }
  const m = /^Basic[ ]+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  const decoded = m ? Buffer.from(m[1]!, "base64").toString("utf8") : "";
  const colon = decoded.indexOf(":");
  if (!m || colon <= 0) {
    throw new ApiError(
      401,
      "malformed_authorization",
      "The Authorization header is not 'Basic base64(<key_id>:<key_secret>)'.",
      { headers: CHALLENGE },
    );
  }
  return { keyId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

function invalidKey(): ApiError {
  // One code for an unknown id and a wrong secret, so that key ids cannot be probed.
  return new ApiError(401, "invalid_api_key", "The key ID and secret do not match an API key.", {
    headers: CHALLENGE,
  });
}

function revokedKey(keyId: string): ApiError {
  return new ApiError(401, "api_key_revoked", `The API key ${keyId} has been revoked; use its replacement.`, {
    headers: CHALLENGE,
  });
}

/** The request's credentials, parsed once (the allowlist reads the key id, authentication all). */
export function credentialsOf(s: RequestState, authorization: string | undefined): Credentials {
  if (s.credentials === undefined) {
    try {
      s.credentials = parseBasic(authorization);
    } catch (err) {
      s.credentials = err as ApiError;
    }
  }
  if (s.credentials instanceof ApiError) throw s.credentials;
  return s.credentials;
}

/** Spec 5.1: the key pair authenticates; a revoked key stops once its revocation has propagated. */
function authenticate(core: EmulatorCore, creds: Credentials) {
  const key = core.state.verifyKey(creds.keyId, creds.secret);
  if (!key) throw invalidKey();
  const now = core.clock.now();
  if (key.revocationEffectiveAt !== null && now >= key.revocationEffectiveAt) throw revokedKey(key.id);
  key.requestCount++;
  key.lastUsedAt = now;
  return { key, account: core.state.accounts.get(key.accountId)! };
}

export const authRule: PlatformRule = {
  spec: "spec 5.1 basic authentication",
  stage: () => "onRequest",
  run: (core, req) => {
    const { key, account } = authenticate(core, credentialsOf(req.svc, req.headers.authorization));
    req.svc.key = key;
    req.svc.account = account;
  },
};
