#!/usr/bin/env bash
# The viewer's browser tests drive Debian's chromium (never a downloaded browser): install it when it is missing.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "The browser tests need Debian's chromium: run 'sudo apt-get install -y chromium', then npm test again." >&2
  exit 1
fi
echo "installing chromium for the browser tests (apt-get)…" >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
