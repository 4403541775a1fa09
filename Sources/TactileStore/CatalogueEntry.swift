import FoundationEssentials

/// One element of profiles.json as it was written, before any rule is applied.
///
/// Decoding never fails: a wrong type, a missing or an unexpected field becomes a recorded
/// problem, so one bad profile cannot stop the other 99,999 from importing.
struct CatalogueEntry: Decodable {
    static let fieldNames = ["id", "name", "age", "hobby", "avatar"]

    var id: String?
    var name: String?
    var age: Int?
    var hobby: String?
    var avatar: String?
    /// Field (nil for the whole entry) and what is wrong with it.
    var problems: [(field: String?, problem: String)] = []

    init(from decoder: any Decoder) {
        let fields: KeyedDecodingContainer<FieldName>
        do {
            fields = try decoder.container(keyedBy: FieldName.self)
        } catch {
            problems.append((nil, "is not a JSON object with the fields \(Self.fieldNames.joined(separator: ", "))"))
            return
        }
        id = text(fields, "id")
        name = text(fields, "name")
        age = wholeNumber(fields, "age")
        hobby = text(fields, "hobby")
        avatar = text(fields, "avatar")
        // Five known keys present means nothing extra: skip listing the keys for the usual entry.
        let keys = fields.allKeys
        guard keys.count != Self.fieldNames.count || !problems.isEmpty else { return }
        // Sorted: the decoder's key order varies from one decoding to the next, the report must not.
        for key in keys.sorted(by: { $0.stringValue < $1.stringValue }) where !Self.fieldNames.contains(key.stringValue) {
            problems.append((key.stringValue, "is not a profile field (expected only \(Self.fieldNames.joined(separator: ", ")))"))
        }
    }

    private mutating func text(_ fields: KeyedDecodingContainer<FieldName>, _ name: String) -> String? {
        decode(String.self, fields, name, expected: "text")
    }

    private mutating func wholeNumber(_ fields: KeyedDecodingContainer<FieldName>, _ name: String) -> Int? {
        decode(Int.self, fields, name, expected: "a whole number")
    }

    private mutating func decode<Value: Decodable>(
        _ type: Value.Type, _ fields: KeyedDecodingContainer<FieldName>, _ name: String, expected: String
    ) -> Value? {
        do {
            guard let value = try fields.decodeIfPresent(type, forKey: FieldName(name)) else {
                problems.append((name, "is missing"))
                return nil
            }
            return value
        } catch {
            problems.append((name, "must be \(expected)"))
            return nil
        }
    }
}

/// Any key, so that unexpected fields can be named.
struct FieldName: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
