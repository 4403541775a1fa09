/// The shown and waiting lists' own rules: who takes a slot, who waits, who comes next.
extension PopupQueue.Lists {
    /// Shows `popup` if its slot is free or it outranks the one there (which
    /// then waits); otherwise queues it.
    mutating func admit(_ popup: Popup<Content>) {
        guard let index = shown.firstIndex(where: { $0.slot == popup.slot }) else {
            shown.append(popup)
            return
        }
        guard popup.priority > shown[index].priority else {
            enqueue(popup)
            return
        }
        var displaced = shown.remove(at: index)
        // Hover and press belong to the widget that is going away.
        displaced.interaction = []
        enqueue(displaced)
        shown.append(popup)
    }

    /// Removes the popup `id`, letting the best waiting one into a freed slot.
    mutating func remove(_ id: PopupID) -> Bool {
        if let index = shown.firstIndex(where: { $0.id == id }) {
            let slot = shown.remove(at: index).slot
            if let next = waiting.firstIndex(where: { $0.slot == slot }) {
                shown.append(waiting.remove(at: next))
            }
        } else if let index = waiting.firstIndex(where: { $0.id == id }) {
            waiting.remove(at: index)
        } else {
            return false
        }
        return true
    }

    @discardableResult
    mutating func modify(_ id: PopupID, _ change: (inout Popup<Content>) -> Void) -> Bool {
        if let index = shown.firstIndex(where: { $0.id == id }) {
            change(&shown[index])
        } else if let index = waiting.firstIndex(where: { $0.id == id }) {
            change(&waiting[index])
        } else {
            return false
        }
        return true
    }

    private mutating func enqueue(_ popup: Popup<Content>) {
        let index = waiting.firstIndex { popup.precedes($0) } ?? waiting.endIndex
        waiting.insert(popup, at: index)
    }
}
