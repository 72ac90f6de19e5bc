import ActivityRings
import ArgumentParser

/// A command that writes one document in a format of its own list (`import`, `stats`,
/// `describe`, `validate`).
protocol WritesDocument {
  /// The formats `--format` and `-o`'s extension name; the first is written when neither
  /// names one.
  static var formats: OutputHelp.Formats { get }
}

/// `--format FORMAT` and `-o PATH` for a command that writes a document, with the one output
/// rule of ``OutputTarget``.
struct DocumentOutputOptions<Command: WritesDocument>: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "\(Command.formats.names). Without it, -o's extension; without both, "
        + (Command.formats.formats.first?.name ?? "none") + ".", valueName: "FORMAT"),
    completion: .list(Command.formats.formats.map(\.name)))
  var format: String?

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "The file to write (\(Command.formats.extensions)), or - for standard output (the default).",
      valueName: "PATH"),
    completion: .file())
  var output: String?

  /// The format and destination, by ``OutputTarget``'s rule.
  ///
  /// - Throws: a usage ``CLIError`` as ``OutputTarget/init(format:output:formats:fallback:standardOutput:takesFormat:)``.
  func target() throws(CLIError) -> OutputTarget {
    try OutputTarget(
      format: format, output: output, formats: Command.formats.formats,
      standardOutput: Command.formats.formats.first)
  }
}
