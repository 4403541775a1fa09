internal import CGtk

/// A `GtkAboutDialog`: the app's name, version, credits and licence.
@MainActor
public final class AboutDialog: Window {
    override class var gtype: GType { gtk_about_dialog_get_type() }

    /// The licences Tactile's apps are offered under (GTK shows their names and links).
    public enum License: Sendable {
        /// The MIT/X11 licence.
        case mitX11
        /// The GNU General Public License, version 3 or later.
        case gpl3OrLater
        /// The GNU Lesser General Public License, version 2.1 or later.
        case lgpl21OrLater
        /// The Apache License, version 2.0.
        case apache2

        var gtk: GtkLicense {
            switch self {
            case .mitX11: GTK_LICENSE_MIT_X11
            case .gpl3OrLater: GTK_LICENSE_GPL_3_0
            case .lgpl21OrLater: GTK_LICENSE_LGPL_2_1
            case .apache2: GTK_LICENSE_APACHE_2_0
            }
        }
    }

    /// An about dialog for the program called `programName` at `version`, with `comments` (one
    /// sentence on what it is) and the icon named `logoIconName`.
    public convenience init(programName: String, version: String, comments: String, logoIconName: String,
                            website: String? = nil, authors: [String] = [], license: License = .mitX11) {
        self.init(gtk_about_dialog_new(), ownership: .borrowed)
        let dialog: OpaquePointer = pointer()
        gtk_about_dialog_set_program_name(dialog, programName)
        gtk_about_dialog_set_version(dialog, version)
        gtk_about_dialog_set_comments(dialog, comments)
        gtk_about_dialog_set_logo_icon_name(dialog, logoIconName)
        gtk_about_dialog_set_license_type(dialog, license.gtk)
        if let website { gtk_about_dialog_set_website(dialog, website) }
        if !authors.isEmpty {
            var cStrings: [UnsafePointer<CChar>?] = authors.map { UnsafePointer(strdup($0)) }
            cStrings.append(nil)
            defer { cStrings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
            gtk_about_dialog_set_authors(dialog, &cStrings)
        }
    }

    /// Who translated the app into the language shown, under Credits (GNOME
    /// apps translate the message "translator-credits" into their names).
    public var translatorCredits: String? {
        get { gtk_about_dialog_get_translator_credits(pointer()).map { String(cString: $0) } }
        set { gtk_about_dialog_set_translator_credits(pointer(), newValue) }
    }
}
