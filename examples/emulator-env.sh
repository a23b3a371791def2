# shellcheck shell=bash
# Starts `msgform emulator` in the background and points msgform at it, for trying the examples.
# From the repository root, after `npm ci` (which builds dist/):
#
#   source examples/emulator-env.sh
#
# What it does, step by step (you can type these yourself instead):
#   - puts a `msgform` command on PATH (it runs node dist/cli/main.js);
#   - runs `msgform emulator` in the background; the emulator prints one JSON line with base_url,
#     ca_file, control_url, account_id and the bootstrap keys (kept in a private temp folder);
#   - exports MSGFORM_BASE_URL, MSGFORM_CA_FILE, MSGFORM_KEY_ID and MSGFORM_KEY_SECRET (the live
#     bootstrap key), MSGFORM_TEST_KEY_ID and MSGFORM_TEST_KEY_SECRET (the test key),
#     MSGFORM_CONTROL_URL (the emulator's control API), MSGFORM_CONTROL_TOKEN (its
#     x-msgform-control-token header), MSGFORM_CONSOLE_URL (its console) and MSGFORM_ACCOUNT_ID.
# `stop_emulator` stops it and removes its folder. Nothing here prints a secret.

if [ ! -f "$PWD/examples/emulator-env.sh" ]; then
  echo "emulator-env.sh: source it from the msgform repository root (the folder holding examples/): cd there, then run: source examples/emulator-env.sh" >&2
  return 1
fi
if [ ! -f "$PWD/dist/cli/main.js" ]; then
  echo "emulator-env.sh: dist/cli/main.js is missing: run npm ci first (it installs and builds dist/; npm run build rebuilds it)" >&2
  return 1
fi
# Sourced again in the same shell: the emulator started before is stopped, so none is left running.
if [ -n "${MSGFORM_EMULATOR_PID:-}" ] && declare -F stop_emulator > /dev/null; then
  echo "emulator-env.sh: stopping the emulator this shell started before (pid $MSGFORM_EMULATOR_PID); starting a new, empty one" >&2
  stop_emulator > /dev/null
fi
MSGFORM_EMULATOR_DIR="$(mktemp -d "${TMPDIR:-/tmp}/msgform-emulator.XXXXXX")"
mkdir "$MSGFORM_EMULATOR_DIR/bin"
printf '#!/bin/sh\nexec node "%s/dist/cli/main.js" "$@"\n' "$PWD" > "$MSGFORM_EMULATOR_DIR/bin/msgform"
chmod +x "$MSGFORM_EMULATOR_DIR/bin/msgform"
export PATH="$MSGFORM_EMULATOR_DIR/bin:$PATH"

node "$PWD/dist/cli/main.js" emulator > "$MSGFORM_EMULATOR_DIR/emulator.json" 2> "$MSGFORM_EMULATOR_DIR/emulator.log" &
MSGFORM_EMULATOR_PID=$!
disown 2> /dev/null || true

_msgform_tries=0
until [ -s "$MSGFORM_EMULATOR_DIR/emulator.json" ]; do
  _msgform_tries=$((_msgform_tries + 1))
  if ! kill -0 "$MSGFORM_EMULATOR_PID" 2> /dev/null || [ "$_msgform_tries" -gt 150 ]; then
    echo "emulator-env.sh: the emulator did not start:" >&2
    cat "$MSGFORM_EMULATOR_DIR/emulator.log" >&2
    kill "$MSGFORM_EMULATOR_PID" 2> /dev/null
    rm -rf "$MSGFORM_EMULATOR_DIR"
    return 1
  fi
  sleep 0.1
done
unset _msgform_tries

# The values are URLs, paths and [A-Za-z0-9_] identifiers: safe inside single quotes.
eval "$(node -e '
  const j = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const v = {
    MSGFORM_BASE_URL: j.base_url, MSGFORM_CA_FILE: j.ca_file, MSGFORM_CONTROL_URL: j.control_url,
    MSGFORM_CONTROL_TOKEN: j.control_token, MSGFORM_CONSOLE_URL: j.console_url,
    MSGFORM_ACCOUNT_ID: j.account_id,
    MSGFORM_KEY_ID: j.keys.live.id, MSGFORM_KEY_SECRET: j.keys.live.secret,
    MSGFORM_TEST_KEY_ID: j.keys.test.id, MSGFORM_TEST_KEY_SECRET: j.keys.test.secret,
  };
  for (const [k, s] of Object.entries(v)) console.log(`export ${k}=${JSON.stringify(String(s)).replace(/"/g, "\x27")}`);
' "$MSGFORM_EMULATOR_DIR/emulator.json")"

echo "msgform emulator: $MSGFORM_BASE_URL (account $MSGFORM_ACCOUNT_ID, live key $MSGFORM_KEY_ID); stop it with stop_emulator"

stop_emulator() {
  if [ -z "${MSGFORM_EMULATOR_PID:-}${MSGFORM_EMULATOR_DIR:-}" ]; then
    echo "msgform emulator: none is running from this shell (source examples/emulator-env.sh starts one)"
    return 0
  fi
  if [ -n "${MSGFORM_EMULATOR_PID:-}" ]; then
    kill "$MSGFORM_EMULATOR_PID" 2> /dev/null || true
    while kill -0 "$MSGFORM_EMULATOR_PID" 2> /dev/null; do sleep 0.1; done
  fi
  if [ -n "${MSGFORM_EMULATOR_DIR:-}" ]; then
    PATH="${PATH#"$MSGFORM_EMULATOR_DIR/bin:"}"
    rm -rf "$MSGFORM_EMULATOR_DIR"
  fi
  unset MSGFORM_EMULATOR_PID MSGFORM_EMULATOR_DIR MSGFORM_BASE_URL MSGFORM_CA_FILE MSGFORM_CONTROL_URL MSGFORM_CONTROL_TOKEN MSGFORM_CONSOLE_URL \
    MSGFORM_ACCOUNT_ID MSGFORM_KEY_ID MSGFORM_KEY_SECRET MSGFORM_TEST_KEY_ID MSGFORM_TEST_KEY_SECRET
  echo "msgform emulator: stopped"
}
