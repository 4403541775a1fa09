import Foundation

/// What the command line asked for. Parsed before GTK starts so that
/// `--help` and `--version` work with no display.
struct CommandLineOptions: Equatable {
    var showHelp = false
    var showVersion = false
    var screenshotPath: String?

    static let usage = """
    Usage: tactile [OPTION…]

    Gesture-driven cards, drawers, menus and popups on GTK.

    Options:
      -h, --help              Show this help and exit
          --version           Show the version and exit
          --screenshot FILE   Render the window to FILE (PNG) and exit
    """

    enum ParseError: Error, CustomStringConvertible, Equatable {
        case unknownOption(String)
        case missingValue(String)

        var description: String {
            switch self {
            case let .unknownOption(option): "unknown option \(option)"
            case let .missingValue(option): "\(option) needs a value"
            }
        }
    }

    init() {}

    /// Parses `arguments` without the program name.
    init(parsing arguments: [String]) throws(ParseError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = Self.split(argument)
            switch name {
            case "-h", "--help": showHelp = true
            case "--version": showVersion = true
            case "--screenshot":
                guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
                    throw .missingValue(name)
                }
                screenshotPath = value
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
