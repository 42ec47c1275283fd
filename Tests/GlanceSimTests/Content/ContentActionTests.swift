import GlanceSim
import Testing

@Suite struct ContentActionTests {
    let component = ComponentName(packageName: "com.ex", className: ".Main")

    @Test func runCallbackIsNamedByTheCallbackType() {
        #expect(
            GlanceAction.runCallback(Refresh.self) == .runCallback(callback: "Refresh", parameters: ActionParameters()))
    }

    // ApplyAction.getStartActivityIntent: activityIntent.putExtras(bundleOf(key.name to value, …)).
    @Test func startActivityParametersBecomeExtras() {
        let action = GlanceAction.startActivity(component, parameters: actionParametersOf(indexKey.to(2)))
        guard case .startActivity(let intent) = action else {
            Issue.record("expected startActivity")
            return
        }
        #expect(intent.component == component)
        #expect(intent.extras.int("index") == 2)
    }

    @Test func typedParametersRoundTripThroughTheBundle() {
        let name = ActionParameters.Key<String>("name")
        let big = ActionParameters.Key<Int>("big")
        var parameters = actionParametersOf(indexKey.to(3), name.to("x"))
        parameters[big] = 1 << 40
        #expect(parameters[indexKey] == 3)
        #expect(parameters[name] == "x")
        #expect(parameters[big] == 1 << 40)
        #expect(parameters.bundle["index"] == .int(3))
        #expect(parameters.bundle["big"] == .long(1 << 40))
        #expect(parameters[ActionParameters.Key<Bool>("name")] == nil)
        #expect(parameters.names == ["big", "index", "name"])
        #expect(parameters.description == "{big=1099511627776, index=3, name=\"x\"}")
    }

    // CompoundButtonAction: the callback reads the NEW value under ToggleableStateKey (EXTRA_CHECKED).
    @Test func checkBoxClickDeliversTheNewCheckedValue() {
        let unchecked = CheckBox(checked: false, onCheckedChange: .runCallback(ToggleDone.self), text: "Done")
        guard case .runCallback(_, let parameters)? = unchecked.actionForClick() else {
            Issue.record("expected runCallback")
            return
        }
        #expect(parameters[ActionParameters.toggleableStateKey] == true)
        #expect(parameters.names == ["android.widget.extra.CHECKED"])

        let checked = Switch(
            checked: true,
            onCheckedChange: .runCallback(ToggleDone.self, parameters: actionParametersOf(indexKey.to(1))))
        guard case .runCallback(_, let switchParameters)? = checked.actionForClick() else {
            Issue.record("expected runCallback")
            return
        }
        #expect(switchParameters[ActionParameters.toggleableStateKey] == false)
        #expect(switchParameters[indexKey] == 1)
    }

    @Test func compoundButtonIntentActionsGetTheCheckedExtra() {
        let box = CheckBox(checked: true, onCheckedChange: .startActivity(component))
        guard case .startActivity(let intent)? = box.actionForClick() else {
            Issue.record("expected startActivity")
            return
        }
        #expect(intent.extras["android.widget.extra.CHECKED"] == .bool(false))
    }

    @Test func compoundButtonLambdaIsRunUnchanged() throws {
        var done = false
        let box = CheckBox(checked: false, text: "Done") { done.toggle() }
        let action = box.actionForClick()
        #expect(action == box.modifier.clickAction)
        try action?.lambdaAction?.run()
        #expect(done)
    }

    @Test func radioButtonClickCarriesNoCheckedValue() {
        let radio = RadioButton(checked: false, onClick: .runCallback(Refresh.self), text: "a")
        #expect(radio.actionForClick() == .runCallback(Refresh.self))
    }

    @Test func lambdaKeysAreStableAcrossRebuilds() {
        func build() -> GlanceNode {
            Column {
                Text("a")
                Row {
                    Button("x") {}
                    Text("y", modifier: .clickable {})
                }
            }
        }
        #expect(build().lambdaKeys == ["1.0", "1.1"])
        #expect(build().lambdaKeys == build().lambdaKeys)
        #expect(build().assigningLambdaKeys() == build().assigningLambdaKeys())
    }

    // updateLambdaActionKeys: key + "+" + sibling index.
    @Test func explicitLambdaKeysGetTheSiblingIndex() {
        let content = Column {
            for _ in 0..<2 { Button("x", key: "inc") {} }
        }
        #expect(content.lambdaKeys == ["inc+0", "inc+1"])
        #expect(content.assigningLambdaKeys().assigningLambdaKeys().lambdaKeys == ["inc+0", "inc+1"])
    }

    @Test func lambdaIsFoundAndRunByItsKey() throws {
        var count = 0
        let content = Column {
            Text("\(count)")
            Button("+1") { count += 1 }
        }
        let lambdas = content.lambdaActions(forKey: "1")
        #expect(lambdas.count == 1)
        try lambdas.first?.run()
        #expect(count == 1)
        #expect(content.lambdaActions(forKey: "0").isEmpty)
    }

    @Test func lambdasCompareByKeyOnly() {
        #expect(LambdaAction(key: "k") {} == LambdaAction(key: "k") { print("other") })
        #expect(LambdaAction(key: "k") {} != LambdaAction(key: "j") {})
    }
}
