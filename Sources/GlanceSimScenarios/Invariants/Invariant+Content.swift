public import GlanceSim
public import GlanceSimFormats
import GlanceSimInterpreter

/// Invariants on what widgets show: the text a person sees (`GlanceNode.shownOnly` — invisible and gone views left
/// out) of every widget that has been drawn, after each step.
extension Invariant {
    /// Every drawn widget (of `provider`) shows the local time in `pattern` — now, or at most `within` ago, for a
    /// widget that turns over a little after the boundary (a worker at 00:00:02).
    ///
    /// ```swift
    /// let today = Invariant.showsDate("EEE d", within: .minutes(1))
    /// ```
    public static func showsDate(
        _ pattern: String, within: SimDuration = .zero, of provider: String? = nil,
        when condition: HeldCondition? = nil, for held: SimDuration = .zero
    ) -> Invariant {
        let rule = InvariantRule.showsDate(pattern, within: within, of: provider, when: condition, for: held)
        let format = try? TimePattern(pattern)
        return Invariant(
            name: rule.description, why: "the widget shows the date in '\(pattern)'", phrase: rule.description
        ) { device, observations in
            guard let format, observations.hasHeld(condition, for: held, on: device) else { return nil }
            for (id, shown) in shownTexts(device, observations, of: provider) {
                var instant = device.now
                let earliest = device.now - within
                var seen: [String] = []
                // The time now, then each minute back to `within` ago: what the pattern shows at any of them.
                while true {
                    let text = format.format(device.clock.localDateTime(at: instant))
                    if shown.contains(text) { break }
                    if seen.last != text { seen.append(text) }
                    guard instant > earliest else {
                        return "widget \(id) does not show \(seen.map { "'\($0)'" }.joined(separator: " or ")) "
                            + "('\(pattern)'); it shows: \(oneLine(shown))"
                    }
                    instant = max(earliest, instant - .minutes(1))
                }
            }
            return nil
        }
    }

    /// Every drawn widget (of `provider`) shows — or, `shows` false, does not show — `template`'s text, computed over
    /// the widget's state as its content would compute it (`${state.count ?: 0} items`).
    ///
    /// ```swift
    /// let agrees = Invariant.showsText("${state.count ?: 0} items")
    /// ```
    public static func showsText(
        _ template: String, shows: Bool = true, of provider: String? = nil, when condition: HeldCondition? = nil,
        for held: SimDuration = .zero
    ) -> Invariant {
        let rule = InvariantRule.showsText(template, shows: shows, of: provider, when: condition, for: held)
        let parsed = try? TextTemplate.parse(template, at: .file("invariant"))
        return Invariant(
            name: rule.description,
            why: shows ? "the widget shows what its state says" : "the widget does not show this text",
            phrase: rule.description
        ) { device, observations in
            guard let parsed, observations.hasHeld(condition, for: held, on: device) else { return nil }
            for (id, shown) in shownTexts(device, observations, of: provider) {
                let expected: String
                do {
                    guard let text = try WidgetTemplates.text(parsed, on: device, widget: id) else { continue }
                    expected = text
                } catch {
                    return "widget \(id): the template \(template) throws \(error)"
                }
                if shown.contains(expected) != shows {
                    return "widget \(id) \(shows ? "does not show" : "shows") '\(expected)'; it shows: "
                        + oneLine(shown)
                }
            }
            return nil
        }
    }

    /// The shown text of every widget (of `provider`) that has been drawn, by id.
    private static func shownTexts(_ device: Device, _ observations: ExploreObservations, of provider: String?)
        -> [(Int32, String)]
    {
        widgets(device, of: provider).compactMap { id in
            guard observations.lastRender[id] != nil, let layout = device.shownLayout(id) else { return nil }
            return (id, layout.shownOnly?.snapshot ?? "")
        }
    }

    /// A rendering on one line, for a breach's message.
    private static func oneLine(_ text: String) -> String {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }.joined(separator: " / ")
    }
}
