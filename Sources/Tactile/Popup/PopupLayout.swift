/// Where a popup sits in its host, from the host's size and the size its
/// content asks for: the geometry of `PopupKind` and `PopupPosition`, kept
/// apart from widgets so it can be reasoned about (and tested) on numbers.
struct PopupLayout {
    let hostWidth: Double
    let hostHeight: Double
    let isRightToLeft: Bool

    /// The popup's rectangle: its content's natural width (kept inside the
    /// host), then the natural height for that width.
    func rect(kind: PopupKind, position: PopupPosition, measureWidth: () -> (minimum: Double, natural: Double),
              measureHeight: (Double) -> (minimum: Double, natural: Double)) -> PopupRect {
        let insets = margins(of: kind)
        let availableWidth = max(0, hostWidth - 2 * insets.horizontal)
        let availableHeight = max(0, hostHeight - 2 * insets.vertical)
        // Never below the minimum the content needs (GTK would refuse it),
        // otherwise as wide as it likes within the host.
        let wanted = measureWidth()
        let width: Double
        if case .toast = kind {
            width = max(wanted.minimum, hostWidth)
        } else if case .sheet = kind {
            width = max(wanted.minimum, min(hostWidth, Self.sheetMaximumWidth))
        } else {
            width = max(wanted.minimum, min(wanted.natural, availableWidth))
        }
        let wantedHeight = measureHeight(width)
        let height = max(wantedHeight.minimum, min(wantedHeight.natural, availableHeight))
        let x = place(width, in: hostWidth, inset: insets.horizontal, along: horizontal(position.column))
        let y = place(height, in: hostHeight, inset: insets.vertical, along: position.row)
        return PopupRect(x: x, y: y, width: width, height: height)
    }

    /// The widest a sheet grows: on a wide window it stays a readable column.
    static let sheetMaximumWidth = 640.0

    /// A sheet `height` points tall (its detent, or where a drag holds it), on the bottom
    /// edge, centred, as wide as the host up to `sheetMaximumWidth`.
    func sheetRect(height: Double, measureWidth: () -> (minimum: Double, natural: Double),
                   measureHeight: (Double) -> (minimum: Double, natural: Double)) -> PopupRect {
        let width = max(measureWidth().minimum, min(hostWidth, Self.sheetMaximumWidth))
        let tall = max(measureHeight(width).minimum, height)
        return PopupRect(x: ((hostWidth - width) / 2).rounded(), y: hostHeight - tall, width: width, height: tall)
    }

    /// How far the popup must move from `rect` to be just outside `edge`.
    func offscreenOffset(of rect: PopupRect, towards edge: PopupEdge) -> Vector2 {
        switch physical(edge) {
        case .top: Vector2(x: 0, y: -(rect.y + rect.height))
        case .bottom: Vector2(x: 0, y: hostHeight - rect.y)
        case .left: Vector2(x: -(rect.x + rect.width), y: 0)
        case .right: Vector2(x: hostWidth - rect.x, y: 0)
        }
    }

    private enum PhysicalEdge { case top, bottom, left, right }

    private func physical(_ edge: PopupEdge) -> PhysicalEdge {
        switch edge {
        case .top: .top
        case .bottom: .bottom
        case .leading: isRightToLeft ? .right : .left
        case .trailing: isRightToLeft ? .left : .right
        }
    }

    /// Leading and trailing turned into left and right.
    private func horizontal(_ column: PopupPosition.Alignment) -> PopupPosition.Alignment {
        guard isRightToLeft else { return column }
        switch column {
        case .start: return .end
        case .center: return .center
        case .end: return .start
        }
    }

    private func place(_ size: Double, in space: Double, inset: Double,
                       along alignment: PopupPosition.Alignment) -> Double {
        switch alignment {
        case .start: inset
        case .center: ((space - size) / 2).rounded()
        case .end: space - inset - size
        }
    }

    private func margins(of kind: PopupKind) -> (horizontal: Double, vertical: Double) {
        switch kind {
        case .default, .toast, .sheet: (0, 0)
        case let .floater(verticalPadding, horizontalPadding, _): (horizontalPadding, verticalPadding)
        }
    }
}
