import ActivityRings

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one output rule every `rings` subcommand that writes follows, decided before anything is
/// read or drawn:
///
/// 1. The format comes from `--format`; else from the extension of `-o PATH`; else it is the
///    command's terminal output (the rings as text for `render`, `animate` and `history`, JSON
///    lines for `import`, the text report for `validate`).
/// 2. `-o -`, or no `-o`, writes to standard output, exactly the bytes of that format.
/// 3. A binary format (PNG, PDF) with no `-o` while standard output is a terminal is refused
///    with a hint, never mangled; `-o -` asks for it explicitly and gets it.
/// 4. `--format` and a known extension of `-o` that disagree are an error, and so are a path
///    whose format cannot be told, an empty path, and a folder.
///
/// ```swift
/// let target = try OutputTarget(
///   format: nil, output: "today.png", formats: [.png, .svg], standardOutputIsTerminal: true)
/// target.format       // png
/// target.destination  // .file("today.png")
/// ```
package struct OutputTarget: Sendable, Hashable {
  /// The format to write, or nil for the command's terminal output.
  package let format: OutputFormat?
  /// Where the bytes go.
  package let destination: OutputDestination

  /// Applies the rule.
  ///
  /// - Parameters:
  ///   - formatName: `--format` as typed (a format's name or file extension, any case), or nil.
  ///   - output: `-o` as typed, or nil.
  ///   - formats: the formats the command writes.
  ///   - fallback: the format used when neither `--format` nor the path names one, for a file
  ///     and standard output alike (`--renderer`'s default format), or nil.
  ///   - terminalFormat: what standard output gets when nothing names a format: a command's
  ///     default text format, or nil for its terminal output. A file whose format cannot be
  ///     told is an error all the same.
  ///   - standardOutputIsTerminal: whether standard output is a terminal.
  ///   - takesFormat: whether the command has a `--format` option, which messages suggest
  ///     only then.
  /// - Throws: a usage ``CLIError`` for an unknown format, a mismatch, a path whose format
  ///   cannot be told, an empty path, a folder, or a binary format for a terminal.
  package init(
    format formatName: String?, output: String?, formats: [OutputFormat],
    fallback: OutputFormat? = nil, terminalFormat: OutputFormat? = nil,
    standardOutputIsTerminal: Bool, takesFormat: Bool = true
  ) throws(CLIError) {
    if let output, output.isEmpty {
      throw .usage("-o needs a path, or - for standard output")
    }
    destination = OutputDestination(option: output)
    var chosen: OutputFormat?
    if let formatName {
      guard let named = Self.format(named: formatName, in: formats) else {
        throw .usage(
          "unknown format \(QuotedText.quoted(formatName)) (known: \(Self.list(formats)))")
      }
      chosen = named
    }
    if case .file(let path) = destination {
      try Self.checkNotFolder(path, example: "rings." + (formats.first?.fileExtension ?? "out"))
      let fileExtension = Self.fileExtension(of: path)
      let implied = fileExtension.flatMap { Self.format(named: $0, in: formats) }
      if let given = chosen, let implied, given != implied, let fileExtension {
        throw .usage(
          "--format \(given.name) does not match -o \(QuotedText.quoted(path)), whose .\(fileExtension) "
            + "means \(implied.name): drop one or make them agree")
      }
      chosen = chosen ?? implied ?? fallback
      guard chosen != nil else {
        throw .usage(Self.cannotTellFormat(of: path, formats: formats, takesFormat: takesFormat))
      }
    } else {
      chosen = chosen ?? fallback ?? terminalFormat
    }
    if let chosen, !chosen.isText, output == nil, standardOutputIsTerminal {
      throw .usage(
        "\(chosen.name) is binary and standard output is a terminal: write it with "
          + "-o rings.\(chosen.fileExtension), or redirect standard output "
          + "(> rings.\(chosen.fileExtension))")
    }
    format = chosen
  }

  /// The format `name` names: a format's name or file extension, in any case.
  static func format(named name: String, in formats: [OutputFormat]) -> OutputFormat? {
    let wanted = name.lowercased()
    return formats.first { $0.name == wanted } ?? formats.first { $0.fileExtension == wanted }
  }

  /// The lower-cased extension of a path's last component, or nil when it has none (a name
  /// that starts with its only dot, such as `.png`, has none).
  static func fileExtension(of path: String) -> String? {
    let name = path.split(separator: "/").last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    let ext = name[name.index(after: dot)...]
    return ext.isEmpty ? nil : ext.lowercased()
  }

  /// The formats' names, comma-separated.
  static func list(_ formats: [OutputFormat]) -> String {
    formats.map(\.name).joined(separator: ", ")
  }

  /// The message for a path whose format cannot be told.
  private static func cannotTellFormat(
    of path: String, formats: [OutputFormat], takesFormat: Bool
  ) -> String {
    let extensions = formats.map { "." + $0.fileExtension }.joined(separator: ", ")
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let orFormat = takesFormat ? ", or give --format (\(list(formats)))" : ""
    if name.hasPrefix("."), !name.dropFirst().contains(".") {
      return "-o \(QuotedText.quoted(path)) has no extension (a name starting with '.' is hidden): "
        + "name the file like rings\(name)\(orFormat)"
    }
    return "cannot tell the format of -o \(QuotedText.quoted(path)) from its name: end it in "
      + "\(extensions)\(orFormat)"
  }

  /// A path that ends in `/` or names an existing folder cannot be a file.
  private static func checkNotFolder(_ path: String, example: String) throws(CLIError) {
    var status = stat()
    let isFolder =
      path.hasSuffix("/")
      || (stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR)
    guard isFolder else { return }
    let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
    throw .usage(
      "-o \(QuotedText.quoted(path)) is a folder: name a file in it, such as "
        + QuotedText.quoted(folder + "/" + example))
  }
}
