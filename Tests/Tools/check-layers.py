#!/usr/bin/env python3
"""Checks that GlanceSim's layers only depend downwards, and that no owner inside the device holds the device.

The layers, bottom up, are listed in LAYERS. A target may depend on (in Package.swift) and import (in its
sources) only targets listed before it; GlanceSimKit re-exports every library below it; the CLI's executable
wraps the CLI. Run from the repository root; exits 1 naming each import or dependency that points up (or
sideways), 0 when every arrow points down.

A test target `<Layer>Tests` may depend on and import its layer and the layers below it, and the test-only
GlanceSimTestSupport (see below); the CLI's tests also use GlanceSimTesting.

Inside the core target only `AppContext` (the app's view of the system) keeps a `Device`: each owner holds the
`DeviceCore` and the peers it calls (see "How the device is built"). A stored `Device` property, or a closure
capturing one, anywhere else in Sources/GlanceSim is an error.

    python3 Tests/Tools/check-layers.py
"""
import glob
import os
import re
import sys

LAYERS = [
    "GlanceSim",
    "GlanceSimWidgetKit",
    "GlanceSimFormats",
    "GlanceSimInterpreter",
    "GlanceSimScenarios",
    "GlanceSimFuzzing",
    "GlanceSimBench",
    "GlanceSimKit",
    "GlanceSimTesting",
    "GlanceSimCLI",
    "glancesim",
]
# The only files in Sources/GlanceSim that may keep a reference to a Device.
DEVICE_HOLDERS = {"Sources/GlanceSim/Apps/AppContext.swift"}
HOLDS_DEVICE = re.compile(
    r"^\s*(?:(?:private|fileprivate|internal|package|public)(?:\(set\))?\s+|unowned(?:\(\w+\))?\s+|weak\s+|"
    r"@\w+(?:\(\w+\))?\s+)*(?:let|var)\s+\w+\s*:\s*Device[!?]?\s*(?:$|=|//)"
    r"|\[(?:unowned|weak)(?:\(\w+\))?\s+device\b")

# Targets on the same level that must not see each other (the umbrella, the test helpers and the CLI).
SIDEWAYS = {"GlanceSimKit", "GlanceSimTesting", "GlanceSimCLI"}


def allowed(target, dependency):
    if dependency not in LAYERS:
        return True  # Foundation, Testing, XCTest, Dispatch, Synchronization …
    if target == "glancesim":
        return dependency == "GlanceSimCLI"
    if target in SIDEWAYS and dependency in SIDEWAYS:
        return False
    return LAYERS.index(dependency) < LAYERS.index(target)


# The test-only target the Formats, Interpreter and Scenarios tests share: it may depend on layers up to the
# Interpreter's. The Formats tests use it too (for the fixture folders), the one place a test target links a layer
# above its own; their files still may not import it.
TEST_SUPPORT = "GlanceSimTestSupport"
TEST_SUPPORT_LEVEL = "GlanceSimInterpreter"


def allowed_in_tests(test_target, dependency):
    """A test target `<Layer>Tests` sees its layer and every layer below it, the shared test support (from the
    Formats tests up), and, for the CLI tests, GlanceSimTesting (the helpers for users' tests)."""
    layer = test_target[: -len("Tests")]
    if dependency not in LAYERS + [TEST_SUPPORT]:
        return True
    if dependency == TEST_SUPPORT:
        return LAYERS.index(layer) >= LAYERS.index("GlanceSimFormats")
    if dependency == "GlanceSimTesting" and layer == "GlanceSimCLI":
        return True
    return dependency == layer or (dependency != "glancesim" and LAYERS.index(dependency) < LAYERS.index(layer))


def main():
    problems = []
    package = open("Package.swift").read()
    for match in re.finditer(r'\.(?:executableT|t)arget\(\s*name:\s*"(\w+)"(.*?)swiftSettings', package, re.S):
        target, rest = match.group(1), match.group(2)
        if target == TEST_SUPPORT:
            deps = re.search(r"dependencies:\s*\[(.*?)\]", rest, re.S)
            for dependency in re.findall(r'"(\w+)"', deps.group(1) if deps else ""):
                if dependency in LAYERS and LAYERS.index(dependency) > LAYERS.index(TEST_SUPPORT_LEVEL):
                    problems.append(f"Package.swift: error: '{target}' depends on '{dependency}', above its level")
            continue
        if target not in LAYERS:
            problems.append(f"Package.swift: error: target '{target}' is not in a layer of Tests/Tools/check-layers.py")
            continue
        deps = re.search(r"dependencies:\s*\[(.*?)\]", rest, re.S)
        for dependency in re.findall(r'"(\w+)"', deps.group(1) if deps else ""):
            if not allowed(target, dependency):
                problems.append(f"Package.swift: error: '{target}' depends on '{dependency}', a layer above or beside it")
    for match in re.finditer(r'\.testTarget\(\s*name:\s*"(\w+)"(.*?)swiftSettings', package, re.S):
        target, rest = match.group(1), match.group(2)
        if target[: -len("Tests")] not in LAYERS:
            problems.append(f"Package.swift: error: test target '{target}' is not named after a layer")
            continue
        deps = re.search(r"dependencies:\s*\[(.*?)\]", rest, re.S)
        for dependency in re.findall(r'"(\w+)"', deps.group(1) if deps else ""):
            if not allowed_in_tests(target, dependency):
                problems.append(f"Package.swift: error: '{target}' depends on '{dependency}', a layer above the one it tests")
        for path in sorted(glob.glob(f"Tests/{target}/**/*.swift", recursive=True)):
            if "/Fixtures/" in path or "/__Snapshots__/" in path:
                continue
            for number, line in enumerate(open(path, encoding="utf-8"), 1):
                found = re.match(r"\s*(?:@\w+\s+)*(?:public |package |internal |private |fileprivate )?import (\w+)", line)
                if found and not allowed_in_tests(target, found.group(1)):
                    problems.append(
                        f"{path}:{number}:1: error: '{target}' imports '{found.group(1)}', a layer above the one it tests")
    for target in LAYERS:
        for path in sorted(glob.glob(f"Sources/{target}/**/*.swift", recursive=True)):
            for number, line in enumerate(open(path, encoding="utf-8"), 1):
                found = re.match(r"\s*(?:@\w+\s+)*(?:public |package |internal |private |fileprivate )?import (\w+)", line)
                if found and not allowed(target, found.group(1)):
                    problems.append(
                        f"{path}:{number}:1: error: '{target}' imports '{found.group(1)}', a layer above or beside it")
    for path in sorted(glob.glob("Sources/GlanceSim/**/*.swift", recursive=True)):
        if path in DEVICE_HOLDERS:
            continue
        for number, line in enumerate(open(path, encoding="utf-8"), 1):
            if HOLDS_DEVICE.search(line) and not line.lstrip().startswith("//"):
                problems.append(
                    f"{path}:{number}:1: error: only AppContext keeps the Device; hold the DeviceCore and the peers "
                    "this owner calls instead")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"every import and dependency points down ({' < '.join(LAYERS[:7])} < Kit, Testing, CLI), "
          "test targets import only their layer and those below, and only AppContext keeps the Device")
    return 0


if __name__ == "__main__":
    sys.exit(main())
