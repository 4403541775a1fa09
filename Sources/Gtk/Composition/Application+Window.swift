extension Application {
    /// A window of the application titled `title`, `width` × `height` pixels at first,
    /// showing `child`: a window in one expression, its content built like a tree.
    public func makeWindow(title: String, width: Int, height: Int, child: Widget) -> Window {
        let window = makeWindow()
        window.title = title
        window.setDefaultSize(width: width, height: height)
        window.child = child
        return window
    }
}
