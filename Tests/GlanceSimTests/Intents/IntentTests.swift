import GlanceSim
import Testing

@Suite struct IntentTests {
    static let receiver = ComponentName(packageName: "com.ex", className: ".Rx")

    @Test func categoriesAreSortedAndDeduplicatedOnInit() {
        let intent = Intent(categories: ["b", "a", "b"])
        #expect(intent.categories == ["a", "b"])
    }

    @Test func categoryOrderDoesNotDependOnInsertionOrder() {
        var first = Intent(action: "A")
        first.addCategory("y")
        first.addCategory("x")
        first.addCategory("y")
        var second = Intent(action: "A")
        second.addCategory("x")
        second.addCategory("y")
        #expect(first == second)
        #expect(first.categories == ["x", "y"])
        #expect(first.description == second.description)
    }

    @Test func assigningCategoriesNormalisesThem() {
        var intent = Intent()
        intent.categories = ["z", "a", "z"]
        #expect(intent.categories == ["a", "z"])
        #expect(intent.hasCategory("z"))
        intent.removeCategory("z")
        #expect(!intent.hasCategory("z"))
        #expect(intent.categories == ["a"])
    }

    @Test func componentInitializerMakesAnExplicitIntent() {
        let intent = Intent(component: Self.receiver, action: IntentAction.appWidgetUpdate)
        #expect(intent.component == Self.receiver)
        #expect(intent.action == IntentAction.appWidgetUpdate)
        #expect(intent.isExplicit)
    }

    // ActivityManagerService's implicit-broadcast check: no component and no package means implicit.
    @Test func intentIsExplicitWhenComponentOrPackageIsSet() {
        #expect(Intent(component: Self.receiver).isExplicit)
        #expect(Intent(action: "A", package: "com.ex").isExplicit)
        #expect(!Intent(action: "A").isExplicit)
    }

    // Intent.filterEquals compares action, data, type, identifier, package, component and categories only.
    @Test func filterEqualsIgnoresExtrasAndFlags() {
        let plain = Intent(action: "A", data: URI("x:1"), component: Self.receiver)
        var decorated = plain
        decorated.extras["appWidgetIds"] = .intArray([1, 2])
        decorated.flags = [.receiverForeground, .receiverReplacePending]
        #expect(plain.filterEquals(decorated))
        #expect(plain.filterKey == decorated.filterKey)
        #expect(plain != decorated)
    }

    @Test(arguments: [
        "action", "data", "type", "identifier", "package", "component", "categories",
    ])
    func filterEqualsComparesEachIdentityField(field: String) {
        let base = Intent(action: "A", data: URI("x:1"), type: "t/t", categories: ["c"], component: Self.receiver)
        var changed = base
        switch field {
        case "action": changed.action = "B"
        case "data": changed.data = URI("x:2")
        case "type": changed.type = nil
        case "identifier": changed.identifier = "id"
        case "package": changed.package = "com.ex"
        case "component": changed.component = ComponentName(packageName: "com.ex", className: ".Other")
        default: changed.addCategory("d")
        }
        #expect(!base.filterEquals(changed))
        #expect(base.filterKey != changed.filterKey)
    }

    @Test func filterKeyWorksAsADictionaryKey() {
        var registry: [Intent.FilterKey: Int] = [:]
        var first = Intent(action: "A", component: Self.receiver)
        first.extras["n"] = .int(1)
        registry[first.filterKey] = 1
        var second = Intent(action: "A", component: Self.receiver)
        second.extras["n"] = .int(2)
        #expect(registry[second.filterKey] == 1)
    }

    // Intent.toShortString field order: act, cat, dat, typ, id, flg, pkg, cmp, then extras.
    @Test func descriptionFollowsAndroidFieldOrderAndPrintsExtras() {
        var intent = Intent(
            action: "A",
            data: URI("content://p/1"),
            type: "image/png",
            categories: ["b", "a"],
            component: Self.receiver,
            package: "com.ex",
            extras: ["appWidgetId": .int(3)],
            flags: .receiverForeground
        )
        intent.identifier = "w3"
        let expected =
            "Intent { act=A cat=[a,b] dat=content://p/1 typ=image/png id=w3 flg=0x10000000 pkg=com.ex"
            + " cmp=com.ex/.Rx extras={appWidgetId=3} }"
        #expect(intent.description == expected)
    }

    @Test func descriptionOmitsAbsentFields() {
        #expect(Intent().description == "Intent {  }")
        #expect(Intent(action: "A").description == "Intent { act=A }")
        let highBit = Intent(flags: IntentFlags(rawValue: Int32.min))
        #expect(highBit.description == "Intent { flg=0x80000000 }")
    }
}
