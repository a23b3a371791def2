#!/usr/bin/env bash
# The msgform GitHub Action's one step (action.yml runs it with the inputs as INPUT_* variables):
# validate, plan (one pull-request comment found by its hidden marker), apply (of the reviewed saved
# plan), drift or status. Every command writes the job summary and its outputs before it fails.
set -uo pipefail
set -f # file lists are split on spaces, never globbed

SUMMARY_WRITTEN=0
EXIT_CODE_SET=0

# An error annotation, then exit with the command's code (1 by default). A refusal before the
# command wrote its report still gets the job summary and the exit-code output.
fail() {
  echo "::error title=msgform::$1"
  if [ "$SUMMARY_WRITTEN" -eq 0 ] && [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    { echo "### msgform ${COMMAND:-}"; echo; echo "**Not done:** $1"; } >> "$GITHUB_STEP_SUMMARY"
  fi
  [ "$EXIT_CODE_SET" -eq 0 ] && [ -n "${GITHUB_OUTPUT:-}" ] && output exit-code "${2:-1}"
  exit "${2:-1}"
}

# Appends stdin to the job summary (the caller then sets SUMMARY_WRITTEN=1: a pipeline's last
# command runs in a subshell).
summary() { cat >> "$GITHUB_STEP_SUMMARY"; }

# One output, in the multi-line form with a random delimiter: a value (a path from an input) cannot
# add keys of its own.
output() {
  local delimiter
  delimiter="msgform_$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
  case "$2" in *"$delimiter"*) fail "the $1 output holds its own delimiter" ;; esac
  printf '%s<<%s\n%s\n%s\n' "$1" "$delimiter" "$2" "$delimiter" >> "$GITHUB_OUTPUT"
  [ "$1" = exit-code ] && EXIT_CODE_SET=1
  return 0
}

# The CLI's own hint names the runner's temporary file and a command the action does not run.
without_local_hints() { grep -v '^msgform: plan saved to .*: apply it with' || true; }

# A Markdown code fence longer than any run of backticks in the file, so its text cannot close it.
fence() {
  local n
  n=$(grep -o '`*' "$1" 2> /dev/null | awk '{ if (length($0) > m) m = length($0) } END { print m + 0 }')
  [ "$n" -lt 3 ] && n=2
  printf '%*s' $((n + 1)) '' | tr ' ' '`'
}

# A file as a fenced block, at most $2 characters of it (the rest is in the job log).
fenced() {
  local f
  f=$(fence "$1")
  echo "$f"
  head -c "$2" "$1"
  [ "$(wc -c < "$1")" -gt "$2" ] && printf '\n… (cut here: the job log has all of it)'
  echo
  echo "$f"
}

WORK="${RUNNER_TEMP:?RUNNER_TEMP is not set}/msgform"
mkdir -p "$WORK"
COMMAND="${INPUT_COMMAND:-plan}"
for input in "${INPUT_PLAN_FILE:-}" "${INPUT_SECRETS_OUT:-}" "${INPUT_FILES:-}"; do
  case "$input" in *$'\n'* | *$'\r'*) fail "the plan-file, secrets-out and files inputs are paths on one line" ;; esac
done
files=()
for f in ${INPUT_FILES:-}; do files+=("$f"); done
[ "${#files[@]}" -gt 0 ] || fail "the files input is empty: name the config files (a base, then overlays)"
# Inputs override the job's MSGFORM_* only when given.
[ -n "${INPUT_BASE_URL:-}" ] && export MSGFORM_BASE_URL="$INPUT_BASE_URL"
[ -n "${INPUT_KEY_ID:-}" ] && export MSGFORM_KEY_ID="$INPUT_KEY_ID"
[ -n "${INPUT_KEY_SECRET:-}" ] && export MSGFORM_KEY_SECRET="$INPUT_KEY_SECRET"
[ -n "${INPUT_CA_FILE:-}" ] && export MSGFORM_CA_FILE="$INPUT_CA_FILE"
export NO_COLOR=1
KEY="${INPUT_CONFIGURATION:-default}"
[[ "$KEY" =~ ^[A-Za-z0-9._-]{1,64}$ ]] || fail "the configuration input is letters, digits, '.', '_' or '-' (up to 64)"
MARKER="<!-- msgform:plan:$KEY -->"
strict=()
[ "${INPUT_STRICT:-false}" = "true" ] && strict=(--strict)

# ---- plan -------------------------------------------------------------------------------------

# Who the token comments as: the comment-author input, else the token's user (a personal or app
# user token), else the job's GITHUB_TOKEN, which cannot read /user and posts as github-actions[bot].
comment_author() {
  local login="${INPUT_COMMENT_AUTHOR:-}"
  [ -n "$login" ] || login=$(gh api user --jq .login 2> /dev/null) || login=""
  [ -n "$login" ] || login="github-actions[bot]"
  if ! [[ "$login" =~ ^[A-Za-z0-9][A-Za-z0-9-]*(\[bot\])?$ ]]; then
    echo "msgform: the comment author \"$login\" is not a GitHub login" >&2
    return 1
  fi
  echo "$login"
}

