import ActivityRings
import ActivityRingsJSON

/// Reads a draw list saved as JSON (the form `DrawList` encodes to, as in the stored
/// `Snapshots/CoreSnapshotTests/drawList-*.json`) from a file, or from standard input for `-`.
///
/// ```swift
/// let drawList = try DrawListSource(argument: "rings.json").load()
/// ```
package struct DrawListSource: Sendable, Hashable {
  /// The file path, or `-` for standard input.
  package var argument: String

  /// Creates a source from a command-line argument.
  package init(argument: String) {
    self.argument = argument
  }

  /// Reads and decodes the draw list.
  ///
  /// - Throws: a usage ``CLIError`` when the file cannot be read or is not a draw list; a
  ///   runtime one when standard input cannot be read.
  package func load() throws(CLIError) -> DrawList {
    guard !argument.isEmpty else {
      throw .usage("--draw-list needs a file, or - for standard input")
    }
    let bytes = try InputFile.read(argument, what: "draw list", limit: InputFile.drawListLimit)
    do {
      return try DrawList(json: bytes)
    } catch {
      throw .usage(
        error.message(naming: argument == "-" ? "standard input" : QuotedText.quoted(argument)))
    }
  }
}
