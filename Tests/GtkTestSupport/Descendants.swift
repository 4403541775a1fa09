import Gtk

/// Every widget below `widget`, depth first, each before its own children.
@MainActor
public func descendants(of widget: Widget) -> [Widget] {
    widget.children.flatMap { [$0] + descendants(of: $0) }
}