# The pull request's comment by the action's own identity carrying our marker on its first line,
# else a new one. Comments by anyone else, even with the marker, and comments without it (another
# bot's, another configuration's) are never touched.
post_comment() {
  local body="$1" repo="${INPUT_REPOSITORY:-${GITHUB_REPOSITORY:-}}" pr="$INPUT_PULL_REQUEST" id author
  author=$(comment_author) || return 1
  node -e 'process.stdout.write(JSON.stringify({ body: require("fs").readFileSync(process.argv[1], "utf8") }))' \
    "$body" > "$WORK/comment.json" || return 1
  # awk reads to the end, so gh never dies of SIGPIPE under pipefail.
  id=$(gh api --paginate "repos/$repo/issues/$pr/comments?per_page=100" \
    --jq ".[] | select(.user.login == \"$author\" and (.body | startswith(\"$MARKER\"))) | .id" | awk "NR == 1") || return 1
  if [ -n "$id" ]; then
    gh api -X PATCH "repos/$repo/issues/comments/$id" --input "$WORK/comment.json" > /dev/null || return 1
    echo "msgform: updated the plan comment $id on pull request #$pr"
  else
    id=$(gh api -X POST "repos/$repo/issues/$pr/comments" --input "$WORK/comment.json" --jq .id) || return 1
    echo "msgform: commented the plan on pull request #$pr ($id)"
  fi
  output comment-id "$id"
}

# GitHub refuses comments over 65,536 characters (a job summary takes 1 MiB). The plan's markdown
# keeps itself under 60,000; the validation problems get what is left, and a plan that still does
# not fit the comment is left to the summary.
COMMENT_LIMIT=65000
SUMMARY_LIMIT=1000000

plan_report() {
  local vcode="$1" pcode="$2" limit="$3" plan_size=0 budget
  [ -f "$WORK/plan.md" ] && plan_size=$(wc -c < "$WORK/plan.md")
  [ "$plan_size" -gt $((limit - 2000)) ] && plan_size=0
  budget=$((limit - 2000 - plan_size))
  echo "$MARKER"
  if [ "$vcode" -ne 0 ]; then
    echo "### msgform validate: the configuration has problems"
    echo
    echo "Fix these before merging (each is also an annotation on its line in *Files changed*):"
    echo
    fenced "$WORK/validate.txt" "$budget"
    echo
  fi
  # A plan with preflight errors (exit 1) is still written, with its Preflight block: shown as well.
  if [ -s "$WORK/plan.md" ] && [ "$(wc -c < "$WORK/plan.md")" -gt $((limit - 2000)) ]; then
    echo "### msgform plan"
    echo
    echo "The plan is too large for a comment: read it in this run's job summary, or in the saved plan."
  elif [ -s "$WORK/plan.md" ]; then
    cat "$WORK/plan.md"
  elif [ "$vcode" -ne 0 ]; then
    echo "### msgform plan"
    echo
    echo "No plan: the configuration has the problems listed above."
  else
    echo "### msgform plan failed (exit $pcode)"
    echo
    fenced "$WORK/plan.log" "$budget"
  fi
  echo
  local sha="${INPUT_SHA:-}" saved
  if [ "$pcode" -eq 0 ] || [ "$pcode" -eq 2 ]; then
    saved="merging applies this saved plan, and is refused if the account changes first"
  else
    saved="no plan was saved for merging: fix what is listed above and push again"
  fi
  echo "<sub>msgform plan of ${sha:0:7} (configuration $KEY); $saved.</sub>"
}

cmd_plan() {
  local vcode pcode plan_file="${INPUT_PLAN_FILE:-$WORK/msgform-plan.json}"
  # Annotations on the files' lines; then the same findings as text for the comment.
  msgform validate "${files[@]}" "${strict[@]}" --format github
  msgform validate "${files[@]}" "${strict[@]}" 2> "$WORK/validate.txt" > /dev/null
  vcode=$?
  msgform plan "${files[@]}" --format markdown --detailed-exitcode --out "$plan_file" > "$WORK/plan.md" 2> "$WORK/plan.err"
  pcode=$?
  # What plan says that validate did not say already (each diagnostic once), without local hints.
  grep -vxF -f "$WORK/validate.txt" "$WORK/plan.err" | without_local_hints > "$WORK/plan.log"
  cat "$WORK/plan.log" >&2
  plan_report "$vcode" "$pcode" "$COMMENT_LIMIT" > "$WORK/comment.md"
  plan_report "$vcode" "$pcode" "$SUMMARY_LIMIT" | sed 1d | summary
  SUMMARY_WRITTEN=1
  output has-changes "$([ "$pcode" -eq 2 ] && echo true || echo false)"
  output markdown-path "$WORK/comment.md"
  if [ -f "$plan_file" ] && { [ "$pcode" -eq 0 ] || [ "$pcode" -eq 2 ]; }; then output plan-path "$plan_file"; fi
  output exit-code "$([ "$vcode" -ne 0 ] && echo 1 || echo "$pcode")"
  local posted=0
  if [ "${INPUT_COMMENT:-true}" = "true" ] && [ -n "${INPUT_PULL_REQUEST:-}" ]; then
    post_comment "$WORK/comment.md" || posted=1
  fi
  [ "$vcode" -eq 0 ] || fail "msgform validate found problems (listed in the pull-request comment and as annotations)"
  [ "$pcode" -eq 0 ] || [ "$pcode" -eq 2 ] || fail "msgform plan failed (exit $pcode); the log above says why"
  [ "$posted" -eq 0 ] || fail "could not comment on pull request #$INPUT_PULL_REQUEST (does the job have pull-requests: write?)"
}

