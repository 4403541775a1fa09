import Foundation
import Tactile

/// The app's own item: anything `Identifiable` can be a card.
struct Person: Identifiable, Sendable {
    let id: String
    let name: String
    let age: Int
    let hobby: String
    let photo: String
}

let people = [
    Person(id: "p1", name: "Leila", age: 27, hobby: "Calligraphy", photo: "Avatars/p001.jpg"),
    Person(id: "p2", name: "Noa", age: 24, hobby: "Bouldering", photo: "Avatars/p002.jpg"),
    Person(id: "p3", name: "Maria", age: 34, hobby: "Salsa dancing", photo: "Avatars/p003.jpg"),
    Person(id: "p4", name: "Kenji", age: 41, hobby: "Jazz piano", photo: "Avatars/p004.jpg"),
    Person(id: "p5", name: "Amara", age: 29, hobby: "Sourdough baking", photo: "Avatars/p005.jpg"),
]
let folder = Bundle.module.resourceURL ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

/// The app names its decisions: the direction each leaves in, and whether a looping stack
/// shows the card again (a pass).
let pass = Decision("pass", direction: .left, comesRound: true)
let meet = Decision("meet", direction: .right)

/// `runMainWindow` makes the window on the first activation and presents it;
/// `--screenshot PATH` renders it once painted and quits (the tests use it).
let application = Application(id: "org.example.TactileCardStack", unique: false)
exit(application.runMainWindow { application in
    let window = application.makeWindow()
    window.title = "Card Stack"
    window.setDefaultSize(width: 420, height: 680)

    // How each looks and what it is called: stamp, button, colour, key and what a screen reader hears.
    let styles = [
        DecisionStyle(pass, stamp: "PASS", label: "Pass", color: SRGBColor(hex: "#ff4458") ?? .black,
                      key: Key.left, keyLabel: ("Left", "ArrowLeft"), announcement: { "Passed \($0)." }),
        DecisionStyle(meet, stamp: "MEET", label: "Meet", color: SRGBColor(hex: "#3ddc84") ?? .black,
                      key: Key.right, keyLabel: ("Right", "ArrowRight"), announcement: { "Meeting \($0)." }),
    ]

    // Any CardSource of the app's items (an in-memory one here); decisions go to a
    // DecisionLog, and undo removes exactly one.
    @MainActor func makeModel() -> CardStackModel<Person> {
        CardStackModel(source: InMemoryCardSource(people), log: InMemoryDecisionLog<Person.ID>(), decisions: [pass, meet])
    }
    // Each card is a widget the app makes from its item; PictureCard is the ready-made one.
    let photos = TextureCache()
    let stack = CardStackView(model: makeModel(), decisions: styles, name: \.name,
                              accessibleName: { "\($0.name), \($0.age), \($0.hobby)" }) { person in
        PictureCard(title: person.name, badge: "\(person.age)", subtitle: person.hobby,
                    picture: photos.texture(at: folder.appendingPathComponent(person.photo).path),
                    placeholderSeed: person.id)
    }
    stack.hexpand = true
    stack.vexpand = true
    stack.onDecision = { decided in print("\(decided.decision) \(decided.item.name)") }
    stack.onStartOver = { [weak stack] in stack?.replaceModel(makeModel()) }
    // Undo and a button per decision; the cards take drags and ← → Backspace.
    let actions = CardStackActionBar(stack: stack)

    let column = Box(.vertical)
    column.append(stack)
    column.append(actions)
    window.child = column
    return window
})
