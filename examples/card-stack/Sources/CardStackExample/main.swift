import Foundation
import Tactile

/// The cards: any `ProfileSource` (TactileStore's SQLite store is one); avatars are
/// paths under the data folder (a card whose avatar cannot be read shows initials).
let profiles = [
    Profile(id: "p1", name: "Leila", age: 27, hobby: "Calligraphy", avatar: "Avatars/p001.jpg"),
    Profile(id: "p2", name: "Noa", age: 24, hobby: "Bouldering", avatar: "Avatars/p002.jpg"),
    Profile(id: "p3", name: "Maria", age: 34, hobby: "Salsa dancing", avatar: "Avatars/p003.jpg"),
    Profile(id: "p4", name: "Kenji", age: 41, hobby: "Jazz piano", avatar: "Avatars/p004.jpg"),
    Profile(id: "p5", name: "Amara", age: 29, hobby: "Sourdough baking", avatar: "Avatars/p005.jpg"),
]
let dataFolder = Bundle.module.resourceURL ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

/// `runMainWindow` makes the window on the first activation and presents it;
/// `--screenshot PATH` renders it once painted and quits (the tests use it).
let application = Application(id: "org.example.TactileCardStack", unique: false)
exit(application.runMainWindow { application in
    let window = application.makeWindow()
    window.title = "Card Stack"
    window.setDefaultSize(width: 420, height: 680)

    // Decisions go to a DecisionLog (kept in memory here); undo removes exactly one.
    let model = CardStackModel(source: InMemoryProfileSource(profiles), log: InMemoryDecisionLog())
    let stack = CardStackView(model: model, dataFolder: dataFolder)
    stack.hexpand = true
    stack.vexpand = true
    stack.onDecision = { decided in print("\(decided.decision) \(decided.profile.name)") }
    stack.onStartOver = { [weak stack] in
        stack?.replaceModel(CardStackModel(source: InMemoryProfileSource(profiles), log: InMemoryDecisionLog()))
    }
    // Nope, undo, boost and like as buttons; the cards take drags and ← ↑ → Backspace.
    let actions = CardStackActionBar(stack: stack)

    let column = Box(.vertical)
    column.append(stack)
    column.append(actions)
    window.child = column
    return window
})
