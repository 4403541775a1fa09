// Building with Tactile means building with its wrapper and model too.
@_exported import Gtk
@_exported import TactileModel
