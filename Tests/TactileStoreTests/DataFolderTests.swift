import Foundation
import Testing
import TactileStore

@Suite("Where the data folder is")
struct DataFolderTests {
    @Test func followsXDGDataHome() {
        #expect(DataFolder.standard(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"]).path == "/data/tactile")
    }

    @Test(arguments: [["HOME": "/home/ada"], ["XDG_DATA_HOME": "relative/path", "HOME": "/home/ada"], ["XDG_DATA_HOME": "", "HOME": "/home/ada"]])
    func fallsBackToLocalShare(_ environment: [String: String]) {
        #expect(DataFolder.standard(environment: environment).path == "/home/ada/.local/share/tactile")
    }
}
