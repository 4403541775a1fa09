/// The app's own content for a menu item, shown in place of its title and icon.
///
/// The model only carries it: the item keeps its id, title, state and action, and activates
/// as every other item does. A front end knows how to show its own kind of content (Tactile's
/// `MenuItemWidget` makes a GTK widget) and shows the standard row for any other.
public protocol MenuItemContent {}
