import ActivityRings
import ActivityRingsFiles
import ActivityRingsRequests
import ActivityRingsTerminal

/// The one output rule every `rings` subcommand that writes follows, decided before anything is
/// read or drawn:
///
/// 1. The format comes from `--format`; else from the extension of `-o PATH`; else it is the
///    command's own (the rings in the terminal for `render`, `animate` and `history`, JSON
///    Lines for `import`, text for `validate`, `describe` and `stats`) — see
///    `OutputChoice/format(named:path:among:fallback:)`.
/// 2. `-o -`, or no `-o`, writes to standard output, exactly the bytes of that format.
/// 3. A binary format (PNG, PDF, GIF) with no `-o` while standard output is a terminal is
///    refused with a hint, never mangled; `-o -` asks for it explicitly and gets it.
/// 4. `--format` and a known extension of `-o` that disagree are an error, and so are a path
///    whose format cannot be told, an empty path, and a folder.
struct OutputTarget: Sendable, Hashable {
  /// Where a command's bytes go.
  enum Destination: Sendable, Hashable {
    /// Standard output: no `-o`, or `-o -`.
    case standardOutput
    /// A path given with `-o`, written safely (`AtomicFileWriter`).
    case file(String)

    /// Writes `bytes` there, exactly.
    ///
    /// - Throws: a runtime ``CLIError`` naming the destination and the reason; a usage one when
    ///   the file is one of the run's inputs (see ``OpenedInputs``).
    func write(_ bytes: [UInt8]) throws(CLIError) {
      do {
        switch self {
        case .standardOutput: try StandardOutput.write(bytes)
        case .file(let path):
          try OpenedInputs.check(output: path)
          try AtomicFileWriter.write(bytes, to: path)
        }
      } catch let error as CLIError {
        throw error
      } catch let error as SafeOutputError {
        throw CLIError(error)
      } catch {
        throw .runtime("\(error)")
      }
    }
  }

  /// The format to write, or nil for the command's terminal output.
  let format: OutputFormat?
  /// Where the bytes go.
  let destination: Destination

  /// Applies the rule.
  ///
  /// - Parameters:
  ///   - formatName: `--format` as typed, or nil.
  ///   - output: `-o` as typed, or nil.
  ///   - formats: the formats the command writes.
  ///   - fallback: the format when neither `--format` nor the path names one, for a file and
  ///     standard output alike (`--renderer`'s default format), or nil.
  ///   - standardOutput: what standard output gets when nothing names a format: the command's
  ///     own format, or nil for its terminal output.
  ///   - takesFormat: whether the command has a `--format` option, which messages suggest
  ///     only then.
  /// - Throws: a usage ``CLIError`` for an unknown format, a mismatch, a path whose format
  ///   cannot be told, an empty path, a folder, or a binary format for a terminal.
  init(
    format formatName: String?, output: String?, formats: [OutputFormat],
    fallback: OutputFormat? = nil, standardOutput: OutputFormat? = nil, takesFormat: Bool = true
  ) throws(CLIError) {
    if output?.isEmpty == true { throw .usage("-o needs a path, or - for standard output") }
    let path = output == "-" ? nil : output
    destination = path.map(Destination.file) ?? .standardOutput
    if let path {
      try Self.checkNotFolder(path, example: "rings." + (formats.first?.fileExtension ?? "out"))
    }
    do {
      format =
        try OutputChoice.format(named: formatName, path: path, among: formats, fallback: fallback)
        ?? standardOutput
    } catch {
      throw CLIError(error, takesFormat: takesFormat)
    }
    if let format, !format.isText, output == nil, TerminalInfo.current().isTerminal {
      throw .usage(
        "\(format.name) is binary and standard output is a terminal: write it with "
          + "-o rings.\(format.fileExtension), or redirect standard output "
          + "(> rings.\(format.fileExtension))")
    }
  }

  /// A path that ends in `/` or names an existing folder cannot be a file.
  private static func checkNotFolder(_ path: String, example: String) throws(CLIError) {
    guard path.hasSuffix("/") || FileStatus.isFolder(atPath: path) == true else { return }
    let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
    throw .usage(
      "-o \(QuotedText.quoted(path)) is a folder: name a file in it, such as "
        + QuotedText.quoted(folder + "/" + example))
  }
}
