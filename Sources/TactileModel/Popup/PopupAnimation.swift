/// How a popup moved in and out, now the motion engine's own curve.
@available(*, deprecated, renamed: "MotionCurve")
public typealias PopupAnimation = MotionCurve

extension MotionCurve {
    /// The curve itself: a popup's animation is a `MotionCurve` now.
    @available(*, deprecated, message: "PopupOptions.animation is a MotionCurve now: use it as it is")
    public var curve: MotionCurve { self }
}
