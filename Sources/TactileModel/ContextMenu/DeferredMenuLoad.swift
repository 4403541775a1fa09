/// Where the load of a section's deferred items stands.
public enum DeferredMenuLoad {
    /// Not finished: the placeholder shows.
    case loading
    /// Done: these items show in the placeholder's place.
    case loaded([MenuItem])
    /// Failed with this message, shown as an insensitive item.
    case failed(String)
}
