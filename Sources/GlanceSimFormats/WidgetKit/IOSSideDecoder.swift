import Foundation
import GlanceSim
import GlanceSimWidgetKit

/// Reads the `ios` section of a behaviour file into an ``IOSSideSpec``, with every error at its key or value.
package enum IOSSideDecoder {
    static let keys = ["bundle", "group", "appGroups", "extensionGroups", "kinds", "intents"]
    static let kindKeys = ["configuration", "families", "timeline", "content"]
    static let nodeKinds = ["Column", "Row", "Text", "DateText", "Button", "ForEach"]

    /// The `ios` section of the behaviour file at `path`, or `nil` when it has none.
    package static func load(path: String) throws(FormatError) -> IOSSideSpec? {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FormatError(.unreadable, at: .file(path), "cannot read the behaviour file")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw FormatError(
                .syntax, at: SourceLocation.firstInvalidUTF8(in: Array(data), path: path) ?? .file(path),
                "the behaviour file is not UTF-8 text: this byte does not start a valid UTF-8 sequence")
        }
        let root = try JSON5Reader.read(text, path: path)
        guard let ios = root.member("ios") else { return nil }
        return try decode(ios.value)
    }

    static func decode(_ value: JSON5Value) throws(FormatError) -> IOSSideSpec {
        let top = try JSON5Object(value, "'ios'", known: keys)
        let bundle = try top.requiredString("bundle")
        let group = try top.string("group") ?? "group.\(bundle)"
        var spec = IOSSideSpec(
            bundle: bundle, group: group, appGroups: try top.stringArray("appGroups") ?? [group],
            extensionGroups: try top.stringArray("extensionGroups") ?? [group], kinds: [], intents: [])
        for member in try members(top.required("kinds"), "'kinds'") { spec.kinds.append(try kind(member)) }
        if spec.kinds.isEmpty {
            throw FormatError(.missing, at: try top.required("kinds").location, "'kinds' declares no widget kind")
        }
        for member in try members(top["intents"], "'intents'") { spec.intents.append(try intent(member)) }
        return spec
    }

    private static func members(_ value: JSON5Value?, _ what: String) throws(FormatError) -> [JSON5Value.Member] {
        guard let value else { return [] }
        guard let members = value.members else { throw JSON5Object.expected("an object", for: what, found: value) }
        return members
    }

    private static func kind(_ member: JSON5Value.Member) throws(FormatError) -> IOSSideSpec.KindSpec {
        let what = "kind '\(member.key)'"
        let object = try JSON5Object(member.value, what, known: kindKeys)
        let families = try object["families"].map(Self.families) ?? [.systemSmall, .systemMedium, .systemLarge]
        let timeline = try JSON5Object(
            object.required("timeline"), "'timeline' of \(what)", known: ["entries", "policy"])
        var entries: [IOSSideSpec.EntrySpec] = []
        let entriesValue = try timeline.required("entries")
        guard case .array(let elements) = entriesValue.kind, !elements.isEmpty else {
            throw JSON5Object.expected("a non-empty array of entries", for: "'entries'", found: entriesValue)
        }
        for element in elements { entries.append(try entry(element)) }
        return IOSSideSpec.KindSpec(
            name: member.key,
            configuration: try object.choice("configuration", WidgetConfigurationKind.self) ?? .static,
            families: families, entries: entries, policy: try policy(timeline["policy"]),
            content: try nodes(object.required("content")))
    }

    private static func entry(_ value: JSON5Value) throws(FormatError) -> IOSSideSpec.EntrySpec {
        let object = try JSON5Object(value, "an entry", known: ["at", "align", "every", "count", "fields"])
        var fields: [(String, TextTemplate)] = []
        for member in try members(object["fields"], "'fields'") {
            fields.append((member.key, try template(member.value)))
        }
        let count = try object.integer("count", in: 1...1_440).map(Int.init) ?? 1
        let every = try object.duration("every")
        if count > 1 && every == nil {
            throw FormatError(.missing, at: value.location, "an entry with 'count' needs 'every' (a duration)")
        }
        let align = try object.duration("align")
        if let align, align <= .zero || align > .days(1) {
            throw FormatError(.invalidValue, at: try object.required("align").location, "'align' takes 1ms to 1d")
        }
        return IOSSideSpec.EntrySpec(
            at: try object.duration("at") ?? .zero, align: align, every: every, count: count, fields: fields)
    }

    private static func policy(_ value: JSON5Value?) throws(FormatError) -> IOSSideSpec.PolicySpec {
        guard let value else { return .atEnd }
        let text = try JSON5Object.string(value, "'policy'")
        switch text {
        case "atEnd": return .atEnd
        case "never": return .never
        default:
            guard text.hasPrefix("after ") else {
                throw FormatError(
                    .invalidValue, at: value.location,
                    "unknown policy '\(text)'; expected 'atEnd', 'never' or 'after <duration>' (after 1h)")
            }
            // The duration's own message (past the horizon, an unknown unit) at its offset, not "unknown policy".
            do {
                return .after(try DurationSyntax.parse(text.dropFirst(6)))
            } catch {
                var location = value.location
                location.column += 1 + 6 + error.offset  // after the opening quote and "after "
                throw FormatError(.invalidValue, at: location, error.message)
            }
        }
    }

    /// A template: `{{name}}` bindings only (`${…}` expressions belong to the Android side).
    private static func template(_ value: JSON5Value) throws(FormatError) -> TextTemplate {
        let template = try TextTemplate.parse(value)
        if template.parts.contains(where: { if case .expression = $0 { true } else { false } }) {
            throw FormatError(
                .invalidValue, at: value.location, "the iOS side takes '{{name}}' bindings, not '${…}' expressions")
        }
        return template
    }

    private static func nodes(_ value: JSON5Value) throws(FormatError) -> [IOSNodeTemplate] {
        if case .array(let elements) = value.kind {
            var result: [IOSNodeTemplate] = []
            for element in elements { result += try nodes(element) }
            return result
        }
        return [try node(value)]
    }

    private static func node(_ value: JSON5Value) throws(FormatError) -> IOSNodeTemplate {
        guard let members = value.members, let first = members.first else {
            throw JSON5Object.expected("a node like { Text: '…' }", for: "content", found: value)
        }
        let kind = first.key
        guard nodeKinds.contains(kind) else {
            throw FormatError(
                .unknownName, at: first.keyLocation,
                "unknown node '\(kind)'" + JSON5Object.suggestion(kind, nodeKinds))
        }
        let extra: [String] =
            switch kind {
            case "DateText": ["offset"]
            case "Button": ["intent", "params"]
            case "ForEach": ["content"]
            default: []
            }
        let object = try JSON5Object(value, "node '\(kind)'", known: [kind, "families"] + extra)
        let node = try node(kind, first, object)
        guard let familiesValue = object["families"] else { return node }
        return .only(try families(familiesValue), node)
    }

    /// A `families` value: one family name or an array of them, each error at its own name.
    private static func families(_ value: JSON5Value) throws(FormatError) -> [WidgetFamily] {
        let elements: [JSON5Value]
        if case .array(let items) = value.kind { elements = items } else { elements = [value] }
        var families: [WidgetFamily] = []
        for element in elements {
            let name = try JSON5Object.string(element, "'families'")
            guard let family = WidgetFamily(name: name) else {
                throw FormatError(
                    .invalidValue, at: element.location,
                    "unknown family '\(name)'" + JSON5Object.suggestion(name, WidgetFamily.allCases.map(\.shortName)))
            }
            families.append(family)
        }
        return families
    }

    private static func node(_ kind: String, _ first: JSON5Value.Member, _ object: JSON5Object)
        throws(FormatError) -> IOSNodeTemplate
    {
        switch kind {
        case "Column": return .column(try nodes(first.value))
        case "Row": return .row(try nodes(first.value))
        case "Text": return .text(try template(first.value))
        case "DateText":
            return .dateText(
                try JSON5Object.choice(first.value, "'DateText'", DateTextStyle.self),
                offset: try object.duration("offset") ?? .zero)
        case "Button":
            var parameters: [(String, TextTemplate)] = []
            for member in try Self.members(object["params"], "'params'") {
                parameters.append((member.key, try template(member.value)))
            }
            return .button(
                try template(first.value), intent: try object.requiredString("intent"), parameters: parameters)
        default:
            return .forEach(
                field: try JSON5Object.string(first.value, "'ForEach'"), try nodes(object.required("content")))
        }
    }

    private static func intent(_ member: JSON5Value.Member) throws(FormatError) -> IOSSideSpec.IntentSpec {
        let object = try JSON5Object(member.value, "intent '\(member.key)'", known: ["perform"])
        let performValue = try object.required("perform")
        guard case .array(let elements) = performValue.kind else {
            throw JSON5Object.expected("an array of effects", for: "'perform'", found: performValue)
        }
        var effects: [IOSSideSpec.IntentEffectSpec] = []
        for element in elements {
            guard let first = element.members?.first else {
                throw JSON5Object.expected("an effect like { write: 'key', … }", for: "'perform'", found: element)
            }
            switch first.key {
            case "write":
                let effect = try JSON5Object(element, "effect 'write'", known: ["write", "value"])
                effects.append(.write(key: try template(first.value), value: try template(effect.required("value"))))
            case "toggle":
                let effect = try JSON5Object(element, "effect 'toggle'", known: ["toggle", "item", "itemOf", "index"])
                if let list = try effect.string("itemOf") {
                    effects.append(
                        .toggleAt(
                            key: try template(first.value), list: list, index: try template(effect.required("index"))))
                } else {
                    effects.append(.toggle(key: try template(first.value), item: try template(effect.required("item"))))
                }
            case "reload":
                _ = try JSON5Object(element, "effect 'reload'", known: ["reload"])
                let scope = try JSON5Object.string(first.value, "'reload'")
                effects.append(.reload(scope == "all" ? .all : .kind(scope)))
            default:
                throw FormatError(
                    .unknownName, at: first.keyLocation,
                    "unknown effect '\(first.key)'" + JSON5Object.suggestion(first.key, ["write", "toggle", "reload"]))
            }
        }
        return IOSSideSpec.IntentSpec(name: member.key, effects: effects)
    }
}
