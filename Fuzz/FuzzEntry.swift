// libFuzzer's entry point for one target, chosen when compiling:
//   -D FUZZ_PROFILE_JSON | -D FUZZ_PROFILE_IMPORT | -D FUZZ_CARD_STACK | -D FUZZ_POPUP_QUEUE
// Built by meson-helpers/fuzz with -sanitize=fuzzer -parse-as-library.
import Foundation
import TactileFuzzing

#if FUZZ_PROFILE_JSON
let target = FuzzTarget.profileJSON
#elseif FUZZ_PROFILE_IMPORT
let target = FuzzTarget.profileImport
#elseif FUZZ_CARD_STACK
let target = FuzzTarget.cardStack
#elseif FUZZ_POPUP_QUEUE
let target = FuzzTarget.popupQueue
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    // libFuzzer calls in on the process's main thread.
    MainActor.assumeIsolated {
        do {
            try target.run(bytes)
        } catch {
            FileHandle.standardError.write(Data("\(target.rawValue): \(error)\n".utf8))
            abort()  // libFuzzer saves the input that got here as crash-<sha1>
        }
    }
    return 0
}
