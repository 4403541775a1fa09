/// A `ProfileSource` over an array, for tests, previews and front ends
/// without storage.
@MainActor
public final class InMemoryProfileSource: ProfileIndexLookup {
    /// Every profile, in the source's order.
    public let allProfiles: [Profile]

    /// A source over `profiles`, in their order.
    public init(_ profiles: [Profile]) { self.allProfiles = profiles }

    public var count: Int { allProfiles.count }

    public func profiles(in range: Range<Int>) throws -> [Profile] {
        Array(allProfiles[range.clamped(to: allProfiles.indices)])
    }

    /// The index of `id` among `allProfiles`, or nil.
    public func index(of id: Profile.ID) -> Int? { allProfiles.firstIndex { $0.id == id } }
}
