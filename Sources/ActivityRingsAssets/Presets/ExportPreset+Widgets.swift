import ActivityRings

extension ExportPreset {
  /// The widgets' standard margin, in points (HIG › Widgets › Specifications: 16 pt, 11 pt for
  /// tighter layouts).
  public static let widgetMargin = 16.0
  /// The margin of widgets and complications that draw without a background of their own
  /// (rectangular Lock Screen widgets and complications), in points.
  public static let accessoryMargin = 4.0

  /// One row of the HIG's Widgets › iOS dimensions table: a screen size and its widget sizes.
  struct PhoneWidgetRow {
    let screen: String
    let suffix: String
    let small: Double
    let medium: (Double, Double)
    let large: (Double, Double)
    let circular: Double
    let rectangular: (Double, Double)
    let inline: (Double, Double)
  }

  /// The iPhone screen sizes the widget presets cover: the Dynamic Island iPhones' two rows
  /// (as for Live Activities, the larger named `-max`) and the two other common sizes.
  static let phoneWidgetRows = [
    PhoneWidgetRow(
      screen: "393x852", suffix: "", small: 158, medium: (338, 158), large: (338, 354),
      circular: 72, rectangular: (160, 72), inline: (234, 26)),
    PhoneWidgetRow(
      screen: "430x932", suffix: "-max", small: 170, medium: (364, 170), large: (364, 382),
      circular: 76, rectangular: (172, 76), inline: (257, 26)),
    PhoneWidgetRow(
      screen: "414x896", suffix: "-414x896", small: 169, medium: (360, 169), large: (360, 379),
      circular: 76, rectangular: (160, 72), inline: (248, 26)),
    PhoneWidgetRow(
      screen: "375x812", suffix: "-375x812", small: 155, medium: (329, 155), large: (329, 345),
      circular: 72, rectangular: (157, 72), inline: (225, 26)),
  ]

  /// Home Screen widgets on iPhone: small and large stacked (the rings above the values), medium
  /// wide, with the widgets' standard margin.
  static let homeScreen: [ExportPreset] = phoneWidgetRows.flatMap { row in
    let sizes: [(family: String, size: (Double, Double), layout: PresetLayout)] = [
      ("small", (row.small, row.small), .stacked(margin: widgetMargin)),
      ("medium", row.medium, .wide(margin: widgetMargin, cornerRadius: nil)),
      ("large", row.large, .stacked(margin: widgetMargin)),
    ]
    return sizes.map { family, size, layout in
      ExportPreset(
        name: "widget-\(family)\(row.suffix)", width: size.0, height: size.1,
        detail: "Home Screen widget, \(family), \(row.screen)-pt iPhone screens",
        source: .iOSWidget(row: row.screen, column: family.sentenceCased), layout: layout)
    }
  }

  /// Lock Screen widgets on iPhone: circular (the rings alone), rectangular (wide, with the
  /// accessory margin) and inline (the rings and one line of values).
  static let lockScreenWidgets: [ExportPreset] = phoneWidgetRows.flatMap { row in
    let sizes: [(family: String, size: (Double, Double), layout: PresetLayout)] = [
      ("circular", (row.circular, row.circular), .centred),
      ("rectangular", row.rectangular, .wide(margin: accessoryMargin, cornerRadius: nil)),
      ("inline", row.inline, .inline),
    ]
    return sizes.map { family, size, layout in
      ExportPreset(
        name: "lock-screen-\(family)\(row.suffix)", width: size.0, height: size.1,
        detail: "Lock Screen widget, \(family), \(row.screen)-pt iPhone screens",
        source: .iOSWidget(row: row.screen, column: family.sentenceCased), layout: layout)
    }
  }

  /// Home Screen widgets on iPad, at the table's target canvas sizes: small and large stacked,
  /// medium and extra large wide, with the widgets' standard margin.
  static let iPadWidgets: [ExportPreset] = [
    ("1024x1366", 170.0, 378.5, 795.0), ("834x1194", 155, 342, 715.5),
    ("768x1024", 141, 305.5, 634.5),
  ].flatMap { (screen: String, small: Double, large: Double, extraLarge: Double) in
    let sizes: [(family: String, size: (Double, Double), layout: PresetLayout)] = [
      ("small", (small, small), .stacked(margin: widgetMargin)),
      ("medium", (large, small), .wide(margin: widgetMargin, cornerRadius: nil)),
      ("large", (large, large), .stacked(margin: widgetMargin)),
      ("extra large", (extraLarge, large), .wide(margin: widgetMargin, cornerRadius: nil)),
    ]
    return sizes.map { family, size, layout in
      ExportPreset(
        name: "ipad-widget-\(family.replacingSpaces)-\(screen)", width: size.0, height: size.1,
        detail: "Home Screen widget, \(family), \(screen)-pt iPad screens",
        source: .iPadOSWidget(
          row: screen, column: family.sentenceCased),
        layout: layout)
    }
  }
}

extension String {
  /// The words joined by `-`: "extra large" → "extra-large".
  var replacingSpaces: String {
    split(separator: " ").joined(separator: "-")
  }

  /// The first letter in upper case, as the HIG's column headers write a family: "extra large"
  /// → "Extra large".
  var sentenceCased: String {
    prefix(1).uppercased() + dropFirst()
  }
}
