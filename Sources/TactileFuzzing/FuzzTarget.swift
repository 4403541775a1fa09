/// The fuzz targets by name: the libFuzzer entry points (Fuzz/) and the
/// regression tests that replay every input a target ever failed on both
/// reach them through here.
public enum FuzzTarget: String, CaseIterable, Sendable {
    case profileJSON = "profile-json"
    case profileImport = "profile-import"
    case cardStack = "card-stack"
    case popupQueue = "popup-queue"

    @MainActor
    public func run(_ data: [UInt8]) throws(FuzzFinding) {
        switch self {
        case .profileJSON: try ProfileJSONFuzzTarget.run(data)
        case .profileImport: try ProfileImportFuzzTarget.run(data)
        case .cardStack: try CardStackFuzzTarget.run(data)
        case .popupQueue: try PopupQueueFuzzTarget.run(data)
        }
    }
}
