#!/usr/bin/env bash
# Opens what GlanceSim draws in a real browser: an HTML timeline report of every sample scenario (Android, iOS and
# compare files) and the SVG pictures of a sample widget, each in headless Chromium. Fails on a console error, an
# uncaught exception, a report whose script did not draw its lanes (`data-lanes` on <body>), an SVG that did not
# load, or an empty screenshot. Installs Chromium from Debian's packages when it is missing (CI runs as root on Debian).
# Output (reports, SVGs, screenshots, console logs): .build/browser-check/. Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v chromium >/dev/null 2>&1; then
    echo "== installing chromium from Debian's packages"
    if [ "$(id -u)" -ne 0 ]; then echo "error: chromium is missing and installing it needs root" >&2; exit 69; fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
fi

swift build --product glancesim >/dev/null
glancesim="$(swift build --show-bin-path)/glancesim"
out=.build/browser-check
rm -rf "$out"
mkdir -p "$out"

# A report per sample scenario — Android, iOS ('platform ios') and compare files alike — and the pictures of the
# todo sample's widget (light and dark, every size).
for scenario in Manifests/*/*.scenario Manifests/*/*.compare; do
    name=$(echo "${scenario#Manifests/}" | tr '/' '-')
    name=${name%.*}
    status=0
    "$glancesim" report "$scenario" -o "$out/$name.html" >"$out/$name.report.log" 2>&1 || status=$?
    if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
        echo "error: glancesim report $scenario exited with $status" >&2
        cat "$out/$name.report.log" >&2
        exit 1
    fi
done
"$glancesim" replay --quiet --state "$out/todo-state" Manifests/todo/toggling.scenario >/dev/null
"$glancesim" render --state "$out/todo-state" list --svg -o "$out" >/dev/null
"$glancesim" render --state "$out/todo-state" list --svg --dark -o "$out" >/dev/null

chrome() { chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --enable-logging=stderr --v=0 "$@"; }

check() { # FILE: open it, read back the DOM and the console, take a screenshot
    local file=$1 base=${1%.*}
    local url="file://$PWD/$file"
    chrome --dump-dom "$url" >"$base.dom" 2>"$base.console" || { echo "$file: error: chromium failed" >&2; return 1; }
    if grep -E "CONSOLE.*(Uncaught|[Ee]rror)|:ERROR:CONSOLE" "$base.console" >/dev/null; then
        echo "$file: error: the browser console reported errors:" >&2
        grep -E "CONSOLE" "$base.console" >&2
        return 1
    fi
    case "$file" in
    *.html)
        local lanes
        lanes=$(grep -o '<body[^>]*data-lanes="[0-9]*"' "$base.dom" | grep -o '[0-9]*"$' | tr -d '"' || true)
        if grep -q 'data-error=' "$base.dom" || [ -z "$lanes" ] || [ "$lanes" -eq 0 ]; then
            echo "$file: error: the report did not draw (data-lanes='${lanes:-none}')" >&2
            return 1
        fi
        ;;
    *.svg)
        grep -q '<svg' "$base.dom" || { echo "$file: error: the picture did not load" >&2; return 1; }
        ;;
    esac
    chrome --window-size=1200,900 --screenshot="$base.png" "$url" >/dev/null 2>&1
    local bytes
    bytes=$(stat -c %s "$base.png" 2>/dev/null || echo 0)
    if [ "$bytes" -lt 2000 ]; then echo "$file: error: the screenshot is empty ($bytes bytes)" >&2; return 1; fi
    echo "ok $file (${lanes:-svg}${lanes:+ lanes}, screenshot $bytes bytes)"
}

failed=0
for file in "$out"/*.html "$out"/*.svg; do
    check "$file" || failed=1
done
if [ "$failed" -ne 0 ]; then echo "error: the browser check failed; see $out" >&2; exit 1; fi
echo "browser check passed: $(ls "$out"/*.html | wc -l) reports and $(ls "$out"/*.svg | wc -l) pictures"
