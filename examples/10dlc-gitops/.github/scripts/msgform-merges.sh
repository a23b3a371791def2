#!/usr/bin/env bash
# The apply job's bookkeeping around msgform's action: which merges an apply covers, which reviewed
# plan it applies, and what became of those merges. Read by .github/workflows/msgform.yml.
#
#   find    The merges since the last successful apply: main's commits after the head commit of
#           this workflow's newest successful push run, along main's first-parent line, each with
#           the pull request that merged it and what its own run did. The plan to apply is the
#           newest reviewed one among them: the last successful plan run of the newest of those
#           pull requests that has one. Outputs: apply (false when an applied commit already
#           contains this one), run-id, plan-pr, merges, applied-up-to.
#   report  After the apply step: applied, or which merges stay unapplied and what to do.
#
# Every path ends with a report in the log and the job summary. Only numbers and commit SHAs, each
# checked as such, are printed: no pull-request title, branch name or other text from the
# repository reaches the log, where a line starting with `::` would be a workflow command.
set -uo pipefail

WORKFLOW="${WORKFLOW:-msgform.yml}"
BRANCH="${BRANCH:-main}"
WHAT_TO_DO="To apply them, open a pull request from main that touches msgform/ (a comment line is enough): its plan comment shows every change main holds that the account lacks, and its merge's apply covers these merges too."

is_sha() { [[ "$1" =~ ^[0-9a-f]{40}$ ]]; }
is_num() { [[ "$1" =~ ^[1-9][0-9]{0,15}$ ]]; }
is_word() { [[ "$1" =~ ^[a-z_]{1,32}$ ]]; }
short() { printf '%s' "${1:0:7}"; }
summary() { printf '%s\n' "$@" >> "$GITHUB_STEP_SUMMARY"; }
output() { printf '%s=%s\n' "$1" "$2" >> "$GITHUB_OUTPUT"; }
join_by() { local sep="$1" out="" x; shift; for x in "$@"; do out="${out:+$out$sep}$x"; done; printf '%s' "$out"; }

# What main was applied up to, for the reports.
applied_up_to() {
  if [ -n "$BASE" ]; then printf 'main stays applied up to %s (run %s)' "$(short "$BASE")" "$BASE_RUN"
  elif [ "$FIRST" = 1 ]; then printf 'nothing from main is applied yet'
  else printf 'the commit main was last applied at is not known'; fi
}

# Refuses before the apply: the error, the summary naming what stays unapplied, exit 1.
refuse() {
  local why="$1"
  echo "::error title=msgform::$why. Not applied: $MERGES; $(applied_up_to). $WHAT_TO_DO"
  summary "" "### msgform: not applied" "" "**Not applied:** $MERGES." "" "$why; $(applied_up_to)." "" "$WHAT_TO_DO" ""
  exit 1
}

# ---- find -----------------------------------------------------------------------------------

BASE="" BASE_RUN="" RANGE_NOTE="" FIRST=0
declare -a CHAIN=()     # main's commits this apply covers, oldest first
declare -a ENTRIES=()   # one per merge: "pr N", "none SHA" (no pull request) or "unknown SHA"
declare -A PR_COMMIT=() PR_HEAD=()

# The head commit of this workflow's newest successful push run: what main was last applied at.
# Newest by run id, which follows the pushes: a re-run keeps its id (and may be listed first), and
# an older commit's run that succeeds late has applied nothing (its commit was applied already).
last_apply() {
  local line
  if ! line=$(gh run list --workflow "$WORKFLOW" --event push --branch "$BRANCH" --status success --limit 20 \
      --json databaseId,headSha --jq 'max_by(.databaseId) | select(.) | "\(.databaseId) \(.headSha)"'); then
    RANGE_NOTE="this workflow's earlier runs could not be listed (gh run list failed), so the merges before $(short "$HEAD") that this apply also covers cannot be named"
    return
  fi
  if [ -z "$line" ]; then
    FIRST=1
    RANGE_NOTE="no earlier successful apply of main was found (this is the first, or the runs were deleted): this apply covers everything main holds up to $(short "$HEAD")"
    return
  fi
  read -r BASE_RUN BASE <<< "$line"
  if ! is_num "$BASE_RUN" || ! is_sha "$BASE"; then
    BASE="" BASE_RUN=""
    RANGE_NOTE="the last successful apply could not be read, so the merges before $(short "$HEAD") that this apply also covers cannot be named"
  fi
}

