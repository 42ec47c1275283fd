import GlanceSim
import Testing

@Suite struct ComponentNameTests {
    // ComponentName.createRelative: a class name starting with "." is appended to the package.
    @Test func relativeClassNameIsExpandedAgainstThePackage() {
        let name = ComponentName(packageName: "com.ex", className: ".Rx")
        #expect(name.className == "com.ex.Rx")
        #expect(name.packageName == "com.ex")
    }

    @Test func fullyQualifiedClassNameIsKeptAsGiven() {
        let name = ComponentName(packageName: "com.ex", className: "org.other.Rx")
        #expect(name.className == "org.other.Rx")
    }

    // ComponentName.appendShortClassName: the package prefix is shortened only when a "." follows it.
    @Test(arguments: [
        ("com.ex", ".Rx", "com.ex/.Rx"),
        ("com.ex", "com.ex.sub.Rx", "com.ex/.sub.Rx"),
        ("com.ex", "org.other.Rx", "com.ex/org.other.Rx"),
        ("com.ex", "com.exfoo.Rx", "com.ex/com.exfoo.Rx"),
        ("com.ex", "com.ex", "com.ex/com.ex"),
    ])
    func shortStringAbbreviatesOnlyClassesInsideThePackage(package: String, className: String, expected: String) {
        let name = ComponentName(packageName: package, className: className)
        #expect(name.shortString == expected)
        #expect(name.description == expected)
    }

    // ComponentName.flattenToString: package + "/" + full class name.
    @Test func flattenedStringAlwaysUsesTheFullClassName() {
        let name = ComponentName(packageName: "com.ex", className: ".Rx")
        #expect(name.flattenedString == "com.ex/com.ex.Rx")
    }

    // ComponentName.unflattenFromString: "pkg/.Cls" is relative, "pkg/full.Cls" is taken as is.
    @Test(arguments: [
        ("com.ex/.Rx", "com.ex", "com.ex.Rx"),
        ("com.ex/com.ex.Rx", "com.ex", "com.ex.Rx"),
        ("com.ex/org.other.Rx", "com.ex", "org.other.Rx"),
        ("a/b/c", "a", "b/c"),
        ("/Cls", "", "Cls"),
    ])
    func shortStringParsesLikeUnflattenFromString(text: String, package: String, className: String) throws {
        let name = try #require(ComponentName(shortString: text))
        #expect(name.packageName == package)
        #expect(name.className == className)
    }

    // ComponentName.unflattenFromString returns null without a '/' or with nothing after it.
    @Test(arguments: ["com.ex.Rx", "com.ex/", ""])
    func shortStringWithoutClassPartIsRejected(text: String) {
        #expect(ComponentName(shortString: text) == nil)
    }

    @Test(arguments: [
        ComponentName(packageName: "com.ex", className: ".Rx"),
        ComponentName(packageName: "com.ex", className: "org.other.Rx"),
        ComponentName(packageName: "com.ex", className: "com.ex"),
    ])
    func shortAndFlattenedFormsRoundTrip(name: ComponentName) {
        #expect(ComponentName(shortString: name.shortString) == name)
        #expect(ComponentName(shortString: name.flattenedString) == name)
    }

    // ComponentName.compareTo: package first, then class.
    @Test func orderingIsByPackageThenClass() {
        let names = [
            ComponentName(packageName: "b", className: "a.A"),
            ComponentName(packageName: "a", className: "z.Z"),
            ComponentName(packageName: "a", className: "b.B"),
        ]
        #expect(names.sorted().map(\.flattenedString) == ["a/b.B", "a/z.Z", "b/a.A"])
    }
}
