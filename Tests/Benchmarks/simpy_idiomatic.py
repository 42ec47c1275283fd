#!/usr/bin/env python3
"""The standard workload W(days, widgets, jobs) as the SimPy model a SimPy user writes: the idiomatic baseline.

SOURCE: the Speed issue's description of "the tool a user would pick instead", written for GlanceSim. Where
simpy_workload.py mirrors GlanceSim's structure (a broadcast queue as a `simpy.Store` and a process taking each
broadcast from it), this model is what the SimPy documentation's examples lead a user to write for the same
workload, and runs in about half the time:
- one ticker process that, every minute from 1 min, adds one to each receiver's counter in a plain loop (the
  TIME_TICK broadcast delivered to every registered receiver);
- one process for the DATE_CHANGED alarm, firing at every midnight (no receivers);
- one process per periodic job: a run at enqueue (t = 0), then one every 15 minutes (`yield env.timeout(900_000)`);
- no `Store`, no broadcast objects.

It checks the deliveries, work runs and every receiver's and job's counter against the arithmetic (the same as
`glancesim bench` and simpy_workload.py count), reports SimPy's own event count (one per timeout: a tick, a
midnight, a work run), and prints a line for people and a key=value line for scripts. Exit status 0, or 1 when a
count is wrong.

    .build/simpy-venv/bin/python Tests/Benchmarks/simpy_idiomatic.py --days 30 --widgets 10 --jobs 20
"""

import argparse
import resource
import sys
import time

import simpy

MINUTE = 60_000
DAY = 86_400_000
WORK_INTERVAL = 15 * MINUTE


def ticker(env, counters, totals):
    while True:
        yield env.timeout(MINUTE)
        totals["events"] += 1
        for index in range(len(counters)):
            counters[index] += 1
        totals["deliveries"] += len(counters)


def midnight(env, totals):
    while True:
        yield env.timeout(DAY)
        totals["events"] += 1


def job(env, runs, index, totals):
    while True:
        totals["events"] += 1
        totals["work_runs"] += 1
        runs[index] += 1
        yield env.timeout(WORK_INTERVAL)


def main():
    parser = argparse.ArgumentParser(description="The standard workload W(days, widgets, jobs), idiomatic SimPy.")
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--widgets", type=int, default=10)
    parser.add_argument("--jobs", type=int, default=20)
    args = parser.parse_args()
    if min(args.days, args.widgets, args.jobs) < 0:
        parser.error("counts must not be negative")

    start = time.perf_counter()
    env = simpy.Environment()
    counters = [0] * args.widgets
    runs = [0] * args.jobs
    totals = {"events": 0, "deliveries": 0, "work_runs": 0}
    env.process(ticker(env, counters, totals))
    env.process(midnight(env, totals))
    for index in range(args.jobs):
        env.process(job(env, runs, index, totals))
    env.run(until=args.days * DAY + 1)  # events due at the end itself run, as `advance` runs them
    seconds = time.perf_counter() - start
    peak_rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024  # Linux: kilobytes

    ticks = args.days * 1440
    job_runs = args.days * 96 + 1
    expected = (ticks + args.days + args.jobs * job_runs, ticks * args.widgets, args.jobs * job_runs)
    counted = (totals["events"], totals["deliveries"], totals["work_runs"])
    ok = counted == expected and all(c == ticks for c in counters) and all(r == job_runs for r in runs)
    print(
        f"SimPy {simpy.__version__} (idiomatic):  {totals['events']} events, {totals['deliveries']} deliveries, "
        f"{totals['work_runs']} work runs, {seconds:.3f} s, peak memory {peak_rss_mb} MB"
    )
    print(
        f"days={args.days} widgets={args.widgets} jobs={args.jobs} events={totals['events']} "
        f"deliveries={totals['deliveries']} work_runs={totals['work_runs']} seconds={seconds:.6f} "
        f"peak_rss_mb={peak_rss_mb}"
    )
    if not ok:
        print(f"error: counted {counted}; the arithmetic says {expected}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
