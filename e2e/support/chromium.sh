#!/usr/bin/env bash
# The Chromium the browser tests launch (playwright.config.ts): the system's (CHROMIUM_PATH, or
# /usr/bin/chromium) with every --disable-features merged into one. Chromium reads only the last
# --disable-features it is given, and Playwright passes its own list, so adding ours as an argument
# would silently drop Playwright's (its beforeunload and paint-holding fixes among them).
#
# Ours: the omnibox popups. Chromium 156 builds a browser window with two WebUI omnibox popups
# preloaded in a renderer of their own, for every window, and every Playwright context is a window:
# ~0.5 s of renderer and ~0.15 s of browser-process CPU per test context, a third of what a test's
# sign-in and first console page cost (docs/decisions.md, tests).
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
