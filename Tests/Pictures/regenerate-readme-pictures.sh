#!/usr/bin/env bash
# Regenerates the README's pictures: docs/images/report.png (the timeline report of the weather sample's
# server-errors scenario), docs/images/report-compare.png (its both.compare: Android and iOS on one axis) and the widget pictures docs/images/widgets-light.png and widgets-dark.png: builds
# glancesim, replays a one-minute scenario per sample widget into a state folder, draws each widget with
# `glancesim render --svg` at every size it is shown at, lays the SVGs out on one page and screenshots it in
# headless Chromium (Debian package `chromium`). Run from anywhere: Tests/Pictures/regenerate-readme-pictures.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
command -v chromium >/dev/null || { echo "error: chromium is not installed (apt-get install chromium)" >&2; exit 69; }
swift build --product glancesim >/dev/null
glancesim=$(swift build --show-bin-path)/glancesim
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

picture() { # APP RECEIVER NAME: a widget of APP's RECEIVER after a minute, drawn light and dark
    local app=$1 receiver=$2 name=$3
    printf 'device zone Europe/Berlin time 2026-06-01T09:41\ninstall %s\nadd widget %s as %s\nadvance 1m\n' \
        "$root/Manifests/$app" "$receiver" "$name" >"$work/$name.scenario"
    "$glancesim" replay --quiet --state "$work/state-$name" "$work/$name.scenario" >/dev/null
    "$glancesim" render --state "$work/state-$name" "$name" --svg -o "$work" >/dev/null
    "$glancesim" render --state "$work/state-$name" "$name" --svg --dark -o "$work" >/dev/null
}
picture clock .ClockReceiver clock
picture weather .WeatherReceiver weather
picture todo .TodoReceiver todo
picture wallet .WalletReceiver wallet
picture shiguangschedule/app .widget.moderate.ModerateScheduleWidgetReceiver schedule

for scheme in light dark; do
    if [ "$scheme" = dark ]; then pattern='*-dark.svg'; background='#121212'; color='#ddd'; else pattern='*[0-9].svg'; background='#fff'; color='#333'; fi
    {
        echo "<!doctype html><html><body style=\"margin:0;padding:8px;background:$background;color:$color;font:12px sans-serif\">"
        for svg in $(cd "$work" && ls $pattern | sort); do
            echo "<figure style=\"display:inline-block;margin:8px;vertical-align:top\"><img src=\"$svg\"><figcaption>${svg%.svg}</figcaption></figure>"
        done
        echo "</body></html>"
    } >"$work/$scheme.html"
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1100,860 \
        --screenshot="$root/docs/images/widgets-$scheme.png" "file://$work/$scheme.html" 2>/dev/null
    echo "docs/images/widgets-$scheme.png"
done

(cd "$root" && "$glancesim" report Manifests/weather/server-errors.scenario -o "$work/report.html" >/dev/null)
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1100,660 \
    --screenshot="$root/docs/images/report.png" "file://$work/report.html" 2>/dev/null
echo "docs/images/report.png"

(cd "$root" && "$glancesim" report Manifests/weather/both.compare -o "$work/compare.html" >/dev/null)
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1100,1060 \
    --screenshot="$root/docs/images/report-compare.png" "file://$work/compare.html" 2>/dev/null
echo "docs/images/report-compare.png"
