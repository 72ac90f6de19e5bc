/// Why SVG path data could not be read into a ``DrawPath``.
///
/// ```swift
/// do { _ = try DrawPath(svgPathData: "M 0") } catch { print(error) }
/// // path data ends in the middle of a command
/// ```
public enum PathDataError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A command other than `M`, `L`, `C` or `Z`.
  case unknownCommand(String)
  /// A token where a number was expected.
  case badNumber(String)
  /// The data stops in the middle of a command.
  case truncated

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .unknownCommand(let token): "path data has unknown command '\(token)'"
    case .badNumber(let token): "path data has '\(token)' where a number belongs"
    case .truncated: "path data ends in the middle of a command"
    }
  }
}
