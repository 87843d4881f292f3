#!/usr/bin/env bash
# The Chromium the browser tests launch (playwright.config.ts): CHROMIUM_PATH, else Debian's
# chromium-headless-shell, else its chromium, with every --disable-features merged into one.
#
# The headless shell first: it is Chromium's old headless mode as a program of its own (the one
# Playwright itself runs headless tests in), the same Blink without a browser window's UI. A context
# that signs in and shows its first console page cost ~3.5 s of Chromium's CPU in it against ~4.3 s
# in chromium, the browser process 0.4 s against 0.9 s (bench/browser-context-cost.mjs).
#
# One --disable-features: Chromium reads only the last one it is given, and Playwright passes its own
# list, so adding ours as an argument would silently drop Playwright's (its beforeunload and
# paint-holding fixes among them). Ours are for chromium: it builds a browser window with two WebUI
# omnibox popups preloaded in a renderer of their own, for every window, and every Playwright context
# is a window. A context that signs in and shows its first console page used ~3.9 s of Chromium's CPU
# with them and 2.6-2.8 s without (docs/decisions.md, browser tests). The headless shell has none.
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
browser=${CHROMIUM_PATH:-}
if [ -z "$browser" ]; then
  browser=/usr/bin/chromium
  [ -x /usr/bin/chromium-headless-shell ] && browser=/usr/bin/chromium-headless-shell
fi
exec "$browser" "${args[@]}" "--disable-features=${features[*]}"
