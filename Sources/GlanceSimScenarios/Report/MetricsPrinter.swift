package import GlanceSim

/// `replay --metrics`: a run's ``MetricsSummary`` as text for people or as one JSON object for scripts.
package enum MetricsPrinter {
    /// The summary as indented lines, one per widget and per app:
    ///
    /// ```text
    /// metrics from 0d 00:00:00.000 to 0d 01:00:00.000:
    ///   widget 1 com.example.clock/.ClockReceiver: 61 renders; content age max 1m, mean 30s, p95 57s
    ///   app com.example.clock: 1 process start, 0 alarms (0 wakeups), 61 broadcasts, 0 work runs …
    /// ```
    package static func text(_ summary: MetricsSummary) -> String {
        var lines = ["metrics from \(summary.start) to \(summary.end):"]
        if summary.widgets.isEmpty && summary.apps.isEmpty { lines.append("  nothing happened to any app") }
        for widget in summary.widgets {
            var line = "  widget \(widget.appWidgetId) \(widget.provider.shortString): "
            line += count(widget.renders, "render")
            if let mean = widget.age.mean, let p95 = widget.age.percentile(0.95) {
                line += "; content age max \(widget.age.maximum), mean \(mean), p95 \(p95)"
            } else if widget.firstRenderAt != nil {
                line += "; no time passed since its first render"
            } else {
                line += "; never rendered"
            }
            if let deleted = widget.deletedAt { line += "; deleted at \(deleted)" }
            lines.append(line)
        }
        for app in summary.apps {
            lines.append(
                "  app \(app.packageName): \(count(app.processStarts, "process start")), "
                    + "\(count(app.alarmsFired, "alarm")) (\(count(app.alarmWakeups, "wakeup"))"
                    + (app.alarmsHeldByDoze > 0 ? ", \(app.alarmsHeldByDoze) held by Doze" : "") + "), "
                    + "\(count(app.broadcastsReceived, "broadcast")) received, \(count(app.workRuns, "work run")) "
                    + "(\(count(app.workRetries, "retry", plural: "retries")), \(count(app.workFailures, "failure")), "
                    + "\(count(app.workStops, "stop")), \(app.workLostWithProcess) lost with the process)")
            for wait in app.constraintWaits {
                lines.append("    work waited \(wait.time) on \(wait.constraint)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The summary as one line of JSON, keys in a fixed order, durations and instants in milliseconds:
    /// `{"scenario":"a.scenario","platform":"android","start":0,"end":3600000,"widgets":[…],"apps":[…]}` (an iOS
    /// run's object, from an ``IOSMetricsSummary``, has `"platform":"ios"`).
    package static func json(_ summary: MetricsSummary, scenario: String) -> String {
        func duration(_ value: SimDuration?) -> String { value.map { "\($0.milliseconds)" } ?? "null" }
        let widgets = summary.widgets.map { widget in
            "{\"appWidgetId\":\(widget.appWidgetId),\"provider\":\(jsonString(widget.provider.shortString)),"
                + "\"boundAt\":\(widget.boundAt.milliseconds),"
                + "\"deletedAt\":\(widget.deletedAt.map { "\($0.milliseconds)" } ?? "null"),"
                + "\"renders\":\(widget.renders),"
                + "\"firstRenderAt\":\(widget.firstRenderAt.map { "\($0.milliseconds)" } ?? "null"),"
                + "\"shownTime\":\(widget.age.shownTime.milliseconds),"
                + "\"ageMax\":\(widget.firstRenderAt == nil ? "null" : duration(widget.age.maximum)),"
                + "\"ageMean\":\(duration(widget.age.mean)),\"ageP95\":\(duration(widget.age.percentile(0.95)))}"
        }
        let apps = summary.apps.map { app in
            let waits = app.constraintWaits.map {
                "{\"constraint\":\(jsonString($0.constraint)),\"time\":\($0.time.milliseconds)}"
            }
            return "{\"package\":\(jsonString(app.packageName)),\"processStarts\":\(app.processStarts),"
                + "\"alarmsFired\":\(app.alarmsFired),\"alarmWakeups\":\(app.alarmWakeups),"
                + "\"alarmsHeldByDoze\":\(app.alarmsHeldByDoze),"
                + "\"broadcastsReceived\":\(app.broadcastsReceived),\"workRuns\":\(app.workRuns),"
                + "\"workRetries\":\(app.workRetries),\"workFailures\":\(app.workFailures),"
                + "\"workStops\":\(app.workStops),\"workLostWithProcess\":\(app.workLostWithProcess),"
                + "\"constraintWaits\":[\(waits.joined(separator: ","))]}"
        }
        return "{\"scenario\":\(jsonString(scenario)),\"platform\":\"android\",\"start\":\(summary.start.milliseconds),"
            + "\"end\":\(summary.end.milliseconds),\"widgets\":[\(widgets.joined(separator: ","))],"
            + "\"apps\":[\(apps.joined(separator: ","))]}\n"
    }

    static func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
        "\(value) \(value == 1 ? noun : plural ?? noun + "s")"
    }
}
