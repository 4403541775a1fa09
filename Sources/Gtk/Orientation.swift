import CGtk

/// GTK's orientation under a name modules above this one can spell: they do
/// not import CGtk, yet overriding `Container.measureChildren` names the type.
public typealias Orientation = GtkOrientation
