internal import CGtk

/// A NULL-terminated array of C strings that GLib hands over (`gchar **`, freed with
/// `g_strfreev`), read into Swift strings and freed.
func takeStringVector(_ vector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
    guard let vector else { return [] }
    defer { g_strfreev(vector) }
    var strings: [String] = []
    var index = 0
    while let string = vector[index] {
        strings.append(String(cString: string))
        index += 1
    }
    return strings
}