# main's commits after BASE up to HEAD (compare), along the first-parent line: the merges, not the
# commits of each merged branch. Ends the step (apply=false) when an applied commit already contains
# HEAD; returns 1 when the merges cannot be listed.
commits_since_base() {
  local lines kind a b status="" cur n=0
  local -A parent=()
  local -a all=()
  if ! lines=$(gh api --paginate "repos/$GH_REPO/compare/$BASE...$HEAD?per_page=100" \
      --jq '"status \(.status)", (.commits[] | "commit \(.sha) \(.parents[0].sha // "none")")'); then
    RANGE_NOTE="$(short "$BASE") (applied by run $BASE_RUN) could not be compared with $(short "$HEAD") (gh api compare failed), so the merges between them that this apply also covers cannot be named"
    return 1
  fi
  while read -r kind a b; do
    case "$kind" in
      status) status="$a" ;;
      commit) is_sha "$a" && { parent[$a]="$b"; all+=("$a"); } ;;
    esac
  done <<< "$lines"
  case "$status" in
    identical | behind)
      local why="run $BASE_RUN applied main up to $(short "$BASE"), which contains $(short "$HEAD")"
      [ "$status" = identical ] && why="run $BASE_RUN applied $(short "$HEAD") already"
      echo "nothing to apply: $why"
      summary "### msgform: nothing to apply" "" "$why: its merges are in the account (runs are not always started in merge order, and a re-run of an older run lands here)." ""
      output apply false
      exit 0 ;;
    ahead) ;;
    *)
      RANGE_NOTE="main no longer contains $(short "$BASE") (applied by run $BASE_RUN; was its history rewritten?), so the merges since the last apply that this one also covers cannot be named"
      return 1 ;;
  esac
  cur="$HEAD"
  while [ -n "${parent[$cur]:-}" ] && [ "$n" -le "${#all[@]}" ]; do
    CHAIN=("$cur" "${CHAIN[@]}")
    cur="${parent[$cur]}"
    n=$((n + 1))
  done
  # BASE off main's first-parent line (a fast-forward of a branch): every commit instead.
  [ "$cur" = "$BASE" ] || CHAIN=("${all[@]}")
  [ "${#CHAIN[@]}" -gt 0 ] || CHAIN=("$HEAD")
}

# Each commit's pull request (the merged one that brought it to main), one entry per pull request
# at its newest commit.
merges_of_chain() {
  local c line number head
  for c in "${CHAIN[@]}"; do
    if ! line=$(gh api "repos/$GH_REPO/commits/$c/pulls" \
        --jq '[.[] | select(.merged_at != null)][0] | select(.) | "\(.number) \(.head.sha)"'); then
      ENTRIES+=("unknown $c")
      continue
    fi
    read -r number head <<< "$line"
    if [ -z "$line" ]; then ENTRIES+=("none $c"); continue; fi
    if ! is_num "$number" || ! is_sha "$head"; then ENTRIES+=("unknown $c"); continue; fi
    if [ -z "${PR_COMMIT[$number]:-}" ]; then ENTRIES+=("pr $number"); fi
    PR_COMMIT[$number]="$c"
    PR_HEAD[$number]="$head"
  done
}

entry_commit() { local kind v; read -r kind v <<< "$1"; [ "$kind" = pr ] && v="${PR_COMMIT[$v]}"; printf '%s' "$v"; }
entry_label() {
  local kind v
  read -r kind v <<< "$1"
  case "$kind" in
    pr) printf '#%s (%s)' "$v" "$(short "${PR_COMMIT[$v]}")" ;;
    none) printf '%s (no pull request)' "$(short "$v")" ;;
    *) printf '%s (pull request unknown: the lookup failed)' "$(short "$v")" ;;
  esac
}

# What a merge's own push run did (the run started by the push that brought it).
own_run() {
  local c="$1" line id status conclusion
  [ "$c" = "$HEAD" ] && { printf 'this run'; return; }
  if ! line=$(gh run list --workflow "$WORKFLOW" --event push --commit "$c" --limit 1 \
      --json databaseId,status,conclusion --jq '.[0] | select(.) | "\(.databaseId) \(.status) \(.conclusion)"'); then
    printf 'its own run could not be listed'
    return
  fi
  [ -n "$line" ] || { printf 'no run of its own (pushed with a later commit, or outside the watched paths)'; return; }
  read -r id status conclusion <<< "$line"
  if ! is_num "$id" || ! is_word "$status"; then printf 'its own run could not be read'; return; fi
  if [ "$status" != completed ]; then printf 'its own run %s is %s' "$id" "$status"; return; fi
  case "$conclusion" in
    cancelled) printf 'its own run %s was cancelled' "$id" ;;
    failure) printf 'its own run %s failed' "$id" ;;
    success) printf 'its own run %s succeeded' "$id" ;;
    *) is_word "$conclusion" || conclusion=unknown; printf 'its own run %s ended: %s' "$id" "$conclusion" ;;
  esac
}

