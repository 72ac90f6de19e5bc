extension GuidelineMeasurement {
  /// ``GuidelineRule/labelPresent``: with a label asked for, one non-empty line per ring of the
  /// layout in that ring's colour, and a name line when the label has a non-empty name.
  /// Without one, the rule holds trivially.
  func labelPresent() -> (passed: Bool, measured: String) {
    guard let label else { return (true, "no label asked for") }
    var problems: [String] = []
    for ring in layout.rings {
      let kind = ring.kind
      guard let line = drawList.texts.first(where: { $0.ring == kind }) else {
        problems.append("no \(kind.name) line")
        continue
      }
      if line.text.allSatisfy({ $0.isWhitespace }) {
        problems.append("the \(kind.name) line is empty")
      } else if line.color != kind.color {
        problems.append(
          "\"\(line.text)\" in \(line.color.hex) ≠ the ring's colour \(kind.color.hex)")
      }
    }
    var name = "no name asked for"
    if let asked = label.name, !asked.isEmpty {
      if let line = drawList.texts.first(where: { $0.ring == nil && !$0.text.isEmpty }) {
        name = "name \"\(line.text)\""
      } else {
        problems.append("no name line for \"\(asked)\"")
      }
    }
    guard problems.isEmpty else { return (false, Self.summary(of: problems)) }
    return (true, "\(name), \(layout.rings.count) ring lines in their rings' colours")
  }

  /// ``GuidelineRule/textSize``: every text at least ``LabelBlock/minimumFontSize`` points.
  func textSize() -> (passed: Bool, measured: String) {
    let sizes = drawList.texts.map { $0.fontSize }
    guard let smallest = sizes.min() else { return (true, "no text") }
    let format = DecimalFormat(maximumFractionDigits: 2)
    let small = drawList.texts.filter { $0.fontSize < LabelBlock.minimumFontSize * (1 - 1e-9) }
    guard small.isEmpty else {
      let named = small.map { "\"\($0.text)\" at \(format.string($0.fontSize)) pt" }
      return (false, Self.summary(of: named) + " (the minimum is 11 pt)")
    }
    return (
      true,
      "\(sizes.count) text\(sizes.count == 1 ? "" : "s"), the smallest \(format.string(smallest)) pt"
    )
  }
}
