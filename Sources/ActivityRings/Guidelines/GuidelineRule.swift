/// The rules from Apple's Human Interface Guidelines for Activity rings that a picture can be
/// checked against, each with a stable id, a title and the guideline behind it.
///
/// ```swift
/// for rule in GuidelineRule.allCases {
///   print(rule.id, "-", rule.title)
/// }
/// // black-background - Black background
/// // ring-colors - Ring colours unchanged
/// // …
/// ```
///
/// The ids are stable: scripts and the JSON output of `rings validate` may rely on them.
/// ``GuidelineChecker`` checks a picture against the ``pictureRules``; an export preset's layout
/// (`PresetPicture.checks()` in ActivityRingsAssets) is checked against the ``presetRules``.
public enum GuidelineRule: String, Sendable, Hashable, CaseIterable, Identifiable,
  CustomStringConvertible
{
  /// The rings sit on black: a black canvas, or a black circle behind them.
  case blackBackground = "black-background"
  /// Each ring is drawn in its fixed colours: the gradient from its measured start colour to
  /// its tip colour (the default look) or exactly its HIG swatch (the flat look), opaque.
  case ringColors = "ring-colors"
  /// The outer margin is at least the distance between the rings.
  case outerMargin = "outer-margin"
  /// The rings stay inside the ring area and the canvas and do not overlap each other.
  case ringsInside = "rings-inside"
  /// No shape or label text crosses a ring it does not belong to.
  case nothingCrossesRings = "nothing-crosses-rings"
  /// A label asked for is there: one line per ring, and the name when one is given.
  case labelPresent = "label-present"
  /// No text is smaller than 11 pt, Apple's smallest legible size.
  case textSize = "text-size"
  /// A preset's rings and values keep the layout's margin from every edge.
  case presetMargin = "preset-margin"
  /// A wide or inline preset writes each ring's value right of the rings, a stacked one below
  /// them, in the ring's colour.
  case valuesBesideRings = "values-beside-rings"
  /// A compact presentation's element sits against the camera's side.
  case compactSnug = "compact-snug"
  /// Nothing is drawn inside the Dynamic Island's camera area.
  case cameraClear = "camera-clear"
  /// A compact element's content stays inside the island's rounded end.
  case islandShape = "island-shape"
  /// The compact trailing element is about as wide as the leading element's rings.
  case compactBalance = "compact-balance"

  /// The rules a picture of rings is checked against, in report order: every rule but the
  /// presets' own.
  public static let pictureRules: [GuidelineRule] = [
    .blackBackground, .ringColors, .outerMargin, .ringsInside, .nothingCrossesRings,
    .labelPresent, .textSize,
  ]

  /// The rules an export preset's layout can be checked against, in report order; each layout
  /// applies those that concern it.
  public static let presetRules: [GuidelineRule] = [
    .presetMargin, .cameraClear, .compactSnug, .islandShape, .compactBalance, .textSize,
    .valuesBesideRings,
  ]

  /// The stable id, e.g. `outer-margin`.
  public var id: String { rawValue }

  /// A short title.
  public var title: String {
    switch self {
    case .blackBackground: "Black background"
    case .ringColors: "Ring colours unchanged"
    case .outerMargin: "Outer margin at least the gap between rings"
    case .ringsInside: "Rings inside the canvas and apart"
    case .nothingCrossesRings: "Nothing crosses the rings"
    case .labelPresent: "Label present when asked for"
    case .textSize: "Text at least 11 pt"
    case .presetMargin: "Content inside the preset's margin"
    case .valuesBesideRings: "Values beside the rings"
    case .compactSnug: "Compact elements snug to the camera"
    case .cameraClear: "Nothing inside the camera area"
    case .islandShape: "Compact content inside the island's shape"
    case .compactBalance: "Compact sides of similar size"
    }
  }

  /// The guideline behind the rule, in the HIG's own terms.
  public var rationale: String {
    switch self {
    case .blackBackground:
      "Activity rings are always displayed on a black background; to fit other layouts, enclose "
        + "them in a black circle (a corner radius, not a mask) so the black stays visible around "
        + "the outermost ring."
    case .ringColors:
      "The ring colours are fixed: Move rgb(250,17,79), Exercise rgb(166,255,0), Stand "
        + "rgb(0,255,246) for labels, values and the flat look; Apple's rings shade from a "
        + "deeper start to a lighter tip around them. Never change them, and apply no filter or "
        + "opacity to the rings."
    case .outerMargin:
      "Keep an outer margin around the rings that is no smaller than the distance between them; "
        + "the rings never touch the edge."
    case .ringsInside:
      "The rings stay whole: inside their space, never clipped by the edge, and never "
        + "overlapping each other."
    case .nothingCrossesRings:
      "Don't draw other content over the rings: text and other elements stay clear of them."
    case .labelPresent:
      "Make clear whose rings they are: show a label or the person's name, and write each "
        + "ring's value beside it in that ring's colour."
    case .textSize:
      "Keep text legible: nothing smaller than 11 points, the smallest size Apple's typography "
        + "guidelines use."
    case .presetMargin:
      "Use consistent margins: keep a Live Activity's content at least the standard margin "
        + "(14 points on the Lock Screen and in the expanded presentation) from its edges."
    case .valuesBesideRings:
      "Show each ring's value beside the rings (below them on the small and large Home Screen "
        + "widgets) in that ring's colour, as the Fitness widgets and Live Activities do."
    case .compactSnug:
      "Keep compact content snug against the TrueDepth camera, so that the leading and "
        + "trailing elements read as a single piece of information."
    case .cameraClear:
      "Keep content clear of the TrueDepth camera: in the expanded presentation the camera "
        + "takes a 125.33 x 36.67 pt area at the top centre, where nothing can be seen."
    case .islandShape:
      "Keep compact content inside the Dynamic Island's capsule shape: nothing in its rounded "
        + "ends, where it would be cut off."
    case .compactBalance:
      "Give the compact leading and trailing views similar sizes, so that the island stays "
        + "balanced around the camera."
    }
  }

  /// The id.
  public var description: String { rawValue }
}

#if !hasFeature(Embedded)
  extension GuidelineRule: Codable {}
#endif
