import ActivityRings

/// A field of a request, by its one name: what `rings` spells `--size` and a URL spells
/// `size=`. Every front door reads its own syntax (argv, a query string, a manifest) into
/// ``RequestFields`` by these names, and the layer does the rest: parses the values, checks
/// them, and names the field at fault in ``RequestError``.
///
/// ```swift
/// RequestField(rawValue: "label-position")  // .labelPosition
/// RequestField.moveTime.rawValue             // "move-time"
/// ```
///
/// A name means one thing within a request: `from` and `to` are two summaries in an animation
/// and two days in a calendar's range.
public enum RequestField: String, Sendable, Hashable, CaseIterable {
  // MARK: The day's values

  /// Move in kilocalories, `VALUE/GOAL`.
  case move
  /// Move in minutes (move-time mode), `VALUE/GOAL`.
  case moveTime = "move-time"
  /// Exercise in minutes, `VALUE/GOAL`.
  case exercise
  /// Stand in hours, `VALUE/GOAL`.
  case stand
  /// An inline summary spec, `move=350/500,exercise=20/30,stand=8/12`.
  case summary
  /// The summary's day, `YYYY-MM-DD`.
  case date
  /// The Move ring's energy unit: `kcal`, `Cal` or `kJ`.
  case unit
  /// Whether the rings are paused: `true` or `false`.
  case paused

  // MARK: The picture

  /// The side of the rings' square, in points, or for terminal text the most cells as
  /// `COLUMNSxROWS` (`40x20`); in an export, squares of these sides, comma-separated.
  case size
  /// Pixels per point: 1, 2 or 3; in an export, some of them, comma-separated.
  case scale
  /// The picture's width in pixels (`-w` or `--width` in the tool, `w=` in a URL).
  case width = "w"
  /// The picture's height in pixels (`--height` in the tool, `h=` in a URL).
  case height = "h"
  /// Which rings: `auto`, `three` or `move-only`.
  case style
  /// `black`, `circle` or `none`.
  case background
  /// `gradient` or `flat`.
  case look
  /// Whether glyphs are drawn: `true` or `false`.
  case glyphs
  /// Whose rings these are.
  case label
  /// `beside` or `below`.
  case labelPosition = "label-position"
  /// Whether the Stand ring reads "Roll": `true` or `false`.
  case wheelchair
  /// How the system shows the rings: `full-color`, `accented`, `clear`, `vibrant`, `night` or
  /// `always-on` (`RenderingMode`).
  case mode
  /// The colour of the `accented` mode, `#rrggbb` (the `#` may be left out, as in a URL).
  case tint
  /// `true` is `mode` `always-on`: dimmed as on the Always-On display (an animation draws only
  /// its final frame).
  case alwaysOn = "always-on"

  // MARK: The animation

  /// Where an animation starts (a summary), or a calendar's first day.
  case from
  /// Where an animation ends (a summary), or a calendar's last day.
  case to
  /// An animation's length in seconds.
  case duration
  /// The timing curve: `linear`, `ease-in`, `ease-out`, `ease-in-out` or `spring`.
  case curve
  /// Frames per second.
  case fps
  /// Whether an animation repeats forever: `true` or `false`.
  case loop
  /// Whether only the final frame is drawn: `true` or `false`.
  case reduceMotion = "reduce-motion"

  // MARK: The calendar and the report

  /// A whole month, `YYYY-MM`.
  case month
  /// The week holding this day, from the day `week-start` names.
  case week
  /// The day weeks start on: `monday` … `sunday`; by default the locale's (the tool) or Monday.
  case weekStart = "week-start"
  /// The side of each day's rings in a calendar, in points.
  case cellSize = "cell-size"
  /// The day drawn highlighted.
  case highlight
  /// A whole year, `YYYY`.
  case year
  /// The first day read, `YYYY-MM-DD`.
  case since
  /// The last day read, `YYYY-MM-DD`.
  case until

  // MARK: An export

  /// Export presets by name, comma-separated (`square-64,live-activity-minimal`).
  case preset
  /// Whether an export is an Xcode asset catalog, `true` or `false`.
  case assetCatalog = "asset-catalog"
  /// The asset catalog's name, without `.xcassets`.
  case catalogName = "catalog-name"

  // MARK: The output

  /// The output format's name (`png`, `svg`…); in an export, several, comma-separated.
  case format
  /// Where the output goes: a path, whose extension may name the format.
  case output
  /// The renderer's registered name.
  case renderer
}
