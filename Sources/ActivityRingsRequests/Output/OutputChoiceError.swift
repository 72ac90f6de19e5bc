import ActivityRings

/// Why an ``OutputChoice`` cannot be made, worded by the caller's names for the fields.
///
/// ```swift
/// do { _ = try OutputChoice.format(named: "pnj", path: nil, among: [.png, .svg]) } catch {
///   error.message(naming: { "--" + $0.rawValue })
///   // "unknown format 'pnj' (known: png, svg): did you mean 'png'?"
/// }
/// ```
public enum OutputChoiceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No format has this name, extension or alias.
  case unknownFormat(UnknownNameError)
  /// The format named and the one the path's extension implies differ.
  case mismatch(format: OutputFormat, path: String, implied: OutputFormat)
  /// The path's extension names none of `formats`, and nothing else names a format.
  case cannotTell(path: String, formats: [OutputFormat])
  #if !hasFeature(Embedded)
    /// The renderer is unknown, does not write the format, or no renderer does.
    case renderer(RendererRegistryError)
  #endif

  /// The field at fault.
  public var field: OutputChoice.Field {
    switch self {
    case .unknownFormat: .format
    case .mismatch, .cannotTell: .output
    #if !hasFeature(Embedded)
      case .renderer: .renderer
    #endif
    }
  }

  /// One line, each field called by `name` (`--format`, `-o`); a field the caller does not
  /// have (nil) is not offered as a way out.
  public func message(naming name: (OutputChoice.Field) -> String?) -> String {
    let output = name(.output) ?? "the output"
    switch self {
    case .unknownFormat(let error):
      return "unknown format \(QuotedText.quoted(error.name)) (known: "
        + error.known.joined(separator: ", ") + ")\(error.didYouMean)"
    case .mismatch(let format, let path, let implied):
      let ext = OutputChoice.fileExtension(of: path) ?? ""
      return "\(name(.format) ?? "the format") \(format.name) does not match \(output) "
        + "\(QuotedText.quoted(path)), whose .\(ext) means \(implied.name): drop one or make "
        + "them agree"
    case .cannotTell(let path, let formats):
      var extensions: [String] = []
      for format in formats where !extensions.contains("." + format.fileExtension) {
        extensions.append("." + format.fileExtension)
      }
      let orFormat = name(.format).map { ", or give \($0) (\(Self.names(formats)))" } ?? ""
      let last = path.split(separator: "/").last.map(String.init) ?? path
      if last.hasPrefix("."), !last.dropFirst().contains(".") {
        return "\(output) \(QuotedText.quoted(path)) has no extension (a name starting with '.' "
          + "is hidden): name the file like rings\(last)\(orFormat)"
      }
      return "cannot tell the format of \(output) \(QuotedText.quoted(path)) from its name: end "
        + "it in \(extensions.joined(separator: ", "))\(orFormat)"
    #if !hasFeature(Embedded)
      case .renderer(let error):
        return error.description
    #endif
    }
  }

  /// One line, each field called by its plain name.
  public var description: String { message(naming: { $0.rawValue }) }

  private static func names(_ formats: [OutputFormat]) -> String {
    formats.map { $0.name }.joined(separator: ", ")
  }
}
