#!/usr/bin/env bash
# Runs the standard workload W(days, widgets, jobs) on GlanceSim (`glancesim bench`, release build, which also
# times the minimal event loop in the same process) and on SimPy 4.1.2 twice — the model that mirrors GlanceSim's
# broadcast queue (simpy_workload.py) and the idiomatic one a SimPy user writes (simpy_idiomatic.py: one ticker
# looping over the receivers, no Store) — alternating them run by run; checks that all of them counted the same
# deliveries and work runs (and the queue model the same events); prints a Markdown table of medians and one
# key=value line per workload. The idiomatic model's ratio stands next to its target where the Performance article
# sets one: W(365,100,200) ≥ 2.5×, W(30,1000,200) ≥ 1.3×.
#
#     Tests/Benchmarks/run-benchmarks.sh                        # W(30,10,20) and W(365,100,200), 3 runs each
#     Tests/Benchmarks/run-benchmarks.sh --runs 5 30 100 200    # W(30,100,200), 5 runs
#
# Options: --runs N (default 3), --no-build (use .build/release/glancesim as it is). Workloads are given as
# DAYS WIDGETS JOBS triples. Times are each run's own seconds (no process start); ratios are the medians of
# the ratios run by run (GlanceSim ÷ minimal loop within one bench process; SimPy ÷ GlanceSim of runs taken
# back to back), so a machine whose speed drifts between runs skews them less. Exit status 1 when any count
# differs; 64 for bad arguments.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=3
build=1
workloads=()
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
        [ $# -ge 3 ] && [[ "$1" =~ ^[0-9]+$ && "$2" =~ ^[0-9]+$ && "$3" =~ ^[0-9]+$ ]] ||
            { echo "error: expected DAYS WIDGETS JOBS, got '$*'" >&2; exit 64; }
        workloads+=("$1 $2 $3")
        shift 3
        ;;
    esac
done
[ ${#workloads[@]} -gt 0 ] || workloads=("30 10 20" "365 100 200")

if ! command -v swift >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi
if [ "$build" = 1 ]; then swift build -c release --product glancesim >&2; fi
glancesim=.build/release/glancesim
[ -x "$glancesim" ] || { echo "error: $glancesim not found; build it or drop --no-build" >&2; exit 66; }
python=$(Tests/Benchmarks/make-simpy-venv.sh | tail -n 1)

# The value of KEY in a key=value line.
value() { tr ' ' '\n' <<<"$2" | sed -n "s/^$1=//p"; }
# The median of the numbers given.
median() {
    printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
fmt() { awk -v v="$2" "BEGIN { printf \"%.$1f\", v }"; }

rows=()
lines=()
status=0
for workload in "${workloads[@]}"; do
    read -r days widgets jobs <<<"$workload"
    sim=() floor=() simpy=() floor_ratio=() simpy_ratio=() sim_mb=() simpy_mb=() idiom=() idiom_ratio=()
    for run in $(seq "$runs"); do
        bench=$("$glancesim" bench --days "$days" --widgets "$widgets" --jobs "$jobs" | grep '^days=') || {
            echo "error: glancesim bench failed on W($days,$widgets,$jobs)" >&2
            exit 1
        }
        model=$("$python" Tests/Benchmarks/simpy_workload.py --days "$days" --widgets "$widgets" --jobs "$jobs" |
            grep '^days=') || { echo "error: the SimPy model failed on W($days,$widgets,$jobs)" >&2; exit 1; }
        idiomatic=$("$python" Tests/Benchmarks/simpy_idiomatic.py --days "$days" --widgets "$widgets" --jobs "$jobs" |
            grep '^days=') || { echo "error: the idiomatic SimPy model failed on W($days,$widgets,$jobs)" >&2; exit 1; }
        for key in deliveries work_runs; do
            if [ "$(value $key "$bench")" != "$(value $key "$idiomatic")" ]; then
                echo "error: W($days,$widgets,$jobs): GlanceSim counted $key=$(value $key "$bench"), idiomatic SimPy $key=$(value $key "$idiomatic")" >&2
                status=1
            fi
        done
        idiom+=("$(value seconds "$idiomatic")")
        idiom_ratio+=("$(awk -v a="$(value seconds "$idiomatic")" -v b="$(value seconds "$bench")" 'BEGIN { print a / b }')")
        for key in events deliveries work_runs; do
            if [ "$(value $key "$bench")" != "$(value $key "$model")" ]; then
                echo "error: W($days,$widgets,$jobs): GlanceSim counted $key=$(value $key "$bench"), SimPy $key=$(value $key "$model")" >&2
                status=1
            fi
        done
        sim+=("$(value seconds "$bench")")
        floor+=("$(value floor_seconds "$bench")")
        simpy+=("$(value seconds "$model")")
        floor_ratio+=("$(value ratio "$bench")")
        simpy_ratio+=("$(awk -v a="$(value seconds "$model")" -v b="$(value seconds "$bench")" 'BEGIN { print a / b }')")
        echo "W($days,$widgets,$jobs) run $run of $runs: GlanceSim $(value seconds "$bench") s," \
            "minimal loop $(value floor_seconds "$bench") s, SimPy $(value seconds "$model") s," \
            "idiomatic SimPy $(value seconds "$idiomatic") s" >&2
        sim_mb+=("$(value peak_rss_mb "$bench")")
        simpy_mb+=("$(value peak_rss_mb "$model")")
    done
    events=$(value events "$bench") deliveries=$(value deliveries "$bench") work_runs=$(value work_runs "$bench")
    m_sim=$(median "${sim[@]}") m_floor=$(median "${floor[@]}") m_simpy=$(median "${simpy[@]}")
    m_floor_ratio=$(median "${floor_ratio[@]}") m_simpy_ratio=$(median "${simpy_ratio[@]}")
    m_sim_mb=$(median "${sim_mb[@]}") m_simpy_mb=$(median "${simpy_mb[@]}")
    m_idiom=$(median "${idiom[@]}") m_idiom_ratio=$(median "${idiom_ratio[@]}")
    case "$days,$widgets,$jobs" in
    365,100,200) target="2.5" ;;
    30,1000,200) target="1.3" ;;
    *) target="" ;;
    esac
    shown_target="—"
    [ -z "$target" ] || shown_target="≥ ${target}×"
    rows+=("| W($days, $widgets, $jobs) | $events | $deliveries | $work_runs | $(fmt 3 "$m_sim") s | $(fmt 3 "$m_floor") s | $(fmt 3 "$m_simpy") s | $(fmt 3 "$m_idiom") s | $(fmt 1 "$m_floor_ratio")× | $(fmt 2 "$m_simpy_ratio")× | $(fmt 2 "$m_idiom_ratio")× | $shown_target | $m_sim_mb MB / $m_simpy_mb MB |")
    lines+=("workload=W($days,$widgets,$jobs) runs=$runs events=$events deliveries=$deliveries work_runs=$work_runs glancesim_seconds=$m_sim floor_seconds=$m_floor simpy_seconds=$m_simpy idiomatic_simpy_seconds=$m_idiom glancesim_per_floor=$m_floor_ratio simpy_per_glancesim=$m_simpy_ratio idiomatic_simpy_per_glancesim=$m_idiom_ratio idiomatic_target=${target:-none} glancesim_peak_rss_mb=$m_sim_mb simpy_peak_rss_mb=$m_simpy_mb")
done

echo "| Workload | Events | Deliveries | Work runs | GlanceSim | Minimal loop | SimPy 4.1.2 (queue) | SimPy (idiomatic) | GlanceSim ÷ loop | SimPy ÷ GlanceSim | idiomatic SimPy ÷ GlanceSim | Target | Peak memory GlanceSim / SimPy |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
printf '%s\n' "${lines[@]}"
exit $status
