import ActivityRings

/// Which renderer and format an output gets, from `--renderer`, `--format` and the output path.
///
/// ```swift
/// let choice = try OutputChoice(registry: registry, renderer: nil, format: nil, output: "a.png")
/// choice.renderer.name  // "cairo"
/// choice.format.name    // "png"
/// ```
///
/// Rules: an explicit renderer wins; otherwise the format (from `--format`, or else the file's
/// extension) picks the first renderer that writes it. `-o -` needs `--format` or `--renderer`.
public struct OutputChoice: Sendable {
  /// The renderer.
  public let renderer: RegisteredRenderer
  /// The format it writes.
  public let format: OutputFormat

  /// Decides renderer and format.
  ///
  /// ```swift
  /// try OutputChoice(registry: registry, renderer: "svg", format: nil, output: "-")
  /// ```
  ///
  /// - Throws: a usage ``CLIError`` for an unknown renderer or format, a renderer that cannot
  ///   write the requested format, or standard output without a format.
  public init(
    registry: RendererRegistry, renderer name: String?, format formatName: String?, output: String
  )
    throws(CLIError)
  {
    let fileExtension = output == "-" ? nil : Self.fileExtension(of: output)
    do {
      if let name {
        let renderer = try registry.renderer(named: name)
        self.renderer = renderer
        if let formatName {
          format = try renderer.format(named: formatName)
        } else if let fileExtension, let match = try? renderer.format(named: fileExtension) {
          format = match
        } else if let fileExtension,
          let other = try? registry.renderer(forExtension: fileExtension),
          other.name != renderer.name
        {
          throw CLIError.usage(
            "renderer '\(renderer.name)' cannot write .\(fileExtension) files (it writes: \(renderer.formats.map(\.name).joined(separator: ", ")))"
          )
        } else {
          format = renderer.defaultFormat
        }
        return
      }
      let wanted = formatName ?? fileExtension
      guard let wanted else {
        throw CLIError.usage(
          "writing to standard output needs --format (png, pdf, svg, txt, ansi) or --renderer")
      }
      guard
        let renderer = registry.renderers.first(where: { (try? $0.format(named: wanted)) != nil })
      else {
        let known = registry.renderers.flatMap { $0.formats.map(\.name) }
        if formatName == nil {
          throw CLIError.usage(
            "cannot tell the format of '\(output)' from its extension: use .png, .pdf, .svg, .txt or .ans, or give --format (\(known.joined(separator: ", ")))"
          )
        }
        throw CLIError.usage("unknown format '\(wanted)' (known: \(known.joined(separator: ", ")))")
      }
      self.renderer = renderer
      format = try renderer.format(named: wanted)
    } catch let error as CLIError {
      throw error
    } catch let error as RendererRegistryError {
      throw .usage(error.description)
    } catch {
      throw .usage("\(error)")
    }
  }

  /// The lower-cased extension of a path, or nil when it has none.
  static func fileExtension(of path: String) -> String? {
    let name = path.split(separator: "/").last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    let ext = name[name.index(after: dot)...]
    return ext.isEmpty ? nil : ext.lowercased()
  }
}
