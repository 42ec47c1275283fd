#!/usr/bin/env bash
# What the samples cost, release build: the clock sample's widget-minute in instructions (callgrind), a year of
# the clock on each side (`replay --quiet`, wall seconds and peak memory), and explore's throughput on the clock
# and weather samples (`explore … --runs R --jobs 2 --no-builtin`, day-long histories per second), and what Doze
# costs: a year of the weather sample with a nightstand night every day (screen off, still and unplugged from
# 23:00 to 07:00) under the default Doze parameters and under `device doze off`. With valgrind it also counts
# explore's instructions per day-long history on the clock and weather samples (seed 1, one job, no built-in
# invariants, SWIFT_DETERMINISTIC_HASHING=1 so the count repeats: the marginal cost of 30 more histories, 40 runs
# less 10). Prints a Markdown table of medians,
# each instruction count next to its target (the Performance article's), and one key=value line.
#
#     Tests/Benchmarks/samples.sh                    # 3 runs of each timing, 2000 explore histories
#     Tests/Benchmarks/samples.sh --runs 5 --histories 4000 --no-build
#
# The widget-minute is `install`, `add widget .ClockReceiver as c`, `advance 2d` less the same script with
# `advance 0`, over 2 880 minutes: the TIME_TICK delivery, the behaviour file's three state writes, `updateAll`,
# the composition, validation, and the scenario's streaming trace log and invariant observations. Skipped (and
# said so) without valgrind (Debian: `apt-get install valgrind`). Exit status 64 for bad arguments.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=3
histories=2000
build=1
while [ $# -gt 0 ]; do
    case "$1" in
    --runs | --histories)
        [ $# -ge 2 ] && [[ "$2" =~ ^[1-9][0-9]*$ ]] || { echo "error: $1 needs a positive count" >&2; exit 64; }
        if [ "$1" = --runs ]; then runs=$2; else histories=$2; fi
        shift 2
        ;;
    --no-build) build=0; shift ;;
    -h | --help) sed -n '2,/^set -e/p' "$0" | sed -n 's/^# \{0,1\}//p'; exit 0 ;;
    *) echo "error: unknown argument '$1'" >&2; exit 64 ;;
    esac
done

if ! command -v swift >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi
[ $build -eq 0 ] || swift build -c release --product glancesim >/dev/null
tool="$PWD/.build/release/glancesim"
clock="$PWD/Manifests/clock"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# "SECONDS PEAK_MB": the median wall seconds of `runs` runs of a command (whole process, output discarded) and
# the largest peak resident memory among them.
measure() {
    python3 - "$runs" "$@" <<'PY'
import os, resource, subprocess, sys, time
runs, command = int(sys.argv[1]), sys.argv[2:]
times, peak = [], 0
for _ in range(runs):
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    times.append(time.perf_counter() - start)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"error: {' '.join(command)} failed")
    peak = max(peak, usage.ru_maxrss)
times.sort()
print(f"{times[len(times) // 2]:.3f} {peak / 1024:.1f}")
PY
}

scenario() { # NAME STEPS...: writes $work/NAME.scenario, one step per argument
    local name=$1
    shift
    printf '%s\n' "$@" >"$work/$name.scenario"
}
scenario minute0 "install $clock" "add widget .ClockReceiver as c" "advance 0"
scenario minute2d "install $clock" "add widget .ClockReceiver as c" "advance 2d"
scenario android "install $clock" "add widget .ClockReceiver as c" "advance 365d"
scenario ios "platform ios" "install $clock" "add widget ClockWidget family small as clock" "advance 365d"
# NIGHTS_PRESET: a year of the weather sample from 07:00 with the screen off from 23:00 to 07:00 every day.
nights() {
    local name=$1 preset=$2
    {
        echo "device zone Europe/Berlin time 2026-01-01T07:00 doze $preset"
        echo "install $PWD/Manifests/weather"
        echo "add widget .WeatherReceiver as weather"
        for _ in $(seq 365); do printf 'advance 16h\nset screen off\nadvance 8h\nset screen on\n'; done
    } >"$work/$name.scenario"
}
nights nights-aosp aosp
nights nights-off off

