// Where the provider's credentials come from: stack config delivered through the dynamic
// provider's configure() (the engine sends the whole stack config to dynamic providers, keys
// namespaced, secrets decrypted), else the environment. Never from the serialized provider.
// The precedence, the environment names and the provenance are the sdk's one resolver; this file
// only describes the stack-config layer.
import { type ConnectionField, envLayer, resolveConnection, type SettingsLayer } from "../../sdk/config";
import type { Settings } from "../kinds/kind";

/** Stack config keys (`pulumi config set [--secret] msgform:keySecret …`). */
export const CONFIG_KEYS = {
  baseUrl: "msgform:baseUrl",
  keyId: "msgform:keyId",
  keySecret: "msgform:keySecret",
  caFile: "msgform:caFile",
} as const;

/** The part of Pulumi's dynamic-provider `Config` we use (`ConfigureRequest.config`). */
export interface ConfigSource {
  get(key: string): string | undefined;
}

/** A stack config value, or undefined when unset, empty, or there is no stack config. */
function configReader(config: ConfigSource | undefined): (key: string) => string | undefined {
  return (key) => {
    try {
      const v = config?.get(key);
      return v === undefined || v === "" ? undefined : String(v);
    } catch {
      // The host builds its Config over the Configure request's args; without a Configure call it
      // has none and get() throws. Treat that as "no stack config".
      return undefined;
    }
  };
}

/** The stack config as a settings layer: the key pair is set there whole or not at all. */
export function stackConfigLayer(config: ConfigSource | undefined): SettingsLayer {
  const read = configReader(config);
  return {
    label: "stack config",
    nameOf: (field: ConnectionField) => CONFIG_KEYS[field],
    howToSet: (field) => (field === "keySecret" ? `\`pulumi config set --secret ${CONFIG_KEYS.keySecret}\`` : CONFIG_KEYS[field]),
    get: (field) => read(CONFIG_KEYS[field]),
    wholeKeyPair: true,
  };
}

/** Settings from stack config, else the MSGFORM_* environment variables. */
export function resolveSettings(config: ConfigSource | undefined, env: NodeJS.ProcessEnv = process.env): Settings {
  return resolveConnection([stackConfigLayer(config), envLayer(env)], configReader(config));
}