# ---- apply ------------------------------------------------------------------------------------

# The merged files must plan exactly what was reviewed: same account state (fingerprint), same changes.
check_reviewed() {
  local reviewed="$1" fresh="$WORK/merged-plan.json"
  [ -f "$reviewed" ] || fail "the reviewed plan $reviewed does not exist (was the pull request's plan job run?)"
  msgform plan "${files[@]}" --format json --out "$fresh" 2>&1 > /dev/null | without_local_hints >&2
  [ "${PIPESTATUS[0]}" -eq 0 ] || fail "msgform plan of the merged files failed"
  node -e '
    const [a, b] = process.argv.slice(1).map((f) => JSON.parse(require("fs").readFileSync(f, "utf8")));
    if (a.fingerprint !== b.fingerprint) {
      console.log("the account changed since the plan was reviewed: plan the pull request again and review it");
      process.exit(1);
    }
    if (JSON.stringify(a.changes) !== JSON.stringify(b.changes)) {
      console.log("the merged files plan other changes than the reviewed plan (main moved on?): plan again and review it");
      process.exit(1);
    }' "$reviewed" "$fresh" > "$WORK/compare.txt"
  local code=$?
  [ "$code" -eq 0 ] || fail "not applying: $(cat "$WORK/compare.txt")"
}

cmd_apply() {
  local target=("${files[@]}") flags=(--yes --secrets-out "${INPUT_SECRETS_OUT:-$WORK/msgform-secrets.json}") code
  [ "${INPUT_ALLOW_DESTROY:-false}" = "true" ] && flags+=(--allow-destroy)
  if [ -n "${INPUT_PLAN_FILE:-}" ]; then
    check_reviewed "$INPUT_PLAN_FILE"
    target=("$INPUT_PLAN_FILE")
  fi
  msgform apply "${target[@]}" "${flags[@]}" 2>&1 | tee "$WORK/apply.log"
  code=${PIPESTATUS[0]}
  # The summary is written whatever apply did: a failed apply is when it matters most.
  {
    echo "### msgform apply"
    echo
    [ "$code" -eq 0 ] || echo "**apply failed (exit $code)**: what is listed as done is in the account; run it again to converge."
    echo
    fenced "$WORK/apply.log" 60000
  } | summary
  SUMMARY_WRITTEN=1
  output exit-code "$code"
  [ "$code" -eq 0 ] || fail "msgform apply failed (exit $code); the job summary lists what was done"
}

# ---- drift, status, validate ------------------------------------------------------------------

# drift and status: exit 0 fine, 2 something to look at, 1 could not check. The report is the summary.
cmd_report() {
  local what="$1" code
  msgform "$what" "${files[@]}" --format markdown > "$WORK/$what.md"
  code=$?
  summary < "$WORK/$what.md"
  SUMMARY_WRITTEN=1
  output exit-code "$code"
  output markdown-path "$WORK/$what.md"
  case "$code" in
    0) echo "msgform $what: nothing needs attention" ;;
    2) [ "$what" = drift ] && fail "the account no longer matches the files; the job summary lists what changed" 2
       fail "a registration needs attention; the job summary says what to do" 2 ;;
    *) fail "msgform $what could not check the account (exit $code); the log above says why" "$code" ;;
  esac
}

cmd_validate() {
  local code
  msgform validate "${files[@]}" "${strict[@]}" --format github
  msgform validate "${files[@]}" "${strict[@]}" 2> "$WORK/validate.txt" > /dev/null
  code=$?
  { echo "### msgform validate"; echo; fenced "$WORK/validate.txt" 60000; } | summary
  SUMMARY_WRITTEN=1
  output exit-code "$code"
  [ "$code" -eq 0 ] || fail "msgform validate found problems (annotated on their lines)"
}

case "$COMMAND" in
  plan) cmd_plan ;;
  apply) cmd_apply ;;
  drift) cmd_report drift ;;
  status) cmd_report status ;;
  validate) cmd_validate ;;
  *) fail "the command input is one of validate, plan, apply, drift or status" ;;
esac
