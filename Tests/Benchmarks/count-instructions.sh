#!/usr/bin/env bash
# Counts the instructions GlanceSim spends per TIME_TICK delivery and per work run, and the minimal loop's per
# event, with valgrind's callgrind (instruction counts repeat run to run, unlike times on a shared machine).
#
#     Tests/Benchmarks/count-instructions.sh                    # DAYS=3 on .build/release/glancesim
#     Tests/Benchmarks/count-instructions.sh --binary PATH --days 3
#
# It runs `glancesim bench` four times under callgrind, collecting only inside `StandardWorkload.run` (and,
# in one run, `MinimalEventLoop.run`): W(d,0,0), W(d,100,0), W(d,0,200) and W(d,100,200). The marginal costs are
# implementation-independent: per delivery = (I(d,100,0) − I(d,0,0)) ÷ deliveries (it includes each tick's
# send, shared by 100 receivers); per work run = (I(d,0,200) − I(d,0,0)) ÷ work runs. Prints each figure next to
# its target (the Performance article's: ≤ 450 per delivery, ≤ 3,500 per work run), then one key=value line.
# Needs valgrind (Debian: `apt-get install valgrind`).
set -euo pipefail
cd "$(dirname "$0")/../.."
binary=.build/release/glancesim
days=3
while [ $# -gt 0 ]; do
    case "$1" in
    --binary) binary=$2; shift 2 ;;
    --days) days=$2; shift 2 ;;
    -h | --help) sed -n '2,/^set -e/p' "$0" | sed -n 's/^# \{0,1\}//p'; exit 0 ;;
    *) echo "error: unknown option '$1'" >&2; exit 64 ;;
    esac
done
command -v valgrind >/dev/null || { echo "error: valgrind is not installed" >&2; exit 69; }
[ -x "$binary" ] || { echo "error: no binary at $binary (swift build -c release)" >&2; exit 66; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# Instructions inside one function (by a mangled-name pattern) for one bench run; prints "IR KEY=VALUE-LINE".
count() {
    local widgets=$1 jobs=$2 pattern=$3 file="$out/cg.$1.$2.$RANDOM"
    local line
    line=$(valgrind --tool=callgrind --callgrind-out-file="$file" --collect-atstart=no \
        --toggle-collect="$pattern" "$binary" bench --days "$days" --widgets "$widgets" --jobs "$jobs" 2>/dev/null |
        tail -1)
    local ir
    ir=$(sed -n 's/^summary: //p; s/^totals: //p' "$file" | head -1)
    echo "$ir $line"
}
workload='*StandardWorkload*run*'
floor='*MinimalEventLoop*run*'
read -r base _ <<<"$(count 0 0 "$workload")"
read -r ticks ticksline <<<"$(count 100 0 "$workload")"
read -r jobs jobsline <<<"$(count 0 200 "$workload")"
read -r both bothline <<<"$(count 100 200 "$workload")"
read -r loop _ <<<"$(count 100 200 "$floor")"
field() { sed -n "s/.*\\b$1=\\([0-9.]*\\).*/\\1/p" <<<"$2"; }
deliveries=$(field deliveries "$ticksline")
runs=$(field work_runs "$jobsline")
events=$(field events "$bothline")
target_delivery=450
target_work_run=3500
echo "per TIME_TICK delivery: $(((ticks - base) / deliveries)) instructions (target ≤ $target_delivery)"
echo "per work run:           $(((jobs - base) / runs)) instructions (target ≤ $target_work_run)"
echo "days=$days instructions_w100_200=$both per_delivery=$(((ticks - base) / deliveries))" \
    "per_work_run=$(((jobs - base) / runs)) per_event=$((both / events)) floor_instructions=$loop" \
    "floor_per_event=$((loop / events)) ratio=$(awk -v a="$both" -v b="$loop" 'BEGIN { printf "%.1f", a / b }')" \
    "target_per_delivery=$target_delivery target_per_work_run=$target_work_run"
