import FoundationEssentials
import Tactile
import TactileStore

/// The catalogue file followed while the app runs: each time it has been written whole
/// (`FileMonitor`), it is read and checked off the main thread (100,000 profiles take seconds),
/// then the store is told (`ProfileStore.followCatalogue`) and the card stack shows what changed:
/// profiles that arrived go right behind the top card, in file order, and those withdrawn leave
/// the deck. A file that cannot be read or is no list of profiles changes nothing and is told;
/// of two writes in quick succession only the later is applied.
@MainActor
final class CatalogueFollower {
    /// What reading the file gave, off the main thread.
    private enum Reading: Sendable {
        case catalogue(CatalogueCheck)
        case notAList
        case unreadable
    }

    private let file: URL
    private let store: ProfileStore
    private weak var cardStack: CardStackView<Profile>?
    private let tell: (String) -> Void
    private var monitor: FileMonitor?
    /// Counts the writes seen, so a reading that a later write overtook is dropped.
    private var writes = 0

    init(file: URL, store: ProfileStore, cardStack: CardStackView<Profile>, tell: @escaping (String) -> Void) {
        self.file = file
        self.store = store
        self.cardStack = cardStack
        self.tell = tell
        do {
            let monitor = try FileMonitor(path: file.path)
            monitor.onWritten { [weak self] in self?.fileWasWritten() }
            self.monitor = monitor
        } catch {
            tell(localized("Changes to the profile catalogue will not show until Tactile starts again: {error}",
                           ["error": error.description]))
        }
    }

    private func fileWasWritten() {
        writes += 1
        let write = writes, file = self.file
        Task { @MainActor [weak self] in
            let reading = await Task.detached { Self.read(file) }.value
            guard let self, write == self.writes else { return }
            self.apply(reading)
        }
    }

    private nonisolated static func read(_ file: URL) -> Reading {
        guard let data = try? Data(contentsOf: file) else { return .unreadable }
        return CatalogueCheck(data).map { .catalogue($0) } ?? .notAList
    }

    private func apply(_ reading: Reading) {
        let check: CatalogueCheck
        switch reading {
        case .catalogue(let read):
            check = read
        case .notAList:
            return tell(localized("The profile catalogue {file} is not a list of profiles now; the deck stays as it is.",
                                  ["file": file.path]))
        case .unreadable:
            // Removed or being replaced: the next write is followed.
            return tell(localized("The profile catalogue {file} could not be read; the deck stays as it is.", ["file": file.path]))
        }
        let changes: CatalogueChanges
        do {
            changes = try store.followCatalogue(check)
        } catch {
            return tell(localized("Could not follow the profile catalogue: {error}", ["error": StoreMessages.text(for: error)]))
        }
        guard let cardStack else { return }
        for id in changes.withdrawn {
            do {
                try cardStack.withdraw(id)
            } catch .notInDeck {
                // Decided before this deck was dealt: there is no card to take away.
            } catch {
                tell(cardStack.describe(error))
            }
        }
        // Each goes right behind the top card: in reverse, the file's order holds.
        for profile in changes.arrived.reversed() {
            do {
                try cardStack.insert(profile, at: 1)
            } catch {
                tell(cardStack.describe(error))
            }
        }
    }
}
