import GlanceSim
import GlanceSimFormats

/// The effects that call platform services: WorkManager, broadcasts, activities and AlarmManager.
extension EffectRunner {
    // MARK: - Work

    func enqueue(_ spec: WorkRequestSpec) throws {
        let input = try scope.bundle(spec.input)
        let manager = context.workManager
        if let period = spec.periodic {
            var builder = PeriodicWorkRequest.Builder(
                workerClassName: spec.worker, repeatInterval: period, flexInterval: spec.flex)
            builder = try configure(builder, spec, input)
            let request = try builder.build()
            if let name = try spec.uniqueName.map(scope.text) {
                let policy = ExistingPeriodicWorkPolicy(rawValue: spec.policy ?? "KEEP") ?? .keep
                try manager.enqueueUniquePeriodicWork(name, policy, request)
            } else {
                try manager.enqueue(request)
            }
        } else {
            let request = try configure(OneTimeWorkRequest.Builder(workerClassName: spec.worker), spec, input).build()
            if let name = try spec.uniqueName.map(scope.text) {
                let policy = ExistingWorkPolicy(rawValue: spec.policy ?? "KEEP") ?? .keep
                try manager.enqueueUniqueWork(name, policy, [request])
            } else {
                try manager.enqueue(request)
            }
        }
    }

    private func configure<Request>(
        _ builder: WorkRequestBuilder<Request>, _ spec: WorkRequestSpec, _ input: AndroidBundle
    ) throws(AndroidException) -> WorkRequestBuilder<Request> {
        var builder = builder.setConstraints(spec.constraints)
        if let delay = spec.initialDelay { builder = builder.setInitialDelay(delay) }
        if let template = spec.computedDelay {
            builder = builder.setInitialDelay(max(try computedDuration(template, "delay"), .zero))
        }
        if let backoff = spec.backoff { builder = builder.setBackoffCriteria(backoff.policy, backoff.delay) }
        for tag in spec.tags { builder = builder.addTag(try scope.text(tag)) }
        if !input.isEmpty { builder = builder.setInputData(input) }
        return builder
    }

    /// A duration computed by a template: a whole number of milliseconds, or a duration such as `"90s"`. (A
    /// negative work delay runs the work at once, as WorkManager's next-run time in the past does; a negative
    /// alarm `in` is a trigger time in the past, which goes off at once.)
    private func computedDuration(_ template: TextTemplate, _ what: String) throws(AndroidException) -> SimDuration {
        let value = try scope.value(template)
        let duration: SimDuration
        switch value {
        case .int(let milliseconds): duration = .milliseconds(milliseconds)
        case .double(let milliseconds) where milliseconds.isFinite && abs(milliseconds) < 1e15:
            duration = .milliseconds(Int64(milliseconds))
        case .string(let text):
            guard let parsed = try? DurationSyntax.parse(text.trimmingSpaces[...]) else { fallthrough }
            duration = parsed
        default:
            throw .illegalArgument("the \(what) '\(value.text)' is neither milliseconds nor a duration such as 90s")
        }
        return duration
    }

    // MARK: - Intents and alarms

    func intent(_ spec: IntentSpec) throws(AndroidException) -> Intent {
        var categories: [String] = []
        for category in spec.categories { categories.append(try scope.text(category)) }
        return Intent(
            action: try scope.text(spec.name), data: try uri(spec.data), type: spec.mimeType,
            categories: categories, component: try spec.component.map(scope.text).map(runtime.component),
            package: try spec.package.map(scope.text), extras: try scope.bundle(spec.extras))
    }

    func uri(_ template: TextTemplate?) throws(AndroidException) -> URI? {
        guard let template else { return nil }
        return URI(try scope.text(template))
    }

    /// The alarm's broadcast: to the named receiver of the app, or to the app's package. Its data and
    /// categories take part in `filterEquals`, so each distinct `data` is a PendingIntent — and an alarm — of
    /// its own.
    func alarmIntent(_ alarm: AlarmSpec) throws(AndroidException) -> Intent {
        var intent = try intent(alarm.intent)
        if alarm.intent.component == nil { intent.package = runtime.packageName }
        return intent
    }

