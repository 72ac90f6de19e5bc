/// Builds the sentence that describes a scene's rings to assistive technology.
///
/// "Move 350 of 500 kilocalories, 70 percent; Exercise 20 of 30 minutes, 67 percent; Stand 8 of
/// 12 hours, 67 percent". A ring without data reads "Move, no data"; a goal of 0 reads
/// "Move 90 kilocalories, no goal"; a scene made from bare progress reads "Move 70 percent".
/// A paused day ends with "; rings paused".
struct AccessibilityDescription {
  let scene: RingScene

  private static let valueFormat = DecimalFormat(maximumFractionDigits: 1)

  var sentence: String {
    var parts = scene.rings.map(phrase(for:))
    if scene.summary?.isPaused == true { parts.append("rings paused") }
    return parts.joined(separator: "; ")
  }

  private func phrase(for kind: RingKind) -> String {
    let format = Self.valueFormat
    guard let summary = scene.summary else {
      guard let progress = scene.progress[kind] else { return "\(kind.name), no data" }
      return "\(kind.name) \(percent(progress)) percent"
    }
    let reading = summary.reading(of: kind)
    let unit = kind.spokenUnit(
      moveMode: summary.effectiveMoveMode, energyUnit: summary.effectiveEnergyUnit)
    switch (reading.value, reading.goal) {
    case (let value?, let goal?) where goal > 0:
      return
        "\(kind.name) \(format.string(value)) of \(format.string(goal)) \(unit), "
        + "\(percent(value / goal)) percent"
    case (let value?, _):
      return "\(kind.name) \(format.string(value)) \(unit), no goal"
    case (nil, _):
      return "\(kind.name), no data"
    }
  }

  private func percent(_ progress: Double) -> String {
    let percent = progress * 100
    // A goal near zero can put the ratio beyond Double's range.
    guard percent.isFinite else { return "more than 1e+308" }
    return DecimalFormat(maximumFractionDigits: 0).string(percent)
  }
}