# The targets (the Performance article): the clock's widget-minute, and half of explore's instructions per history
# at the start of the "Speed, restated" work (49,225,936 on the clock, 10,261,223 on the weather sample).
target_minute=35000
target_explore_clock=24612968
target_explore_weather=5130611

per_minute=skipped
explore_clock=skipped
explore_weather=skipped
if command -v valgrind >/dev/null; then
    instructions() {
        valgrind --tool=callgrind --callgrind-out-file="$work/cg.$1" "$tool" replay --quiet "$work/$1.scenario" \
            >/dev/null 2>&1
        sed -n 's/^summary: //p; s/^totals: //p' "$work/cg.$1" | head -1
    }
    base=$(instructions minute0)
    two_days=$(instructions minute2d)
    per_minute=$(((two_days - base) / 2880))
    explore_instructions() { # APP RUNS: instructions of a whole explore run
        SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$work/cg.explore.$1.$2" \
            "$tool" explore "Manifests/$1" \
            --runs "$2" --jobs 1 --seed 1 --no-builtin >/dev/null 2>&1
        sed -n 's/^summary: //p; s/^totals: //p' "$work/cg.explore.$1.$2" | head -1
    }
    per_history() { echo $((($(explore_instructions "$1" 40) - $(explore_instructions "$1" 10)) / 30)); }
    explore_clock=$(per_history clock)
    explore_weather=$(per_history weather)
else
    echo "valgrind is not installed: the widget-minute is skipped" >&2
fi

read -r android_s android_mb <<<"$(measure "$tool" replay --quiet "$work/android.scenario")"
read -r ios_s ios_mb <<<"$(measure "$tool" replay --quiet "$work/ios.scenario")"
read -r nights_s _ <<<"$(measure "$tool" replay --quiet "$work/nights-aosp.scenario")"
read -r nights_off_s _ <<<"$(measure "$tool" replay --quiet "$work/nights-off.scenario")"
doze_cost=$(awk -v a="$nights_s" -v b="$nights_off_s" 'BEGIN { printf "%+.1f", (a / b - 1) * 100 }')
read -r clock_s _ <<<"$(measure "$tool" explore Manifests/clock --runs "$histories" --jobs 2 --no-builtin)"
read -r weather_s _ <<<"$(measure "$tool" explore Manifests/weather --runs "$histories" --jobs 2 --no-builtin)"
rate() { awk -v n="$histories" -v s="$1" 'BEGIN { printf "%.0f", n / s }'; }

echo "| Clock widget-minute | Clock, a year (Android) | Clock, a year (iOS) | explore clock | explore weather" \
    "| Weather, a year of nights: Doze / Doze off |"
echo "|---|---|---|---|---|---|"
echo "| ${per_minute} instructions | ${android_s} s, ${android_mb} MB | ${ios_s} s, ${ios_mb} MB" \
    "| $(rate "$clock_s") histories/s | $(rate "$weather_s") histories/s" \
    "| ${nights_s} s / ${nights_off_s} s (${doze_cost} %) |"
echo
echo "| Instructions | Figure | Target |"
echo "|---|---|---|"
echo "| Clock widget-minute | ${per_minute} | ≤ ${target_minute} |"
echo "| Explore, per day-long history: clock | ${explore_clock} | ≤ ${target_explore_clock} |"
echo "| Explore, per day-long history: weather | ${explore_weather} | ≤ ${target_explore_weather} |"
echo "runs=$runs histories=$histories clock_minute_instructions=$per_minute" \
    "clock_minute_target=$target_minute explore_clock_instructions=$explore_clock" \
    "explore_clock_target=$target_explore_clock explore_weather_instructions=$explore_weather" \
    "explore_weather_target=$target_explore_weather" \
    "clock_year_android_seconds=$android_s clock_year_android_peak_mb=$android_mb" \
    "clock_year_ios_seconds=$ios_s clock_year_ios_peak_mb=$ios_mb" \
    "explore_clock_per_second=$(rate "$clock_s") explore_weather_per_second=$(rate "$weather_s")" \
    "weather_nights_doze_seconds=$nights_s weather_nights_doze_off_seconds=$nights_off_s doze_cost_percent=$doze_cost"
