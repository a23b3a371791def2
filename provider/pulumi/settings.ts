// Where the provider's credentials come from: stack config delivered through the dynamic
// provider's configure() (the engine sends the whole stack config to dynamic providers, keys
// namespaced, secrets decrypted), else the environment. Never from the serialized provider.
import type { Settings } from "../kinds/kind";

/** Stack config keys (`pulumi config set [--secret] msgform:keySecret …`). */
export const CONFIG_KEYS = {
  baseUrl: "msgform:baseUrl",
  keyId: "msgform:keyId",
  keySecret: "msgform:keySecret",
  caFile: "msgform:caFile",
} as const;

/** Environment variables, used for each value the stack config does not set. */
export const ENV_KEYS = {
  baseUrl: "MSGFORM_BASE_URL",
  keyId: "MSGFORM_KEY_ID",
  keySecret: "MSGFORM_KEY_SECRET",
  caFile: "MSGFORM_CA_FILE",
} as const;

/** The part of Pulumi's dynamic-provider `Config` we use (`ConfigureRequest.config`). */
export interface ConfigSource {
  get(key: string): string | undefined;
}

/**
 * Resolves settings. `baseUrl` and `caFile` each come from stack config, else the environment. The
 * key pair comes from one place: stack config if either half is set there, else the environment;
 * half a pair in stack config is an error (it is always a mistake to mix the two sources).
 */
export function resolveSettings(config: ConfigSource | undefined, env: NodeJS.ProcessEnv = process.env): Settings {
  const fromConfig = (key: string): string | undefined => {
    try {
      const v = config?.get(key);
      return v === undefined || v === "" ? undefined : String(v);
    } catch {
      // The host builds its Config over the Configure request's args; without a Configure call it
      // has none and get() throws. Treat that as "no stack config".
      return undefined;
    }
  };
  const fromEnv = (key: string): string | undefined => (env[key] === "" ? undefined : env[key]);
  const sources: string[] = [];
  const pick = (field: keyof typeof CONFIG_KEYS): string | undefined => {
    const c = fromConfig(CONFIG_KEYS[field]);
    if (c !== undefined) {
      sources.push(`${field} from ${CONFIG_KEYS[field]}`);
      return c;
    }
    const e = fromEnv(ENV_KEYS[field]);
    if (e !== undefined) sources.push(`${field} from ${ENV_KEYS[field]}`);
    return e;
  };

  const baseUrl = pick("baseUrl");
  const caFile = pick("caFile");
  const cfgId = fromConfig(CONFIG_KEYS.keyId);
  const cfgSecret = fromConfig(CONFIG_KEYS.keySecret);
  let keyId: string | undefined;
  let keySecret: string | undefined;
  if (cfgId !== undefined || cfgSecret !== undefined) {
    if (cfgId === undefined || cfgSecret === undefined) {
      const [set, missing] = cfgId === undefined
        ? [CONFIG_KEYS.keySecret, CONFIG_KEYS.keyId]
        : [CONFIG_KEYS.keyId, CONFIG_KEYS.keySecret];
      throw new Error(
        `msgform: stack config sets ${set} but not ${missing}; set both (\`pulumi config set ${CONFIG_KEYS.keyId} …\`, \`pulumi config set --secret ${CONFIG_KEYS.keySecret} …\`) or neither (then ${ENV_KEYS.keyId} and ${ENV_KEYS.keySecret} are used)`,
      );
    }
    keyId = cfgId;
    keySecret = cfgSecret;
    sources.push(`key from ${CONFIG_KEYS.keyId}/${CONFIG_KEYS.keySecret}`);
  } else {
    keyId = fromEnv(ENV_KEYS.keyId);
    keySecret = fromEnv(ENV_KEYS.keySecret);
    if (keyId !== undefined || keySecret !== undefined) sources.push(`key from ${ENV_KEYS.keyId}/${ENV_KEYS.keySecret}`);
  }

  const description = sources.length > 0 ? sources.join(", ") : "no msgform settings in stack config or environment";
  const settings = { baseUrl, keyId, caFile, config: fromConfig, describe: () => description };
  // Not enumerable: a stray console.log(settings) or JSON.stringify(settings) does not show it.
  Object.defineProperty(settings, "keySecret", { value: keySecret, enumerable: false });
  return settings as Settings;
}