    /// The alarm's PendingIntent request code: written, or computed (`requestCode = appWidgetId`), an `int`.
    func requestCode(_ alarm: AlarmSpec) throws(AndroidException) -> Int32 {
        guard let template = alarm.computedRequestCode else { return alarm.requestCode }
        let value = try scope.value(template)
        guard case .int(let number) = value, let code = Int32(exactly: number) else {
            throw .illegalArgument("the requestCode '\(value.text)' is not an int")
        }
        return code
    }

    func setAlarm(_ alarm: AlarmSpec) throws {
        guard
            let operation = try PendingIntent.getBroadcast(
                context, requestCode: requestCode(alarm), intent: alarmIntent(alarm),
                flags: [.immutable, .updateCurrent])
        else { return }
        let trigger = try triggerMillis(alarm)
        let manager = context.alarmManager
        if let interval = alarm.repeating {
            if alarm.inexact {
                manager.setInexactRepeating(
                    alarm.type, triggerAtMillis: trigger, intervalMillis: interval.milliseconds, operation: operation)
            } else {
                manager.setRepeating(
                    alarm.type, triggerAtMillis: trigger, intervalMillis: interval.milliseconds, operation: operation)
            }
        } else if alarm.alarmClock {
            try manager.setAlarmClock(triggerAtMillis: trigger, operation: operation)
        } else if alarm.whileIdle && alarm.exact {
            try manager.setExactAndAllowWhileIdle(alarm.type, triggerAtMillis: trigger, operation: operation)
        } else if alarm.whileIdle {
            manager.setAndAllowWhileIdle(alarm.type, triggerAtMillis: trigger, operation: operation)
        } else if alarm.exact {
            try manager.setExact(alarm.type, triggerAtMillis: trigger, operation: operation)
        } else {
            manager.set(alarm.type, triggerAtMillis: trigger, operation: operation)
        }
    }

    /// The trigger time on the alarm type's clock: `in` after now, the next `at`, or the `at` computed now — a
    /// whole number is the time itself (what the app passes as `triggerAtMillis`), a text is read as a written
    /// `at` is.
    private func triggerMillis(_ alarm: AlarmSpec) throws(AndroidException) -> Int64 {
        let clock = context.clock
        let base = alarm.type.isWallClock ? clock.wallTime.millisecondsSinceEpoch : clock.elapsedRealtime.milliseconds
        var start = AlarmSpec.Start(timeOfDay: alarm.timeOfDay, boundary: alarm.boundary, offset: alarm.offset)
        if let template = alarm.computedStart {
            let value = try scope.value(template)
            switch value {
            case .int(let milliseconds): return milliseconds
            case .double(let milliseconds) where milliseconds.isFinite && abs(milliseconds) < 9e18:
                return Int64(milliseconds)
            case .string(let text):
                do {
                    start = try AlarmSpec.Start.parse(text)
                } catch {
                    throw .illegalArgument(error.message)
                }
            default:
                throw .illegalArgument(
                    "the alarm time '\(value.text)' is neither milliseconds nor a time such as 07:30 or nextDay")
            }
        }
        var delay = alarm.delay ?? .zero
        if let template = alarm.computedDelay { delay = try computedDuration(template, "alarm delay") }
        if let boundary = start.boundary {
            // `Calendar`: clear the smaller fields, add one unit (`cal.add(Calendar.MINUTE, 1)`), local time.
            let local = clock.localDateTime
            var target = LocalDateTime(year: local.year, month: local.month, day: local.day, hour: local.hour)
            switch boundary {
            case .nextMinute: target.minute = local.minute + 1
            case .nextHour: target.hour += 1
            case .nextDay: target = LocalDateTime(year: local.year, month: local.month, day: local.day + 1)
            }
            delay = clock.timeZone.wallTime(for: target) - clock.wallTime
        } else if let timeOfDay = start.timeOfDay {
            let local = clock.localDateTime
            var target = LocalDateTime(
                year: local.year, month: local.month, day: local.day, hour: timeOfDay.hour, minute: timeOfDay.minute)
            var wall = clock.timeZone.wallTime(for: target)
            if wall <= clock.wallTime {
                target.day += 1
                wall = clock.timeZone.wallTime(for: target)
            }
            delay = wall - clock.wallTime
        }
        return base.clampedAdding(delay.milliseconds).clampedAdding(start.offset.milliseconds)
    }
}
