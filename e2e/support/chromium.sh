#!/usr/bin/env bash
# The Chromium the browser tests launch (playwright.config.ts): the system's (CHROMIUM_PATH, or
# /usr/bin/chromium) with every --disable-features merged into one. Chromium reads only the last
# --disable-features it is given, and Playwright passes its own list, so adding ours as an argument
# would silently drop Playwright's (its beforeunload and paint-holding fixes among them).
#
# Ours: the omnibox popups. Chromium 156 builds a browser window with two WebUI omnibox popups
# preloaded in a renderer of their own, for every window, and every Playwright context is a window.
# A context that signs in and shows its first console page used ~3.9 s of Chromium's CPU with them
# and 2.6-2.8 s without (docs/decisions.md, browser tests).
set -euo pipefail
ours=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup
features=()
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
features+=("$ours")
IFS=,
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}" "--disable-features=${features[*]}"
