package import GlanceSim

/// A `setAlarm` / `cancelAlarm` effect.
package struct AlarmSpec {
    package var intent: IntentSpec
    package var type: AlarmType
    /// `in`: from now, on the alarm type's clock.
    package var delay: SimDuration?
    /// `at`: the next local `HH:mm`.
    package var timeOfDay: (hour: Int, minute: Int)?
    /// `at: "nextMinute"` (or `nextHour`, `nextDay`): the next whole minute, hour or local midnight.
    package var boundary: AlarmBoundary? = nil
    /// `at: "… + DURATION"`: added to the time `at` names.
    package var offset: SimDuration = .zero
    package var repeating: SimDuration?
    package var exact: Bool
    package var inexact: Bool
    /// `whileIdle: true`: `setExactAndAllowWhileIdle` (with `exact`) or `setAndAllowWhileIdle`.
    package var whileIdle = false
    /// `alarmClock: true`: `setAlarmClock`.
    package var alarmClock = false
    package var requestCode: Int32
    /// `requestCode: "${…}"`: computed when the effect runs (`requestCode = appWidgetId`); a whole number.
    package var computedRequestCode: TextTemplate? = nil
    /// `in: "${…}"`: computed when the effect runs: milliseconds or a duration such as `"90s"`.
    package var computedDelay: TextTemplate? = nil
    /// `at: "${…}"`: computed when the effect runs: the trigger time in milliseconds on the alarm type's clock
    /// (wall clock since the epoch for RTC types, elapsed realtime otherwise), or a text `at` takes.
    package var computedStart: TextTemplate? = nil

    /// When an alarm starts, as `at` writes it: a local `HH:mm` or a boundary, then optionally `+ DURATION`.
    package struct Start {
        package var timeOfDay: (hour: Int, minute: Int)?
        package var boundary: AlarmBoundary?
        package var offset: SimDuration = .zero

        package init(
            timeOfDay: (hour: Int, minute: Int)? = nil, boundary: AlarmBoundary? = nil, offset: SimDuration = .zero
        ) {
            self.timeOfDay = timeOfDay
            self.boundary = boundary
            self.offset = offset
        }

        /// Parses `"HH:mm"`, `"nextMinute"`, `"nextHour"` or `"nextDay"`, each optionally followed by
        /// `+ DURATION`, as `Calendar` code rounds up and adds the period: `"nextMinute + 1m"`.
        ///
        /// ```swift
        /// let start = try AlarmSpec.Start.parse("07:30 + 90s")   // 07:30, offset 90 s
        /// ```
        /// - Throws: the problem and its UTF-8 offset in `text`.
        package static func parse(_ text: String) throws(TimeSyntaxError) -> Start {
            var start = Start()
            var base = Substring(text)
            if let plus = text.firstIndex(of: "+") {
                base = text[..<plus]
                let durationText = text[text.index(after: plus)...]
                let leading = durationText.prefix { $0 == " " }.count
                do {
                    start.offset = try DurationSyntax.parse(durationText.dropFirst(leading))
                } catch {
                    throw TimeSyntaxError(
                        message: error.message, offset: text[..<plus].utf8.count + 1 + leading + error.offset)
                }
            }
            let name = String(base).trimmingSpaces
            if let boundary = AlarmBoundary(rawValue: name) {
                start.boundary = boundary
                return start
            }
            let parts = name.split(separator: ":")
            guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }), let hour = Int(parts[0]),
                let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
            else {
                throw TimeSyntaxError(
                    message: "expected a local time 'HH:mm', 'nextMinute', 'nextHour' or 'nextDay' for 'at' "
                        + "(optionally followed by '+ DURATION'), found '\(text)'"
                        + (EditDistance.suggestion(for: name, among: AlarmBoundary.allCases.map(\.rawValue)).map {
                            "; did you mean '\($0)'?"
                        } ?? ""),
                    offset: -1)
            }
            start.timeOfDay = (hour, minute)
            return start
        }
    }
}

/// A whole unit of local time an alarm can start at, as `Calendar` code rounds up to it.
package enum AlarmBoundary: String, CaseIterable {
    case nextMinute, nextHour, nextDay
}
