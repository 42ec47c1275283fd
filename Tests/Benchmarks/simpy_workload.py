#!/usr/bin/env python3
"""The standard workload W(days, widgets, jobs) as a SimPy 4.1.2 model, for GlanceSim's performance table.

SOURCE: the workload `glancesim bench` runs (Sources/GlanceSimBench/StandardWorkload.swift in this
repository), written the way the SimPy documentation's examples model a system: one generator process per
active thing, a `simpy.Store` for a queue, plain Python objects for the rest (https://simpy.readthedocs.io,
"Process Interaction" and "Shared Resources").

The model, on a device booted at midnight, times in milliseconds:
- the system's TIME_TICK alarm: one process firing at every minute boundary from 1 min; each firing puts the
  TIME_TICK broadcast into the broadcast queue when any receiver is registered;
- the broadcast queue: one process taking each broadcast from a Store and delivering it to every registered
  receiver (one `CountingReceiver` per widget, each counting its ticks);
- the DATE_CHANGED alarm: one process firing at every midnight (its broadcast has no receivers, so nothing is
  queued);
- one process per periodic job: a run at enqueue (t = 0), then one every 15 minutes, each counting its runs.

Why one ticker for all widgets rather than a process per widget: on Android (and in GlanceSim and the minimal
loop) TIME_TICK is one system alarm sending one broadcast that the broadcast queue delivers to every registered
receiver. A process per widget would model N independent alarms — N times the queue events, a different
workload — and would make SimPy look slower than it is.

It counts what GlanceSim counts — events (each alarm firing, each broadcast dispatch, each work run),
deliveries and work runs — checks them and every receiver's and job's counter against the arithmetic, and
prints a line for people and a key=value line for scripts. Exit status 0, or 1 when a count is wrong.

    .build/simpy-venv/bin/python Tests/Benchmarks/simpy_workload.py --days 30 --widgets 10 --jobs 20
"""

import argparse
import resource
import sys
import time

import simpy

MINUTE = 60_000
DAY = 86_400_000
WORK_INTERVAL = 15 * MINUTE
TIME_TICK = "android.intent.action.TIME_TICK"


class CountingReceiver:
    """A runtime TIME_TICK receiver adding one to its own counter per tick."""

    def __init__(self):
        self.ticks = 0

    def on_receive(self, intent):
        self.ticks += 1


class Device:
    """The workload's device: the clock alarms, the broadcast queue and the app's periodic jobs."""

    def __init__(self, env, widgets, jobs):
        self.env = env
        self.events = 0
        self.deliveries = 0
        self.work_runs = 0
        self.receivers = [CountingReceiver() for _ in range(widgets)]
        self.job_runs = [0] * jobs
        self.broadcasts = simpy.Store(env)
        env.process(self.time_tick_alarm())
        env.process(self.date_changed_alarm())
        env.process(self.broadcast_queue())
        for index in range(jobs):
            env.process(self.periodic_work(index))

    def time_tick_alarm(self):
        while True:
            yield self.env.timeout(MINUTE)
            self.events += 1
            if self.receivers:
                self.broadcasts.put(TIME_TICK)

    def date_changed_alarm(self):
        while True:
            yield self.env.timeout(DAY)
            self.events += 1

    def broadcast_queue(self):
        while True:
            intent = yield self.broadcasts.get()
            self.events += 1
            for receiver in self.receivers:
                receiver.on_receive(intent)
            self.deliveries += len(self.receivers)

    def periodic_work(self, index):
        while True:
            self.events += 1
            self.work_runs += 1
            self.job_runs[index] += 1
            yield self.env.timeout(WORK_INTERVAL)


def expected_counts(days, widgets, jobs):
    """What the arithmetic says, as GlanceSim's `StandardWorkload.expectedCounts`."""
    ticks = days * 1440
    runs = days * 96 + 1
    events = ticks * (2 if widgets > 0 else 1) + days + jobs * runs
    return events, ticks * widgets, jobs * runs, ticks, runs


def main():
    parser = argparse.ArgumentParser(description="The standard workload W(days, widgets, jobs) on SimPy.")
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--widgets", type=int, default=10)
    parser.add_argument("--jobs", type=int, default=20)
    args = parser.parse_args()
    if min(args.days, args.widgets, args.jobs) < 0:
        parser.error("counts must not be negative")

    start = time.perf_counter()
    env = simpy.Environment()
    device = Device(env, args.widgets, args.jobs)
    env.run(until=args.days * DAY + 1)  # events due at the end itself run, as `advance` runs them
    seconds = time.perf_counter() - start
    peak_rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024  # Linux: kilobytes

    events, deliveries, work_runs, ticks, runs = expected_counts(args.days, args.widgets, args.jobs)
    counted = (device.events, device.deliveries, device.work_runs)
    ok = (
        counted == (events, deliveries, work_runs)
        and all(receiver.ticks == ticks for receiver in device.receivers)
        and all(count == runs for count in device.job_runs)
    )
    print(
        f"SimPy {simpy.__version__}:  {device.events} events, {device.deliveries} deliveries, "
        f"{device.work_runs} work runs, {seconds:.3f} s, peak memory {peak_rss_mb} MB"
    )
    print(
        f"days={args.days} widgets={args.widgets} jobs={args.jobs} events={device.events} "
        f"deliveries={device.deliveries} work_runs={device.work_runs} seconds={seconds:.6f} "
        f"events_per_second={int(device.events / max(seconds, 1e-9))} peak_rss_mb={peak_rss_mb}"
    )
    if not ok:
        print(
            f"error: SimPy counted {counted}, tick counters {sorted({r.ticks for r in device.receivers})}, "
            f"job counters {sorted(set(device.job_runs))}; the arithmetic says {(events, deliveries, work_runs)}, "
            f"{ticks} ticks per widget, {runs} runs per job",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
