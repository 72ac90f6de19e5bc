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
      if line.text.allSatisfy(\.isWhitespace) {
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
}
