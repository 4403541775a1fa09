// Building with Tactile means building with its wrapper and model too, and with Observation,
// which every binding is built on: `import Tactile` is enough for `@Observable` models.
@_exported import Gtk
@_exported import Observation
@_exported import TactileModel
