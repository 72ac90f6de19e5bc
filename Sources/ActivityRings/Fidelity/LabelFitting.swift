/// Finds where a scene's label can go so that its text is at least
/// ``LabelBlock/minimumFontSize``: each candidate place with the whole name first (beside the
/// rings, then below them), then the name shortened with "…" (below first), and otherwise the
/// smallest canvas of the same shape that would fit it.
struct LabelFitting {
  /// A canvas with the label in one place.
  struct Candidate {
    var canvas: CanvasSize
    var placement: RingLabel.Placement
  }

  /// What the scene draws: its rings and the texts of its label lines.
  let rings: [RingKind]
  let background: RingBackground
  let scale: RenderScale
  /// The label's lines, with the name (if any) first.
  let lines: [(ring: RingKind?, text: String)]
  /// The name as asked for (single-line), nil without one.
  let name: String?

  /// The canvas and the label (its placement, and its name, maybe shortened) that fit.
  ///
  /// - Throws: ``SceneError/labelDoesNotFit(smallestCanvas:)`` with the smallest canvas of one
  ///   of the candidates' shapes on which the label fits.
  func resolve(_ label: RingLabel, candidates: [Candidate]) throws(SceneError) -> (
    canvas: CanvasSize, label: RingLabel
  ) {
    if let found = firstFit(label, candidates: candidates) { return found }
    throw .labelDoesNotFit(smallestCanvas: smallestCanvas(label, candidates: candidates))
  }

  private func firstFit(_ label: RingLabel, candidates: [Candidate]) -> (
    canvas: CanvasSize, label: RingLabel
  )? {
    for candidate in candidates where fontSize(candidate, name: name) != nil {
      var placed = label
      placed.placement = candidate.placement
      return (candidate.canvas, placed)
    }
    guard let name, name.count > 1 else { return nil }
    for candidate in candidates.reversed() {
      // The longest shortened name that fits: fitting only gets harder as the name grows.
      var fitting = 0
      var low = 1
      var high = name.count - 1
      while low <= high {
        let middle = (low + high) / 2
        if fontSize(candidate, name: LabelBlock.shortened(name, to: middle)) != nil {
          fitting = middle
          low = middle + 1
        } else {
          high = middle - 1
        }
      }
      guard fitting > 0 else { continue }
      var placed = label
      placed.placement = candidate.placement
      placed.name = LabelBlock.shortened(name, to: fitting)
      return (candidate.canvas, placed)
    }
    return nil
  }

  /// The font size of the label in `candidate` with `name` as its first line; nil below the
  /// minimum.
  private func fontSize(_ candidate: Candidate, name: String?) -> Double? {
    guard let size = unlimitedFontSize(candidate, name: name),
      size >= LabelBlock.minimumFontSize * (1 - 1e-9)
    else { return nil }
    return size
  }

  private func unlimitedFontSize(_ candidate: Candidate, name: String?) -> Double? {
    let layout = RingLayout(
      canvas: candidate.canvas, rings: rings, background: background,
      label: candidate.placement, scale: scale)
    guard let area = layout.labelArea else { return nil }
    var lines = self.lines
    if let name, lines.first?.ring == nil { lines[0].text = name }
    return LabelBlock.fontSize(of: lines, in: area, padding: layout.outerMargin)
  }

  /// The smallest canvas, each candidate's grown in proportion, on which the label fits with
  /// its name shortened as far as allowed. Text size grows in proportion to the canvas (up to
  /// the pixel grid's rounding), so the factor starts at 11 pt over the size it has now; where
  /// rounding says otherwise the answer is bracketed and bisected to within a ten-millionth.
  private func smallestCanvas(_ label: RingLabel, candidates: [Candidate]) -> CanvasSize {
    let shortest = name.map { LabelBlock.shortened($0, to: 1) }
    var best: CanvasSize?
    for candidate in candidates {
      guard let size = unlimitedFontSize(candidate, name: shortest), size > 0 else { continue }
      func grown(_ factor: Double) -> CanvasSize? {
        try? CanvasSize(
          width: candidate.canvas.width * factor, height: candidate.canvas.height * factor)
      }
      func fits(_ factor: Double) -> Bool {
        guard let canvas = grown(factor) else { return false }
        var larger = candidate
        larger.canvas = canvas
        return firstFit(label, candidates: [larger]) != nil
      }
      // Margins are whole pixels, so a small canvas's text is a little smaller than in
      // proportion: bracket the answer from both sides first.
      let estimate = LabelBlock.minimumFontSize / size
      var low = estimate * 0.8
      var high = estimate
      var attempts = 0
      while fits(low), attempts < 64 {
        high = low
        low *= 0.8
        attempts += 1
      }
      while !fits(high), attempts < 128 {
        low = high
        high *= 1.02
        attempts += 1
      }
      guard fits(high) else { continue }
      while high - low > high * 1e-7 {
        let middle = (low + high) / 2
        if fits(middle) { high = middle } else { low = middle }
      }
      if let canvas = grown(high), best.map({ canvas.shortSide < $0.shortSide }) ?? true {
        best = canvas
      }
    }
    return best ?? candidates[0].canvas
  }
}
