/// The process-wide repairs of GTK's own behaviour, installed once GTK is up:
/// by `Toolkit.initialize()` and at an `Application`'s startup.
@MainActor
enum CompatibilityHooks {
    static func install() {
        UnnamedAccessibles.nameTooltipWindows()
        TooltipStateRelease.install()
        EarlyAccessibleContexts.install()
        ClosedPopupWithdrawal.install()
        SolidFrameShadows.install()
        NamedMenuItems.install()
        PopoverAccessiblePosition.install()
        MappedHiddenState.install()
    }
}
