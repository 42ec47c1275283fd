import GlanceSim
import Testing

@Suite struct ContentRenderingTests {
    @Test func snapshotShowsKindsContentAndModifiersInAFixedOrder() {
        let content = Column(modifier: .fillMaxSize().padding(horizontal: 16, vertical: 8).appWidgetBackground()) {
            Text("Hi \"you\"", modifier: .testTag("title"), maxLines: 1)
            Button("Refresh", onClick: .runCallback(Refresh.self, parameters: actionParametersOf(indexKey.to(2))))
            Row(modifier: .selectableGroup(), verticalAlignment: .centerVertically) {
                RadioButton(checked: true, onClick: nil, text: "A")
                RadioButton(checked: false, onClick: nil, enabled: false, text: "B")
            }
            Box(modifier: .size(48).background(color: "#ff336699").cornerRadius(8), contentAlignment: .bottomEnd) {
                Image(resource: "ic_sync", contentDescription: "Sync", contentScale: .crop)
            }
            CheckBox(checked: false, text: "Done") {}
            LinearProgressIndicator(progress: 0.5, modifier: .visibility(.gone))
            LinearProgressIndicator()
            LazyVerticalGrid(gridCells: .adaptive(minSize: 80)) { item(id: 7) { Spacer(modifier: .height(4)) } }
        }
        #expect(
            content.snapshot == """
                Column width=fill height=fill padding=16,8,16,8 appWidgetBackground
                  Text "Hi \\"you\\"" maxLines=1 testTag="title"
                  Button "Refresh" onClick=runCallback(Refresh, {index=2})
                  Row verticalAlignment=centerVertically selectableGroup
                    RadioButton "A" checked=true
                    RadioButton "B" checked=false enabled=false
                  Box contentAlignment=bottomEnd width=48dp height=48dp background=#FF336699 cornerRadius=8dp
                    Image "ic_sync" contentDescription="Sync" contentScale=crop
                  CheckBox "Done" checked=false onCheckedChange=lambda#4
                  LinearProgressIndicator progress=0.5 visibility=gone
                  LinearProgressIndicator indeterminate
                  LazyVerticalGrid cells=adaptive(80dp)
                    Item id=7
                      Spacer height=4dp
                """
        )
    }

    @Test func intentActionsRenderWithTheIntentForm() {
        let component = ComponentName(packageName: "com.ex", className: ".Main")
        let row = Row {
            Text("a", modifier: .clickable(.startActivity(component, parameters: actionParametersOf(indexKey.to(1)))))
            Text("b", modifier: .clickable(.startService(component, foreground: true)))
            Text("c", modifier: .clickable(.sendBroadcast(action: "com.ex.PING")))
        }
        #expect(
            row.snapshot == """
                Row
                  Text "a" onClick=startActivity(Intent { cmp=com.ex/.Main extras={index=1} })
                  Text "b" onClick=startService(Intent { cmp=com.ex/.Main }, foreground)
                  Text "c" onClick=sendBroadcast(Intent { act=com.ex.PING })
                """
        )
    }

    @Test func renderTextComposesWithIndentation() {
        let sections = ["200x100dp": Text("small"), "400x200dp": Text("large")].sorted { $0.key < $1.key }
            .map { size, node in "size " + size + "\n" + node.renderText(indent: 1) }
        #expect(
            sections.joined(separator: "\n") == "size 200x100dp\n  Text \"small\"\nsize 400x200dp\n  Text \"large\"")
    }

    @Test func jsonIsCompactWithSortedKeys() {
        let content = Column(modifier: .padding(8)) {
            Text("Hi", maxLines: 2)
            Button("+1") {}
            Switch(
                checked: true,
                onCheckedChange: .runCallback(ToggleDone.self, parameters: actionParametersOf(indexKey.to(2))))
        }
        let expected =
            #"{"children":["#
            + #"{"kind":"Text","maxLines":2,"text":"Hi"},"#
            + #"{"enabled":true,"kind":"Button","modifier":{"onClick":{"key":"1","type":"lambda"}},"text":"+1"},"#
            + #"{"checked":true,"kind":"Switch","modifier":{"onCheckedChange":{"callback":"ToggleDone","#
            + #""parameters":{"index":{"int":2}},"type":"runCallback"}},"text":""}],"#
            + #""horizontalAlignment":"start","kind":"Column","#
            + #""modifier":{"padding":{"bottom":8,"end":8,"start":8,"top":8}},"verticalAlignment":"top"}"#
        #expect(content.json == expected)
    }

    @Test func jsonEscapesControlCharacters() {
        #expect(Text("a\nb\t\"c\"").json == #"{"kind":"Text","text":"a\nb\t\"c\""}"#)
    }

    @Test func snapshotIsStableRegardlessOfInsertionOrder() {
        let a = ActionParameters.Key<Int>("a")
        let z = ActionParameters.Key<String>("z")
        let forward = Text(
            "x", modifier: .clickable(.runCallback(Refresh.self, parameters: actionParametersOf(a.to(1), z.to("q")))))
        let backward = Text(
            "x", modifier: .clickable(.runCallback(Refresh.self, parameters: actionParametersOf(z.to("q"), a.to(1)))))
        #expect(forward.snapshot == backward.snapshot)
        #expect(forward.json == backward.json)
        #expect(forward.snapshot == #"Text "x" onClick=runCallback(Refresh, {a=1, z="q"})"#)
        let tagged = GlanceModifier().testTag("t").padding(2).contentDescription("d").width(3)
        let reordered = GlanceModifier().width(3).contentDescription("d").padding(2).testTag("t")
        #expect(Spacer(modifier: tagged).snapshot == Spacer(modifier: reordered).snapshot)
        #expect(Spacer(modifier: tagged).json == Spacer(modifier: reordered).json)
    }
}
