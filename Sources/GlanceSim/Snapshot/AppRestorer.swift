/// What only an app's own code can make again when a saved device is restored: the receivers it registered at
/// run time, its Glance widgets, and the content a Glance session captured when it started. Apps described by
/// files have one (their behaviour runtime); an app written against the Swift API has none, and a device
/// running one cannot be saved (``Device/snapshot()`` says which object stops it).
///
/// ```swift
/// manifest.restorer = runtime   // the behaviour runtime that made the manifest's components
/// ```
package protocol AppRestorer: AnyObject {
    /// The saved name of a receiver the app registered at run time (`nil`: this receiver cannot be saved).
    func savedName(of receiver: any BroadcastReceiver) -> String?
    /// The saved name of a running worker: the class name its manifest's ``AppManifest/workers`` makes it by
    /// (`nil`: this worker cannot be saved).
    func savedName(of worker: any Worker) -> String?
    /// A receiver object again, from its saved name.
    func runtimeReceiver(saved name: String) -> (any BroadcastReceiver)?
    /// A Glance widget, by its ``GlanceAppWidget/widgetTypeName``.
    func glanceWidget(named typeName: String) -> GlanceAppWidget?
    /// A session's content again, from the saved form its `provideGlance` gave it
    /// (``GlanceContent/savedForm``), without running anything of the app.
    func glanceContent(saved form: String, of widget: GlanceAppWidget, id: GlanceId) throws -> GlanceContent
}

/// Numbers the objects that several owners share (a broadcast in flight, an alarm, a job, a running worker, a
/// runtime registration and its receiver) while a device is saved: each gets the next number the first time an
/// owner refers to it, so the saved form refers to it by number and every owner finds the same object again
/// on restore.
final class SnapshotNumbers<Object: AnyObject> {
    private var numbers: [ObjectIdentifier: Int] = [:]
    /// The objects, by number.
    private(set) var objects: [Object] = []

    /// The object's number, given on first use.
    func number(_ object: Object) -> Int {
        if let number = numbers[ObjectIdentifier(object)] { return number }
        numbers[ObjectIdentifier(object)] = objects.count
        objects.append(object)
        return objects.count - 1
    }

    /// Saves the objects numbered since `saved` was last filled, appending them in number order; returns whether
    /// there were any.
    func saveNew<Saved, Failure: Error>(into saved: inout [Saved], _ save: (Object) throws(Failure) -> Saved)
        throws(Failure) -> Bool
    {
        guard saved.count < objects.count else { return false }
        while saved.count < objects.count { saved.append(try save(objects[saved.count])) }
        return true
    }
}

/// The restored shared objects, by the numbers their saved forms were given.
struct RestoredObjects<Object> {
    var objects: [Object] = []

    /// The object numbered `number`.
    /// - Throws: ``SnapshotError`` when the snapshot refers to an object it does not hold.
    func callAsFunction(_ number: Int, _ what: String) throws(SnapshotError) -> Object {
        guard objects.indices.contains(number) else {
            throw SnapshotError("the snapshot refers to \(what) #\(number), which it does not hold")
        }
        return objects[number]
    }
}

extension Device {
    /// The restorer an installed app's manifest carries (a behaviour file's runtime), for the layers above that
    /// evaluate what the app's files say — an invariant computing a widget's template — without reaching into the
    /// process table.
    package func restorer(of packageName: String) -> (any AppRestorer)? {
        processTable.app(packageName)?.manifest.restorer
    }
}
