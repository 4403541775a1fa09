import FoundationEssentials

extension Dictionary where Key == FileAttributeKey, Value == Any {
    /// A numeric attribute (size, inode) as an `Int`, whichever integer type holds it.
    /// FoundationEssentials stores sizes as `UInt` and inodes as `UInt64`; `as? Int` reads
    /// them only when the full Foundation is loaded and bridges them through `NSNumber`,
    /// so without it every size read as missing.
    func integer(_ key: FileAttributeKey) -> Int? {
        switch self[key] {
        case let value as Int: value
        case let value as UInt: Int(exactly: value)
        case let value as Int64: Int(exactly: value)
        case let value as UInt64: Int(exactly: value)
        case let value as Int32: Int(value)
        case let value as UInt32: Int(value)
        default: nil
        }
    }
}
