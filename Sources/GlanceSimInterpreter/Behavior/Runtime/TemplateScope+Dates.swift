import GlanceSim
import GlanceSimFormats

/// The date functions of expressions, each what its `java.time` equivalent returns in the device's time zone. Days
/// are local epoch-day numbers (`LocalDate.toEpochDay()`: 0 is 1970-01-01), instants milliseconds since the epoch.
///
/// | Function | java.time |
/// |---|---|
/// | `today()` | `LocalDate.now().toEpochDay()` |
/// | `epochDay(millis)` | `Instant.ofEpochMilli(millis).atZone(zone).toLocalDate().toEpochDay()` |
/// | `date('2026-12-24')` | `LocalDate.parse("2026-12-24").toEpochDay()` |
/// | `daysBetween(a, b)` | `ChronoUnit.DAYS.between(LocalDate.ofEpochDay(a), LocalDate.ofEpochDay(b))` |
/// | `startOfDay(day)` | `LocalDate.ofEpochDay(day).atStartOfDay(zone).toInstant().toEpochMilli()` |
/// | `startOfNextDay()` | `LocalDate.now().plusDays(1).atStartOfDay(zone).toInstant().toEpochMilli()` |
/// | `dayOfWeek()`, `dayOfWeek(day)` | `getDayOfWeek().getValue()`: 1 (Monday) to 7 (Sunday) |
/// | `format(millis, 'EEE d MMM')` | `Instant.ofEpochMilli(millis).atZone(zone).format(ofPattern("EEE d MMM"))` |
extension TemplateScope {
    /// The days ±7,000,000 around 1970 (about ±19,000 years): the range the device's clock supports.
    static let epochDays: ClosedRange<Int64> = -7_000_000...7_000_000

    /// Evaluates a date function, or returns `nil` when `name` is not one.
    func dateFunction(_ name: String, _ arguments: [TemplateValue]) throws(AndroidException) -> TemplateValue? {
        let clock = context.clock
        switch name {
        case "today":
            return .int(Self.epochDay(of: clock.localDateTime))
        case "epochDay":
            let instant = WallTime(millisecondsSinceEpoch: try Self.millis(arguments[0], for: "epochDay"))
            return .int(Self.epochDay(of: clock.timeZone.localDateTime(at: instant)))
        case "date":
            return .int(try Self.parseDate(arguments[0]))
        case "daysBetween":
            return .int(try Self.day(arguments[1], for: "daysBetween") - Self.day(arguments[0], for: "daysBetween"))
        case "startOfDay":
            return .int(startOfDay(try Self.day(arguments[0], for: "startOfDay")))
        case "startOfNextDay":
            return .int(startOfDay(Self.epochDay(of: clock.localDateTime) + 1))
        case "dayOfWeek":
            let day = try arguments.first.map { v throws(AndroidException) in try Self.day(v, for: "dayOfWeek") }
            return .int(Int64(Self.local(day ?? Self.epochDay(of: clock.localDateTime)).weekday))
        case "format":
            let instant = WallTime(millisecondsSinceEpoch: try Self.millis(arguments[0], for: "format"))
            do {
                return .string(try TimePattern(arguments[1].text).format(clock.timeZone.localDateTime(at: instant)))
            } catch {
                throw AndroidException.illegalArgument(error.message)
            }
        default:
            return nil
        }
    }

    /// `LocalDate.atStartOfDay(zone)`: the first instant of the day; in a gap at midnight, the end of the gap.
    private func startOfDay(_ day: Int64) -> Int64 {
        context.clock.timeZone.wallTime(for: Self.local(day)).millisecondsSinceEpoch
    }

    private static func epochDay(of local: LocalDateTime) -> Int64 {
        let midnight = WallTime(year: local.year, month: local.month, day: local.day).millisecondsSinceEpoch
        return midnight >= 0 ? midnight / 86_400_000 : (midnight - 86_399_999) / 86_400_000
    }

    /// The local date of an epoch day, at midnight (its fields roll over from 1 January 1970).
    private static func local(_ day: Int64) -> LocalDateTime {
        LocalDateTime(year: 1970, month: 1, day: 1 + Int(day))
    }

    /// A day argument: an epoch-day number or an ISO date text.
    private static func day(_ value: TemplateValue, for what: String) throws(AndroidException) -> Int64 {
        switch value {
        case .int(let day):
            guard epochDays.contains(day) else {
                throw AndroidException(
                    className: "java.time.DateTimeException",
                    message: "Invalid value for EpochDay in \(what)(): \(day) (GlanceSim's clock covers \(epochDays))")
            }
            return day
        case .string: return try parseDate(value)
        case .null: throw AndroidException(className: "java.lang.NullPointerException", message: "\(what)() on null")
        default:
            throw AndroidException(
                className: "java.lang.ClassCastException",
                message: "'\(what)' needs a day number or a date such as '2026-12-24', found \(value.text)")
        }
    }

    private static func millis(_ value: TemplateValue, for what: String) throws(AndroidException) -> Int64 {
        guard case .int(let millis) = value else {
            if value == .null {
                throw AndroidException(className: "java.lang.NullPointerException", message: "\(what)() on null")
            }
            throw AndroidException(
                className: "java.lang.ClassCastException",
                message: "'\(what)' needs milliseconds since the epoch, found \(value.text)")
        }
        let limit = epochDays.upperBound * 86_400_000
        guard (-limit...limit).contains(millis) else {
            throw AndroidException(
                className: "java.time.DateTimeException",
                message: "Instant \(millis) ms in \(what)() is outside GlanceSim's clock (about ±19,000 years)")
        }
        return millis
    }

    /// `LocalDate.parse(text)`: `yyyy-MM-dd`, a real date, else `DateTimeParseException`.
    private static func parseDate(_ value: TemplateValue) throws(AndroidException) -> Int64 {
        let text = value.text
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            LocalDateTime(year: year, month: month, day: day).isValid
        else {
            throw AndroidException(
                className: "java.time.format.DateTimeParseException",
                message: "Text '\(text)' could not be parsed: expected a date such as 2026-12-24")
        }
        return epochDay(of: LocalDateTime(year: year, month: month, day: day))
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
