import ActivityRings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
  /// - Parameter standardInput: reads all of standard input (replaceable in tests); nil reads
  ///   the process's, up to a size limit.
  /// - Throws: a usage ``CLIError`` when the file cannot be read or is not a draw list; a
  ///   runtime one when standard input cannot be read.
  package func load(
    standardInput: (() throws -> Data)? = nil
  ) throws(CLIError) -> DrawList {
    let data: Data
    let origin: String
    if argument == "-" {
      origin = "standard input"
      do {
        data =
          try standardInput?()
          ?? InputFile.read("-", what: "draw list", limit: InputFile.drawListLimit)
      } catch let error as CLIError {
        throw error
      } catch {
        throw .runtime("cannot read the draw list from standard input")
      }
    } else {
      guard !argument.isEmpty else {
        throw .usage("--draw-list needs a file, or - for standard input")
      }
      origin = QuotedText.quoted(argument)
      data = try InputFile.read(argument, what: "draw list", limit: InputFile.drawListLimit)
    }
    guard data.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      throw .usage("the draw list JSON in \(origin) is empty")
    }
    do {
      return try JSONDecoder().decode(DrawList.self, from: data)
    } catch let error as DecodingError {
      throw .usage(
        "the draw list JSON in \(origin) is invalid: \(DecodingProblem.describe(error, in: data))")
    } catch {
      throw .usage("the draw list JSON in \(origin) is invalid")
    }
  }
}
