#!/usr/bin/env bash
# The end-to-end tests use Debian's Chromium; npm cannot install it, so we do.
set -euo pipefail
CHROMIUM=/usr/bin/chromium
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "Chromium is missing at $CHROMIUM: installing Debian's 'chromium' package with apt-get."
if [ "$(id -u)" != 0 ]; then
  echo "Installing Chromium needs root. Run: sudo apt-get install -y chromium" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
echo "Installed $("$CHROMIUM" --version)."
