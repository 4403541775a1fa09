import Observation
import TactileModel
import TactileStore

/// What the app's popups show, as state the popups are bound to.
@MainActor
@Observable
final class AppPopups {
    /// "It's a match" for this profile.
    var match: Profile?
    /// The message sheet for this match.
    var message: LikedProfile?
    /// A note about the app's data (saved in memory only, a damaged file…).
    var notice: Notice?

    struct Notice: Identifiable, Equatable {
        let id: Int
        let text: String
    }

    private var queuedNotices: [String] = []
    private var nextNoticeID = 0

    /// Shows `texts` one after another as toasts.
    func post(_ texts: [String]) {
        queuedNotices += texts
        if notice == nil { showNextNotice() }
    }

    /// The notice shown has gone from the screen: the next one, unless one was posted and
    /// shown meanwhile.
    func noticeGone() {
        if notice == nil { showNextNotice() }
    }

    func showNextNotice() {
        guard !queuedNotices.isEmpty else { notice = nil; return }
        nextNoticeID += 1
        notice = Notice(id: nextNoticeID, text: queuedNotices.removeFirst())
    }
}
