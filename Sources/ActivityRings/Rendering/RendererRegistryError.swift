/// Why a renderer could not be registered or found.
///
/// ```swift
/// do { _ = try RendererRegistry().renderer(named: "webgl") } catch { print(error) }
/// // unknown renderer 'webgl' (known: none registered)
/// ```
public enum RendererRegistryError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No renderer has this name; `known` lists the names there are.
  case unknownName(String, known: [String])
  /// A renderer with this name is already registered.
  case duplicateName(String)
  /// The name is empty or has characters other than `a-z`, `0-9` and `-`.
  case invalidName(String)
  /// The renderer does not write this format.
  case unsupportedFormat(renderer: String, format: String, supported: [String])
  /// No registered renderer writes files with this extension.
  case noRendererForExtension(String, known: [String])
  /// No registered renderer writes this format (as an animation, when `animated`); `known`
  /// lists the formats there are of that kind.
  case noRendererForFormat(String, animated: Bool, known: [String])
  /// The renderer's animations in this format play at most `maximum` frames per second, and
  /// the frame plan has more.
  case frameRateTooHigh(renderer: String, format: String, framesPerSecond: Int, maximum: Int)

  /// One line naming the problem and, where useful, the choices.
  public var description: String {
    func list(_ names: [String]) -> String {
      names.isEmpty ? "none registered" : names.joined(separator: ", ")
    }
    switch self {
    case .unknownName(let name, let known):
      return "unknown renderer '\(name)' (known: \(list(known)))"
        + UnknownNameError(name: name, known: known).didYouMean
    case .duplicateName(let name): return "a renderer named '\(name)' is already registered"
    case .invalidName(let name):
      return "renderer name '\(name)' must be lower-case letters, digits and '-'"
    case .unsupportedFormat(let renderer, let format, let supported):
      return "renderer '\(renderer)' cannot write \(format) (it writes: \(list(supported)))"
    case .noRendererForExtension(let fileExtension, let known):
      return "no renderer writes .\(fileExtension) files (known extensions: \(list(known)))"
    case .noRendererForFormat(let format, let animated, let known):
      return animated
        ? "no renderer animates \(format) (animated formats: \(list(known)))"
        : "no renderer writes \(format) (formats: \(list(known)))"
    case .frameRateTooHigh(let renderer, let format, let rate, let maximum):
      return "renderer '\(renderer)' animates \(format) at most \(maximum) frames per second, "
        + "not \(rate)"
    }
  }
}
