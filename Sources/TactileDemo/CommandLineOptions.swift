import FoundationEssentials

/// What the command line asked for. Parsed before GTK starts so that
/// `--help` and `--version` work with no display.
struct CommandLineOptions: Equatable {
    enum Style: String, Equatable { case system, light, dark }

    var showHelp = false
    var showVersion = false
    var screenshotPath: String?
    var page: AppPage?
    var dataFolder: String?
    var reset = false
    var style = Style.system
    var rightToLeft = false
    /// For screenshots: the side menu open, and in its compact appearance.
    var menuOpen = false
    var menuCompact: Bool?

    static let usage = """
    Usage: tactile [OPTION…]

    Gesture-driven cards, drawers, menus and popups on GTK.

    Options:
      -h, --help              Show this help and exit
          --version           Show the version and exit
          --page NAME         Open at page NAME: \(AppPage.allCases.map(\.rawValue).joined(separator: ", "))
          --data-dir DIR      Keep the database in DIR instead of the XDG data folder
          --reset             Forget every decision (asks first when run from a terminal)
          --style STYLE       Use the light or dark style instead of the desktop's (system, light, dark)
          --rtl               Lay the window out right to left
          --menu STATE        Start with the side menu open, compact, or both (open, compact, open-compact, closed)
          --screenshot FILE   Render the window to FILE (PNG) and exit
    """

    enum ParseError: Error, CustomStringConvertible, Equatable {
        case unknownOption(String)
        case missingValue(String)
        case invalidValue(option: String, value: String, expected: String)

        var description: String {
            switch self {
            case let .unknownOption(option): "unknown option \(option)"
            case let .missingValue(option): "\(option) needs a value"
            case let .invalidValue(option, value, expected): "\(option) does not accept \"\(value)\" (expected \(expected))"
            }
        }
    }

    init() {}

    /// Parses `arguments` without the program name.
    init(parsing arguments: [String]) throws(ParseError) {
        var remaining = arguments[...]
        func value(for name: String, _ inline: String?) throws(ParseError) -> String {
            guard let value = inline ?? remaining.popFirst(), !value.isEmpty else { throw .missingValue(name) }
            return value
        }
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = Self.split(argument)
            switch name {
            case "-h", "--help": showHelp = true
            case "--version": showVersion = true
            case "--reset": reset = true
            case "--rtl": rightToLeft = true
            case "--screenshot": screenshotPath = try value(for: name, inlineValue)
            case "--data-dir": dataFolder = try value(for: name, inlineValue)
            case "--page":
                let name = try value(for: name, inlineValue)
                guard let page = AppPage(rawValue: name.lowercased()) else {
                    throw .invalidValue(option: "--page", value: name,
                                        expected: AppPage.allCases.map(\.rawValue).joined(separator: ", "))
                }
                self.page = page
            case "--menu":
                let state = try value(for: name, inlineValue).lowercased()
                switch state {
                case "open": menuOpen = true
                case "compact": menuCompact = true
                case "open-compact": menuOpen = true; menuCompact = true
                case "closed": menuOpen = false; menuCompact = false
                default: throw .invalidValue(option: "--menu", value: state, expected: "open, compact, open-compact or closed")
                }
            case "--style":
                let name = try value(for: name, inlineValue)
                guard let style = Style(rawValue: name.lowercased()) else {
                    throw .invalidValue(option: "--style", value: name, expected: "system, light or dark")
                }
                self.style = style
            default: throw .unknownOption(argument)
            }
        }
    }

    /// "--name=value" as ("--name", "value").
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
