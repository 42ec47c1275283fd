import Foundation
import GlanceSim
import Testing

@Suite struct BundleTests {
    // BaseBundle.getInt/getLong/getFloat/getDouble/getBoolean(key): 0, 0L, 0f, 0.0, false when missing;
    // getString/get*Array/getBundle: null.
    @Test func missingKeysGiveAndroidDefaults() {
        let bundle = AndroidBundle()
        #expect(bundle.int("k") == 0)
        #expect(bundle.long("k") == 0)
        #expect(bundle.float("k") == 0)
        #expect(bundle.double("k") == 0)
        #expect(bundle.bool("k") == false)
        #expect(bundle.string("k") == nil)
        #expect(bundle.intArray("k") == nil)
        #expect(bundle.longArray("k") == nil)
        #expect(bundle.floatArray("k") == nil)
        #expect(bundle.doubleArray("k") == nil)
        #expect(bundle.boolArray("k") == nil)
        #expect(bundle.stringArray("k") == nil)
        #expect(bundle.bundle("k") == nil)
    }

    @Test func explicitDefaultsAreReturnedForMissingKeys() {
        let bundle = AndroidBundle()
        #expect(bundle.int("k", default: -1) == -1)
        #expect(bundle.long("k", default: 7) == 7)
        #expect(bundle.float("k", default: 1.5) == 1.5)
        #expect(bundle.double("k", default: 2.5) == 2.5)
        #expect(bundle.bool("k", default: true) == true)
    }

    // BaseBundle.getLong casts to Long and returns the default on ClassCastException: an int is not
    // widened. The same holds for every typed getter.
    @Test func valueOfAnotherTypeGivesTheDefault() {
        let bundle: AndroidBundle = ["i": .int(5), "l": .long(6), "s": .string("7"), "b": .bool(true)]
        #expect(bundle.long("i") == 0)
        #expect(bundle.long("i", default: -1) == -1)
        #expect(bundle.int("l") == 0)
        #expect(bundle.int("s") == 0)
        #expect(bundle.string("i") == nil)
        #expect(bundle.bool("i") == false)
        #expect(bundle.double("i") == 0)
        #expect(bundle.intArray("i") == nil)
        #expect(bundle.int("b", default: 9) == 9)
    }

    @Test func storedValuesAreReturnedByTheirOwnGetter() {
        let nested: AndroidBundle = ["a": .bool(true)]
        let bundle: AndroidBundle = [
            "i": .int(-3), "l": .long(1 << 40), "f": .float(1.5), "d": .double(0.1), "b": .bool(true),
            "s": .string("x"), "ia": .intArray([1, 2]), "la": .longArray([3]), "sa": .stringArray(["p"]),
            "n": .bundle(nested),
        ]
        #expect(bundle.int("i") == -3)
        #expect(bundle.long("l") == 1 << 40)
        #expect(bundle.float("f") == 1.5)
        #expect(bundle.double("d") == 0.1)
        #expect(bundle.bool("b"))
        #expect(bundle.string("s") == "x")
        #expect(bundle.intArray("ia") == [1, 2])
        #expect(bundle.longArray("la") == [3])
        #expect(bundle.stringArray("sa") == ["p"])
        #expect(bundle.bundle("n") == nested)
    }

    @Test func subscriptAssignmentOfNilRemovesTheKey() {
        var bundle: AndroidBundle = ["a": .int(1), "b": .int(2)]
        bundle["a"] = nil
        bundle.remove("b")
        bundle.remove("missing")
        #expect(bundle.isEmpty)
        #expect(bundle.count == 0)
        #expect(!bundle.contains("a"))
    }

    // BaseBundle.putAll: values of the argument replace values under the same key.
    @Test func putAllMergesAndOverwrites() {
        var options: AndroidBundle = ["appWidgetMinWidth": .int(100), "appWidgetCategory": .int(1)]
        options.putAll(["appWidgetMinWidth": .int(200), "appWidgetMaxWidth": .int(300)])
        #expect(options.keys == ["appWidgetCategory", "appWidgetMaxWidth", "appWidgetMinWidth"])
        #expect(options.int("appWidgetMinWidth") == 200)
        #expect(options.count == 3)
    }

    @Test func repeatedLiteralKeyKeepsTheLastValue() {
        let bundle = AndroidBundle(dictionaryLiteral: ("k", .int(1)), ("k", .int(2)))
        #expect(bundle.int("k") == 2)
        #expect(bundle.count == 1)
    }

    @Test func keysAreSorted() {
        let bundle: AndroidBundle = ["zeta": .int(1), "alpha": .int(2), "Mid": .int(3)]
        #expect(bundle.keys == ["Mid", "alpha", "zeta"])
    }

    @Test func descriptionSortsKeysAndRendersEveryType() {
        let bundle: AndroidBundle = [
            "name": .string("x"),
            "ids": .intArray([1, 2]),
            "appWidgetId": .int(3),
            "nested": .bundle(["a": .bool(true)]),
        ]
        #expect(bundle.description == #"{appWidgetId=3, ids=[1, 2], name="x", nested={a=true}}"#)
    }

