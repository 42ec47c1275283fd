#!/usr/bin/env bash
# Saved devices that scale: saves the clock sample after a year (and after ten) of one widget — `install .`,
# `add widget .ClockReceiver as c`, `advance 365d` — then times what a user does with the folder, release build:
# `work list --state`, `widgets --state` and `step --state DIR 'advance 1m'`; prints the folder's size and a
# Markdown table of medians (each command run as a whole process, N runs after one warm-up).
#
#     Tests/Benchmarks/state-folders.sh               # a year and ten years, 5 runs each
#     Tests/Benchmarks/state-folders.sh --runs 9 365  # a year only, 9 runs
#
# Options: --runs N (default 5), --no-build (use .build/release/glancesim as it is). Arguments are spans in days
# (default 365 3650). The folders go to a temporary directory, removed at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=5
build=1
spans=()
while [ $# -gt 0 ]; do
    case "$1" in
    --runs)
        [ $# -ge 2 ] && [[ "$2" =~ ^[1-9][0-9]*$ ]] || { echo "error: --runs needs a positive count" >&2; exit 64; }
        runs=$2
        shift 2
        ;;
    --no-build) build=0; shift ;;
    -h | --help) sed -n '2,/^set -e/p' "$0" | sed -n 's/^# \{0,1\}//p'; exit 0 ;;
    *)
        [[ "$1" =~ ^[1-9][0-9]*$ ]] || { echo "error: expected a span in days, got '$1'" >&2; exit 64; }
        spans+=("$1")
        shift
        ;;
    esac
done
[ ${#spans[@]} -gt 0 ] || spans=(365 3650)

if ! command -v swift >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi
[ $build -eq 0 ] || swift build -c release --product glancesim >/dev/null
tool="$PWD/.build/release/glancesim"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The median wall seconds of `runs` runs of a command, after one warm-up (whole process, output discarded).
median() {
    python3 - "$runs" "$@" <<'PY'
import subprocess, sys, time
runs, command = int(sys.argv[1]), sys.argv[2:]
subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
times = []
for _ in range(runs):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    times.append(time.perf_counter() - start)
times.sort()
print(f"{times[len(times) // 2]:.3f}")
PY
}

echo "| history | folder | \`work list --state\` | \`widgets --state\` | \`step --state DIR 'advance 1m'\` | saving it (\`replay --state\`) |"
echo "|---|---|---|---|---|---|"
for days in "${spans[@]}"; do
    scenario="$work/clock-$days.scenario"
    printf 'install %s\nadd widget .ClockReceiver as c\nadvance %sd\n' "$PWD/Manifests/clock" "$days" >"$scenario"
    state="$work/clock-$days"
    start=$(python3 -c 'import time; print(time.perf_counter())')
    "$tool" replay --quiet --state "$state" "$scenario" >/dev/null
    saved=$(python3 -c "import time; print(f'{time.perf_counter() - $start:.1f}')")
    size=$(du -sk "$state" | cut -f1)
    list=$(median "$tool" work list --state "$state")
    widgets=$(median "$tool" widgets --state "$state")
    step=$(median "$tool" step --state "$state" 'advance 1m')
    echo "| ${days} days | $((size / 1024)).$(((size % 1024) * 10 / 1024)) MB | ${list} s | ${widgets} s | ${step} s | ${saved} s |"
done
