/// Checks a picture against the rules of Apple's Human Interface Guidelines for Activity rings
/// that can be checked by measuring it (see ``GuidelineRule``), and reports each rule as passed
/// or failed with what was measured.
///
/// ```swift
/// let report = GuidelineChecker.check(try RingScene(summary: today))
/// report.passed  // true
/// print(report.text)
/// // ✓ black-background: canvas #000000
/// // ✓ ring-colors: Move #fa114f, Exercise #a6ff00, Stand #00fff6 = HIG, opaque; tracks at 15%
/// // ✓ outer-margin: outer margin 8 pt ≥ gap 2 pt
/// // ✓ rings-inside: rings 8 pt inside the ring area, 2 pt apart
/// // ✓ nothing-crosses-rings: 9 ring shapes within their bands; no label text
/// // ✓ label-present: no label asked for
/// ```
///
/// Every measurement comes from the draw list itself — its colours, the points of its shapes,
/// its text boxes — compared with the layout the rings are meant to follow, so a hand-built or
/// edited draw list is checked as strictly as a scene's. Shapes are measured at their on-curve
/// points (see ``DrawPath``: circles and arcs are quarter-turn Bézier pieces that start on the
/// axes), and lengths are compared within ``tolerance(for:)``.
///
/// - Complexity: O(number of path elements + number of text lines × rings).
public enum GuidelineChecker {
  /// The slack allowed when comparing lengths, in points: a millionth of the canvas's longer
  /// side. It absorbs floating-point rounding and the 6 fraction digits a draw list keeps when
  /// encoded as JSON, and is far below a pixel at any scale.
  public static func tolerance(for canvas: CanvasSize) -> Double {
    1e-6 * max(canvas.width, canvas.height)
  }

  /// Checks a scene's drawing against its own layout, look and label, in Apple's colours: a
  /// scene in another ``RingOptions/mode`` is measured as its full-colour drawing, since the
  /// mode is the system's treatment of what the app draws, not the app's colours.
  public static func check(_ scene: RingScene) -> GuidelineReport {
    var drawn = scene
    drawn.options.mode = .fullColor
    return check(
      drawn.drawList(), layout: scene.layout(), look: scene.options.look,
      label: scene.options.label)
  }

  /// Checks a draw list against the layout its rings should follow.
  ///
  /// ```swift
  /// var drawList = scene.drawList()
  /// drawList.background = nil
  /// let report = GuidelineChecker.check(drawList, layout: scene.layout())
  /// report.result(for: .blackBackground)?.measured
  /// // "transparent canvas and no black enclosing circle"
  /// ```
  ///
  /// - Parameters:
  ///   - drawList: the picture.
  ///   - layout: where its rings belong: the centre, the ring area, each ring's band.
  ///   - look: the colours to expect: shades of each ring's gradient (``RingLook/gradient``,
  ///     the default) or exactly the HIG colours (``RingLook/flat``).
  ///   - label: the label asked for, if any: it must be drawn, with the name when it has one.
  public static func check(
    _ drawList: DrawList, layout: RingLayout, look: RingLook = .default, label: RingLabel? = nil
  ) -> GuidelineReport {
    let measurement = GuidelineMeasurement(
      drawList: drawList, layout: layout, look: look, label: label)
    return GuidelineReport(results: GuidelineRule.pictureRules.map(measurement.result))
  }
}
