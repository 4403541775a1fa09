internal import CGtk

/// A connected handler; `disconnect()` frees its closure. Holding it does not
/// keep the instance alive, and disconnecting after the instance is gone is harmless.
@MainActor
public struct SignalConnection {
    private weak var object: Object?
    /// GLib's handler ID of the connection.
    public let handlerID: UInt

    init(object: Object, handlerID: UInt) {
        self.object = object
        self.handlerID = handlerID
    }

    /// Whether the handler is still connected (false once disconnected or once its object is gone).
    public var isConnected: Bool {
        guard let object else { return false }
        return g_signal_handler_is_connected(object.gobject, gulong(handlerID)) != 0
    }

    /// Disconnects the handler and frees its closure; harmless when already disconnected.
    public func disconnect() {
        guard let object, g_signal_handler_is_connected(object.gobject, gulong(handlerID)) != 0 else { return }
        g_signal_handler_disconnect(object.gobject, gulong(handlerID))
    }
}
