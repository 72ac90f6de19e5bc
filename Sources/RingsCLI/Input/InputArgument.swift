import ActivityRings
import ActivityRingsFiles

/// A small input named on the command line — a summary, a draw list, a manifest — read whole
/// by the file library (`InputFile`), from a path or from standard input (`-`), and recorded
/// so that `-o` cannot replace it (``OpenedInputs``). Every failure is one line naming what
/// the input is and where it came from.
enum InputArgument {
  /// The largest summary read: real ones are a few hundred bytes.
  static let summaryLimit = 1 << 20
  /// The largest draw list read: a labelled history calendar is a few megabytes.
  static let drawListLimit = 256 << 20
  /// The largest asset manifest read: an entry is a few hundred bytes.
  static let manifestLimit = 1 << 20

  /// Reads all of `argument`: a path, or `-` for standard input.
  ///
  /// - Parameters:
  ///   - argument: the path as typed, or `-`.
  ///   - what: what the input is, for messages ("summary", "draw list").
  ///   - limit: the most bytes read; more is an error.
  /// - Throws: a usage ``CLIError`` for a missing, unreadable or too large file or a folder,
  ///   standard input included: what was named cannot be the input.
  static func read(_ argument: String, what: String, limit: Int) throws(CLIError) -> [UInt8] {
    let input: InputFile
    do throws(InputFileError) {
      if argument == "-" {
        input = try InputFile.standardInput(limit: limit)
      } else {
        input = try InputFile(path: argument, limit: limit)
      }
    } catch {
      let reason =
        switch error {
        case .tooLong: "\(error), too long for a \(what)"
        default: error.description
        }
      throw .usage(
        argument == "-"
          ? "cannot read the \(what) from standard input: \(reason)"
          : "cannot read \(what) file \(QuotedText.quoted(argument)): \(reason)")
    }
    if argument != "-" {
      OpenedInputs.record(input.identity, as: "the \(what) file \(QuotedText.quoted(argument))")
    }
    return input.bytes
  }
}