    @Test func descriptionPrintsNumbersPlainly() {
        let bundle: AndroidBundle = [
            "d": .double(0.1), "f": .float(1.5), "l": .long(5), "fa": .floatArray([1, 2.25]),
            "da": .doubleArray([]), "ba": .boolArray([true, false]), "sa": .stringArray(["a", "b"]),
            "la": .longArray([-1]),
        ]
        #expect(
            bundle.description
                == #"{ba=[true, false], d=0.1, da=[], f=1.5, fa=[1.0, 2.25], l=5, la=[-1], sa=["a", "b"]}"#
        )
    }

    @Test func descriptionEscapesQuotesBackslashesAndControlCharacters() {
        let bundle: AndroidBundle = ["s": .string("say \"hi\" \\ now\n")]
        #expect(bundle.description == #"{s="say \"hi\" \\ now\u000a"}"#)
    }

    @Test func emptyBundleRendersAsEmptyBraces() {
        #expect(AndroidBundle().description == "{}")
        #expect(AndroidBundle().jsonFragment == "{}")
    }

    @Test func jsonFragmentTagsEveryValueWithItsType() {
        let bundle: AndroidBundle = [
            "name": .string("x"), "appWidgetId": .int(3), "ids": .intArray([1, 2]), "big": .long(1 << 40),
            "ok": .bool(false), "ratio": .double(0.5), "opts": .bundle(["w": .float(2)]),
            "tags": .stringArray(["a"]),
        ]
        let expected =
            #"{"appWidgetId":{"int":3},"big":{"long":1099511627776},"ids":{"intArray":[1,2]},"#
            + #""name":{"string":"x"},"ok":{"bool":false},"opts":{"bundle":{"w":{"float":2.0}}},"#
            + #""ratio":{"double":0.5},"tags":{"stringArray":["a"]}}"#
        #expect(bundle.jsonFragment == expected)
    }

    @Test func jsonFragmentEscapesStringsAndKeys() {
        let bundle: AndroidBundle = ["k\"ey": .string("a\\b\"c\u{01}\t")]
        #expect(bundle.jsonFragment == #"{"k\"ey":{"string":"a\\b\"c\u0001\u0009"}}"#)
    }

    @Test func jsonFragmentWritesNonFiniteNumbersAsStrings() {
        let bundle: AndroidBundle = ["a": .double(.nan), "b": .float(.infinity), "c": .doubleArray([-.infinity])]
        let expected = #"{"a":{"double":"NaN"},"b":{"float":"Infinity"},"c":{"doubleArray":["-Infinity"]}}"#
        #expect(bundle.jsonFragment == expected)
    }

    @Test func renderingDoesNotDependOnInsertionOrder() {
        var forward = AndroidBundle()
        var backward = AndroidBundle()
        let keys = (0..<50).map { "key\($0)" }
        for key in keys { forward[key] = .string(key) }
        for key in keys.reversed() { backward[key] = .string(key) }
        #expect(forward == backward)
        #expect(forward.description == backward.description)
        #expect(forward.jsonFragment == backward.jsonFragment)
        #expect(forward.keys == keys.sorted())
    }

    /// The values sit in one array sorted by key hash (Android's `ArrayMap`): however the keys were put and
    /// removed, equal contents compare and hash equal, and a removal from the middle keeps the rest findable.
    @Test func equalContentsAreEqualWhateverTheOrderOfPutsAndRemoves() {
        var forward = AndroidBundle()
        var shuffled = AndroidBundle()
        let keys = (0..<40).map { "k\($0)" }
        for key in keys { forward[key] = .string(key) }
        for key in keys.reversed() where key != "k7" { shuffled[key] = .string(key) }
        shuffled["k7"] = .int(0)
        #expect(forward != shuffled)
        shuffled["k7"] = .string("k7")
        #expect(forward == shuffled)
        #expect(forward.hashValue == shuffled.hashValue)
        forward.remove("k20")
        forward["k21"] = nil
        #expect(forward.count == 38)
        #expect(!forward.contains("k20") && forward["k21"] == nil)
        #expect(keys.filter { $0 != "k20" && $0 != "k21" }.allSatisfy { forward.string($0) == $0 })
    }

    /// A bundle's saved form (in saved devices) is `{"storage": {key: value}}`, as it was when the values sat in a
    /// dictionary, and reads back equal.
    @Test func savedFormIsAStorageObjectByKeyAndReadsBackEqual() throws {
        let bundle: AndroidBundle = ["b": .int(2), "a": .stringArray(["x"])]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(bundle), as: UTF8.self)
        #expect(json == #"{"storage":{"a":{"stringArray":{"_0":["x"]}},"b":{"int":{"_0":2}}}}"#)
        #expect(try JSONDecoder().decode(AndroidBundle.self, from: Data(json.utf8)) == bundle)
    }
}
