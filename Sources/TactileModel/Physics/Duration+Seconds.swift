extension Duration {
    /// The duration in seconds, for physics that works in `Double`.
    var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) * 1e-18
    }
}
