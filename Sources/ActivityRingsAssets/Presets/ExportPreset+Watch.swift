import ActivityRings

extension ExportPreset {
  /// One row of the HIG's complication tables: a watch size and its families' sizes.
  struct WatchRow {
    let millimetres: Int
    /// The row as the tables write it.
    let row: String
    let circular: Double
    let corner: Double
    let rectangular: (Double, Double)
  }

  /// The watch sizes of the HIG's complication tables; 45 and 49 mm share a row.
  static let watchRows = [
    WatchRow(
      millimetres: 40, row: "40mm", circular: 42, corner: 32, rectangular: (162, 69)),
    WatchRow(
      millimetres: 41, row: "41mm", circular: 44.5, corner: 34, rectangular: (171.5, 73)),
    WatchRow(
      millimetres: 44, row: "44mm", circular: 47, corner: 36, rectangular: (184, 78)),
    WatchRow(
      millimetres: 45, row: "45mm, 49mm", circular: 50, corner: 38, rectangular: (193, 82)),
    WatchRow(
      millimetres: 49, row: "45mm, 49mm", circular: 50, corner: 38, rectangular: (193, 82)),
  ]

  /// Watch face complications: circular and corner draw the rings alone (the corner's circle,
  /// whose curved label watchOS sets along the bezel); rectangular is wide, with the accessory
  /// margin. There is no inline complication preset: its image is 10 to 12 pt high (20 to 24
  /// pixels at the watch's @2x), too small for three rings with dark gaps between them, and
  /// watchOS writes inline complications as text.
  static let complications: [ExportPreset] = watchRows.flatMap { watch in
    let sizes: [(family: String, column: String, size: (Double, Double), layout: PresetLayout)] =
      [
        ("circular", "Image", (watch.circular, watch.circular), .centred),
        ("corner", "Circular image", (watch.corner, watch.corner), .centred),
        (
          "rectangular", "Large image without title", watch.rectangular,
          .wide(margin: accessoryMargin, cornerRadius: nil)
        ),
      ]
    return sizes.map { family, column, size, layout in
      ExportPreset(
        name: "watch-complication-\(family)-\(watch.millimetres)mm", width: size.0,
        height: size.1,
        detail: "Apple Watch \(watch.millimetres) mm \(family) complication",
        source: .complication(family: family.sentenceCased, row: watch.row, column: column),
        layout: layout)
    }
  }
}
