#!/usr/bin/env python3
"""Writes Tests/GlanceSimTestingTests/FoundationNameClashTests.swift: every top-level public type of
GlanceSim, GlanceSimWidgetKit, GlanceSimFormats, GlanceSimInterpreter, GlanceSimScenarios and GlanceSimTesting named unqualified next to Foundation. Run from the repo root; .ci/run runs it and fails if the committed file differs."""
import os, re
pattern = re.compile(r'^public (?:final )?(struct|enum|class|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)(<[^>]*>)?', re.M)
generic_args = {'EventQueue': '<Int, Int>', 'PreferencesKey': '<Int32>', 'WorkRequestBuilder': '<OneTimeWorkRequest>'}
entries = []
for module in ['GlanceSim', 'GlanceSimFormats', 'GlanceSimInterpreter', 'GlanceSimScenarios', 'GlanceSimTesting', 'GlanceSimWidgetKit']:
    found = set()
    for root, _, files in os.walk(os.path.join('Sources', module)):
        for name in files:
            if name.endswith('.swift'):
                for kind, type_name, generics in pattern.findall(open(os.path.join(root, name)).read()):
                    found.add((kind, type_name, bool(generics)))
    entries.append((module, sorted(found, key=lambda e: e[1])))
lines = []
for module, found in entries:
    lines.append(f'        // {module}')
    for kind, name, generic in found:
        if kind == 'protocol':
            lines.append(f'        _ = Optional<any {name}>.none')
        else:
            lines.append(f'        _ = Optional<{name}{generic_args.get(name, "") if generic else ""}>.none')
body = '\n'.join(lines)
count = sum(len(f) for _, f in entries)
text = f'''import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimTesting
import GlanceSimWidgetKit
import XCTest

#if canImport(FoundationXML)
    import FoundationXML  // XMLDocument, XMLElement, XMLNode: part of Foundation on Apple platforms
#endif

/// No public type of GlanceSim's libraries (the core, WidgetKit, Formats, Interpreter, Scenarios, Testing) shares a name with one of Foundation's:
/// this file imports them all with Foundation and names every public type unqualified, in type position,
/// where a clash is the compile error "'X' is ambiguous for type lookup". The check is that it compiles.
/// Generated from the sources (each `public struct|enum|class|protocol|typealias` at top level); regenerate
/// it when public types are added. (XCTest, not Swift Testing: `Testing` exports `Expectation` and
/// `SourceLocation`, which GlanceSimFormats, an internal module, also declares.)
final class FoundationNameClashTests: XCTestCase {{
    func testEveryPublicTypeCanBeNamedUnqualifiedNextToFoundation() {{
{body}
        // Foundation's own types stay reachable unqualified.
        let unit: Dimension = UnitLength.meters
        XCTAssertEqual(unit.symbol, "m")
        XCTAssertFalse(Bundle.main.bundlePath.isEmpty)
        let extras: AndroidBundle = ["k": .int(1)]
        XCTAssertEqual(extras.int("k"), 1)
    }}
}}
'''
open('Tests/GlanceSimTestingTests/FoundationNameClashTests.swift', 'w').write(text)
print(count, 'public types')
