/// A string of a behaviour file with `{{…}}` bindings, parsed once when the file loads.
///
/// A binding is `{{name}}`, `{{name|default}}` or, for the clock, `{{now:pattern}}`:
///
/// - `now` — the device's local date-time, formatted with a ``TimePattern`` (default `HH:mm`);
/// - `widgetId`, `attempt` (a worker's `runAttemptCount`, from 0), `index` and `item` (inside `forEach`),
///   `width` and `height` (the size the content is composed for, in dp);
/// - `param.NAME` (an action callback's parameters), `extra.NAME` (the broadcast intent's extras), `input.NAME`
///   (a worker's input data), `action` and `data` (the broadcast intent's);
/// - `options.NAME` — an option of the widget in context (`AppWidgetManager.getAppWidgetOptions`);
/// - `state.NAME` or any other `NAME` — a preference of the widget in context (its `appWidget-<id>` store).
///
/// Inside the name, `{variable}` substitutes a variable, so `{{done_{index}|false}}` reads `done_0`, `done_1`…
/// When a binding has no value, its default (or the empty string) is used. A string that is exactly one binding
/// keeps the bound value's type: `{{index}}` is the number 3, not the text "3".
///
/// `${expression}` computes a value with an ``Expression`` (`${15 * (runAttemptCount + 1)}`); `$${` is a
/// literal `${`.
package struct TextTemplate: Hashable, Sendable, CustomStringConvertible {
    /// One piece of a template.
    package enum Part: Hashable, Sendable {
        /// Text used as it is.
        case literal(String)
        /// A `{{…}}` binding.
        case binding(Binding)
        /// A `${…}` expression.
        case expression(Expression)
    }

    /// A `{{name:format|default}}` binding.
    package struct Binding: Hashable, Sendable {
        /// The name, as pieces: literal text and `{variable}` substitutions (`.binding` parts hold a variable name).
        package let name: [NamePart]
        /// The `now` pattern.
        package var pattern: TimePattern?
        /// The text after `|`.
        package var defaultValue: String?
        /// What a name without `{variable}` pieces reads, classified once when the file loads.
        package let fixedSource: Source?

        package init(name: [NamePart], pattern: TimePattern?, defaultValue: String?) {
            self.name = name
            self.pattern = pattern
            self.defaultValue = defaultValue
            if name.count == 1, case .literal(let text) = name[0] {
                fixedSource = Source(name: text)
            } else {
                fixedSource = nil
            }
        }
    }

    /// What a binding's name reads (see the list above).
    package enum Source: Hashable, Sendable {
        /// `now`.
        case now
        /// `widgetId`, `attempt`, `index`, `item`, `width` or `height`.
        case variable(String)
        /// The broadcast intent's `action`.
        case intentAction
        /// The broadcast intent's `data`.
        case intentData
        /// `session.NAME`.
        case session(String)
        /// `options.NAME`: an option of the widget in context.
        case option(String)
        /// `param.NAME`, `extra.NAME` or `input.NAME`: the bundle (`param`, `extra`, `input`) and the key.
        case bundle(String, key: String)
        /// `state.NAME` or any other name: a preference.
        case state(String)

        /// What a (substituted) name reads.
        package init(name: String) {
            if name == "now" {
                self = .now
            } else if TemplateNames.variables.contains(name) {
                self = .variable(name)
            } else if name == "action" {
                self = .intentAction
            } else if name == "data" {
                self = .intentData
            } else if name.hasPrefix("session.") {
                self = .session(String(name.dropFirst(8)))
            } else if name.hasPrefix("options.") {
                self = .option(String(name.dropFirst(8)))
            } else if let prefix = TemplateNames.bundlePrefixes.first(where: { name.hasPrefix($0) }) {
                self = .bundle(String(prefix.dropLast()), key: String(name.dropFirst(prefix.count)))
            } else {
                self = .state(name.hasPrefix("state.") ? String(name.dropFirst(6)) : name)
            }
        }
    }

    /// A piece of a binding's name.
    package enum NamePart: Hashable, Sendable {
        case literal(String)
        case variable(String)
    }

    /// The source text.
    let source: String
    /// The pieces.
    package let parts: [Part]

    package var description: String { source }

    /// Whether the template has no bindings.
    package var isLiteral: Bool { parts.allSatisfy { if case .literal = $0 { true } else { false } } }

    /// The text of a template without bindings (`$${` read as `${`); `nil` when it has any.
    package var literalText: String? {
        var text = ""
        for part in parts {
            guard case .literal(let piece) = part else { return nil }
            text += piece
        }
        return text
    }

    /// The single binding the whole template consists of, if that is what it is.
    package var soleBinding: Binding? {
        if parts.count == 1, case .binding(let binding) = parts[0] { return binding }
        return nil
    }

    /// The single `${…}` expression the whole template consists of, if that is what it is.
    package var soleExpression: Expression? {
        if parts.count == 1, case .expression(let expression) = parts[0] { return expression }
        return nil
    }

    /// A template that is one expression (a condition or a computed value written without `${…}`).
    init(expression: Expression, source: String) {
        self.source = source
        parts = [.expression(expression)]
    }

    /// A template of plain text.
    init(literal text: String) {
        source = text
        parts = text.isEmpty ? [] : [.literal(text)]
    }

    private init(source: String, parts: [Part]) {
        self.source = source
        self.parts = parts
    }

    /// Parses a string value of the file; errors point into the string. `what` names the value when it is not a
    /// string (`'package'`).
    static func parse(_ value: JSON5Value, _ what: String = "a text") throws(FormatError) -> TextTemplate {
        let text = try JSON5Object.string(value, what)
        return try parse(text, at: value.location)
    }

    /// Parses `text`, whose opening quote is at `location` (errors are reported at the binding's `{{`, counted as
    /// if the string had no escapes).
    package static func parse(_ text: String, at location: SourceLocation) throws(FormatError) -> TextTemplate {
        let characters = Array(text)
        var parts: [Part] = []
        var literal = ""
        var index = 0
        func fail(_ message: String, _ at: Int) -> FormatError {
            var place = location
            place.column += 1 + String(characters[0..<min(at, characters.count)]).utf8.count
            return FormatError(.invalidValue, at: place, message)
        }
        while index < characters.count {
            if characters[index] == "$", index + 1 < characters.count, characters[index + 1] == "{" {
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                let end = try expressionEnd(characters, from: index + 2, fail)
                var place = location
                place.column += 1 + String(characters[0..<(index + 2)]).utf8.count
                parts.append(.expression(try ExpressionParser.parse(String(characters[(index + 2)..<end]), at: place)))
                index = end + 1
                continue
            }
            if characters[index] == "$", index + 2 < characters.count, characters[index + 1] == "$",
                characters[index + 2] == "{"
            {
                literal += "${"  // `$${` is a literal `${`
                index += 3
                continue
            }
            guard characters[index] == "{", index + 1 < characters.count, characters[index + 1] == "{" else {
                literal.append(characters[index])
                index += 1
                continue
            }
            let start = index
            index += 2
            var name: [NamePart] = []
            var nameText = ""
            var closed = false
            while index < characters.count {
                let character = characters[index]
                if character == "}" && index + 1 < characters.count && characters[index + 1] == "}" {
                    index += 2
                    closed = true
                    break
                }
                if character == "{" {
                    guard let end = characters[index...].firstIndex(of: "}") else { break }
                    let variable = String(characters[(index + 1)..<end])
                    guard TemplateNames.variables.contains(variable) else {
                        throw fail(
                            "unknown variable '{\(variable)}' in a binding name; expected "
                                + JSON5Object.list(TemplateNames.variables), index)
                    }
                    if !nameText.isEmpty { name.append(.literal(nameText)) }
                    nameText = ""
                    name.append(.variable(variable))
                    index = end + 1
                    continue
                }
                nameText.append(character)
                index += 1
            }
            guard closed else { throw fail("unterminated binding '{{'; expected '}}'", start) }
            // Split `name:pattern|default` in the last literal piece (pattern and default never hold variables).
            var pattern: TimePattern?
            var defaultValue: String?
            if let bar = nameText.firstIndex(of: "|") {
                defaultValue = String(nameText[nameText.index(after: bar)...])
                nameText = String(nameText[..<bar])
            }
            if let colon = nameText.firstIndex(of: ":") {
                let patternText = String(nameText[nameText.index(after: colon)...])
                nameText = String(nameText[..<colon])
                do {
                    pattern = try TimePattern(patternText)
                } catch {
                    throw fail(error.message, start)
                }
            }
            nameText = nameText.trimmingSpaces
            if !nameText.isEmpty { name.append(.literal(nameText)) }
            if name.isEmpty { throw fail("empty binding '{{}}'; write a state key or a name such as 'now'", start) }
            if pattern != nil && name != [.literal("now")] {
                throw fail("only 'now' takes a time pattern after ':'", start)
            }
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
            parts.append(.binding(Binding(name: name, pattern: pattern, defaultValue: defaultValue)))
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return TextTemplate(source: text, parts: parts)
    }

    /// The index of the `}` that closes a `${` whose expression starts at `start`, skipping quoted strings and
    /// nested brackets.
    private static func expressionEnd(
        _ characters: [Character], from start: Int, _ fail: (String, Int) -> FormatError
    ) throws(FormatError) -> Int {
        var index = start
        var depth = 0
        var quote: Character?
        while index < characters.count {
            let character = characters[index]
            if let open = quote {
                if character == "\\" {
                    index += 1
                } else if character == open {
                    quote = nil
                }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "{" {
                depth += 1
            } else if character == "}" {
                if depth == 0 { return index }
                depth -= 1
            }
            index += 1
        }
        throw fail("unterminated expression '${'; expected '}'", start - 2)
    }
}

/// The names templates give a meaning to.
package enum TemplateNames {
    /// Variables that can be substituted inside a binding's name with `{…}`, and read as `{{…}}`.
    package static let variables = ["index", "item", "widgetId", "attempt", "width", "height"]
    /// Prefixes of names that read a bundle rather than state.
    package static let bundlePrefixes = ["param.", "extra.", "input."]
}

extension String {
    /// The string without leading and trailing spaces.
    package var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