# The newest reviewed plan among the merges: each pull request's last successful plan run of its
# last commit, newest merge first. Sets PLAN_RUN and PLAN_PR, and prints why newer ones had none.
PLAN_RUN="" PLAN_PR=""
declare -a NO_PLAN=()
newest_reviewed_plan() {
  local i kind number head run
  for ((i = ${#ENTRIES[@]} - 1; i >= 0; i--)); do
    read -r kind number <<< "${ENTRIES[$i]}"
    if [ "$kind" = none ]; then
      NO_PLAN+=("$(short "$number") was pushed without a pull request")
      continue
    fi
    if [ "$kind" = unknown ]; then
      NO_PLAN+=("the pull request of $(short "$number") could not be looked up (a failed call: run the job again)")
      continue
    fi
    head="${PR_HEAD[$number]}"
    if ! run=$(gh run list --workflow "$WORKFLOW" --event pull_request --commit "$head" --status success --limit 1 \
        --json databaseId --jq '.[0].databaseId // empty'); then
      NO_PLAN+=("the plan runs of pull request #$number could not be listed (a failed call: run the job again)")
      continue
    fi
    if is_num "$run"; then PLAN_RUN="$run" PLAN_PR="$number"; return 0; fi
    NO_PLAN+=("pull request #$number has no successful plan of its last commit $(short "$head")")
  done
  return 1
}

cmd_find() {
  HEAD="${MERGE_SHA:-}"
  is_sha "$HEAD" || { echo "::error title=msgform::the pushed commit is not a commit SHA"; exit 1; }
  [[ "${GH_REPO:-}" =~ ^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$ ]] || { echo "::error title=msgform::GH_REPO is not owner/name"; exit 1; }
  last_apply
  if [ -n "$BASE" ] && commits_since_base; then :; else CHAIN=("$HEAD"); fi
  merges_of_chain
  local -a labels=() details=()
  local e
  for e in "${ENTRIES[@]}"; do
    labels+=("$(entry_label "$e")")
    details+=("- $(entry_label "$e"): $(own_run "$(entry_commit "$e")")")
  done
  MERGES="$(join_by ", " "${labels[@]}")"
  local before
  if [ -n "$BASE" ] && [ -z "$RANGE_NOTE" ]; then
    before="main was applied up to $(short "$BASE") by run $BASE_RUN"
  else
    before="$RANGE_NOTE"
  fi
  echo "$before"
  echo "this apply covers merges: $MERGES"
  printf '%s\n' "${details[@]}"
  summary "### msgform: the merges this apply covers" "" "$before." "" "**This apply covers merges:** $MERGES." "" "${details[@]}" ""
  output merges "$MERGES"
  if [ "$FIRST" = 1 ]; then output applied-up-to none; else output applied-up-to "$(short "$BASE")"; fi
  if ! newest_reviewed_plan; then
    local n
    for n in "${NO_PLAN[@]}"; do echo "$n"; done
    summary "$(printf -- '- %s\n' "${NO_PLAN[@]}")" ""
    refuse "nothing reviewed to apply (msgform applies only reviewed plans): $(join_by "; " "${NO_PLAN[@]}")"
  fi
  local newer=""
  [ "${#NO_PLAN[@]}" -gt 0 ] && newer="; newer merges have none ($(join_by "; " "${NO_PLAN[@]}"))"
  local plan="the plan of pull request #$PLAN_PR at $(short "${PR_HEAD[$PLAN_PR]}") (run $PLAN_RUN)"
  echo "reviewed $plan, the newest among these merges$newer"
  summary "It applies $plan, the newest reviewed among these merges$newer, and only if main's files plan exactly its changes: then every merge above is in the account." ""
  output run-id "$PLAN_RUN"
  output plan-pr "$PLAN_PR"
  output apply true
}

# ---- report ---------------------------------------------------------------------------------

cmd_report() {
  HEAD="${MERGE_SHA:-}"
  MERGES="${MERGES:-}"
  BASE="" BASE_RUN=""
  # Only what find wrote: labels made of numbers, SHAs and its own words.
  local labels='^[#0-9a-z ():,]*$'
  [[ "$MERGES" =~ $labels ]] || MERGES="the merges listed above"
  is_sha "$HEAD" || HEAD=""
  if [ "${APPLY_EXIT_CODE:-}" = 0 ]; then
    echo "applied: $MERGES (main is applied up to $(short "$HEAD"))"
    summary "" "**Applied:** $MERGES; main is applied up to $(short "$HEAD")." ""
    return 0
  fi
  local up="the commit main was last applied at is not known"
  [ "${APPLIED_UP_TO:-}" = none ] && up="nothing from main is applied yet"
  [[ "${APPLIED_UP_TO:-}" =~ ^[0-9a-f]{7}$ ]] && up="main stays applied up to $APPLIED_UP_TO"
  echo "::error title=msgform::not applied: $MERGES; $up. The apply step above says why; each later apply covers them until one succeeds. $WHAT_TO_DO"
  summary "" "### msgform: not applied" "" "**Not applied:** $MERGES; $up." "" \
    "The apply step says why: the account changed since the plan was made, main's files plan changes the reviewed plan does not show, or the apply failed (then what its summary lists as done is in the account). Each later apply covers these merges until one succeeds. $WHAT_TO_DO" ""
}

case "${1:-}" in
  find) cmd_find ;;
  report) cmd_report ;;
  *) echo "usage: msgform-merges.sh find|report" >&2; exit 2 ;;
esac
