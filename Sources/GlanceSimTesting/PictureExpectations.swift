public import GlanceSim

/// Expects a widget's pictures (``GlanceSim/Device/widgetPictures(_:scheme:)``: one SVG per size its host shows
/// it at) to equal the golden SVG files `<testName>.<label>-<W>x<H>.svg` of the calling test, recording them
/// when missing (or when `GLANCESIM_RECORD` asks), like ``expectSnapshot(of:named:fileID:filePath:line:column:function:)``.
/// The goldens open in any browser, so a reviewer sees the change.
///
/// ```swift
/// let id = try device.addWidget(ComponentName(packageName: "com.example.clock", className: ".ClockReceiver"))
/// try device.advance(by: .minutes(1))
/// expectWidgetPictures(of: id, on: device, named: "first-minute")
/// expectWidgetPictures(of: id, on: device, named: "first-minute-dark", scheme: .dark)
/// ```
public func expectWidgetPictures(
    of id: Int32,
    on device: Device,
    named label: String,
    scheme: WidgetColorScheme = .light,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: StaticString = #function
) {
    let pictures: [(size: DpSize, svg: String)]
    do {
        pictures = try device.widgetPictures(id, scheme: scheme)
    } catch {
        reportIssue(
            "cannot draw widget \(id): \(error.message)", fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
    }
    let testName = currentTestName(function: function)
    for picture in pictures {
        let sized = "\(label)-\(dimension(picture.size.width))x\(dimension(picture.size.height))"
        if let message = snapshotMismatch(
            of: picture.svg, named: sized, testName: testName, testFilePath: "\(filePath)", fileExtension: "svg")
        {
            reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}

/// A size in dp as a file name shows it: `130`, or `130.5`.
private func dimension(_ value: Double) -> String {
    value == value.rounded() ? String(Int64(value)) : String(value)
}
