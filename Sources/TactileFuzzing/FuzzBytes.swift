/// The fuzzer's bytes read as a sequence of choices. Running out of bytes is
/// not an error: every read then gives zero, so any input, even an empty one,
/// is a valid (if short) script.
struct FuzzBytes {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isEmpty: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `0..<count` (`count` must be positive).
    mutating func choice(_ count: Int) -> Int { Int(byte()) % count }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    mutating func element<Element>(of elements: [Element]) -> Element { elements[choice(elements.count)] }

    /// Mostly an ordinary value in `range`, sometimes one a front end should
    /// never send but might: zero, a huge value, infinity or NaN.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        let kind = byte()
        switch kind {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 1e300
        case 4: return -1e300
        case 5: return 0
        default:
            let fraction = Double(UInt16(byte()) << 8 | UInt16(byte())) / Double(UInt16.max)
            return range.lowerBound + fraction * (range.upperBound - range.lowerBound)
        }
    }

    /// Milliseconds from 0 to 1,023, now and then a negative or an enormous span.
    mutating func duration() -> Duration {
        switch byte() {
        case 0: return .milliseconds(-Int(byte()))
        case 1: return .seconds(Int64.max / 4)
        default: return .milliseconds(Int(byte()) << 2 | Int(byte() & 3))
        }
    }
}
