package import GlanceSim

/// A date-time pattern for `{{now:…}}`, in the letters of Java's `DateTimeFormatter` (and Android's
/// `DateFormat`), always in English: `yyyy`, `yy`, `MMMM` (January), `MMM` (Jan), `MM`, `M`, `dd`, `d`, `EEEE`
/// (Monday), `EEE` (Mon), `HH`, `H`, `hh`, `h` (12-hour), `mm`, `ss`, `a` (AM/PM). Text in single quotes is
/// literal (`''` is a quote); other non-letters are literal too.
///
/// ```swift
/// try TimePattern("EEE d MMM, HH:mm").format(LocalDateTime(year: 2026, month: 3, day: 29, hour: 7, minute: 5))
/// // "Sun 29 Mar, 07:05"
/// ```
package struct TimePattern: Hashable, Sendable {
    private enum Piece: Hashable, Sendable {
        case literal(String)
        /// A field by its ASCII letter (compared as a byte: a `Character` compares as a string).
        case field(UInt8, count: Int)
    }

    private let pieces: [Piece]
    private static let fields: [Character: ClosedRange<Int>] = [
        "y": 2...4, "M": 1...4, "d": 1...2, "E": 3...4, "H": 1...2, "h": 1...2, "m": 1...2, "s": 1...2, "a": 1...1,
    ]

    /// `HH:mm`, what `{{now}}` shows.
    package static let `default` = try! TimePattern("HH:mm")

    /// Parses a pattern.
    package init(_ text: String) throws(TimePatternError) {
        var pieces: [Piece] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                guard let end = characters[(index + 1)...].firstIndex(of: "'") else {
                    throw TimePatternError(message: "unterminated quote in time pattern '\(text)'")
                }
                pieces.append(.literal(end == index + 1 ? "'" : String(characters[(index + 1)..<end])))
                index = end + 1
            } else if character.isLetter && character.isASCII {
                var count = 0
                while index < characters.count && characters[index] == character {
                    count += 1
                    index += 1
                }
                guard let counts = Self.fields[character], counts.contains(count), character != "y" || count != 3
                else {
                    throw TimePatternError(
                        message:
                            "unknown time pattern field '\(String(repeating: character, count: count))' in '\(text)'; "
                            + "use yyyy, yy, MMMM, MMM, MM, M, dd, d, EEEE, EEE, HH, H, hh, h, mm, ss or a")
                }
                pieces.append(.field(character.asciiValue!, count: count))
            } else {
                pieces.append(.literal(String(character)))
                index += 1
            }
        }
        self.pieces = pieces
    }

    /// Formats a local date-time.
    package func format(_ time: LocalDateTime) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .literal(let text): result += text
            case .field(let letter, let count): result += Self.field(letter, count, time)
            }
        }
        return result
    }

    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    private static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let shortMonths = months.map { String($0.prefix(3)) }
    private static let shortWeekdays = weekdays.map { String($0.prefix(3)) }

    /// 0…99 as written unpadded and zero-padded to two digits: a clock formats a field or two every minute.
    private static let unpadded = (0..<100).map { String($0) }
    private static let twoDigits = (0..<100).map { $0 < 10 ? "0\($0)" : String($0) }

    private static func field(_ letter: UInt8, _ count: Int, _ time: LocalDateTime) -> String {
        func padded(_ value: Int, _ width: Int) -> String {
            if (0..<100).contains(value) && width <= 2 { return width == 2 ? twoDigits[value] : unpadded[value] }
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        switch letter {
        case UInt8(ascii: "y"): return count == 2 ? padded(time.year % 100, 2) : padded(time.year, count)
        case UInt8(ascii: "M"):
            return count == 4
                ? months[time.month - 1] : count == 3 ? shortMonths[time.month - 1] : padded(time.month, count)
        case UInt8(ascii: "d"): return padded(time.day, count)
        case UInt8(ascii: "E"): return count == 4 ? weekdays[weekdayIndex(time)] : shortWeekdays[weekdayIndex(time)]
        case UInt8(ascii: "H"): return padded(time.hour, count)
        case UInt8(ascii: "h"): return padded(time.hour % 12 == 0 ? 12 : time.hour % 12, count)
        case UInt8(ascii: "m"): return padded(time.minute, count)
        case UInt8(ascii: "s"): return padded(time.second, count)
        default: return time.hour < 12 ? "AM" : "PM"
        }
    }

    /// Monday 0 … Sunday 6, from days since 1970-01-01 (a Thursday).
    private static func weekdayIndex(_ time: LocalDateTime) -> Int {
        let year = time.month <= 2 ? time.year - 1 : time.year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let monthIndex = (time.month + 9) % 12
        let dayOfYear = (153 * monthIndex + 2) / 5 + time.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return ((days % 7) + 7 + 3) % 7
    }
}

/// A problem in a ``TimePattern``.
package struct TimePatternError: Error {
    package var message: String
}
