import ActivityRings
import ActivityRingsFiles
import Synchronization

/// The files a run reads, so that `-o` never replaces one of them: `rings import w.csv -o w.csv`
/// would shrink its own export, and `-o /dev/stdin` would replace the file standard input was
/// redirected from. The readers record each file they open (``InputArgument``, ``ExportSource``);
/// ``OutputTarget/Destination`` checks every `-o` file against them, and against standard input, before
/// writing: one check, in one place, for every subcommand.
///
/// Files are compared by device and inode, so a symbolic or hard link to an input, and
/// `/dev/stdin` or `/dev/fd/0`, are caught as well. Only a regular file counts: a device, a
/// FIFO or a terminal is written in place and replaces nothing.
enum OpenedInputs {
  /// A file read, and how a message names it.
  private struct Input: Sendable {
    let identity: FileIdentity
    let name: String
  }

  /// Every input recorded in this run.
  private static let inputs = Mutex<[Input]>([])

  /// Records an input file (nothing when `identity` is nil, the file gone or unreadable).
  ///
  /// - Parameters:
  ///   - identity: the opened file's device and inode, or nil.
  ///   - name: how the message names it: `the export 'w.csv'`.
  static func record(_ identity: FileIdentity?, as name: String) {
    guard let identity, identity.isRegularFile else { return }
    inputs.withLock { $0.append(Input(identity: identity, name: name)) }
  }

  /// Checks that `path` names neither standard input's file nor a recorded input.
  ///
  /// - Throws: a usage ``CLIError`` naming the input.
  static func check(output path: String) throws(CLIError) {
    guard let output = FileIdentity(path: path), output.isRegularFile else { return }
    let input: String?
    if FileIdentity(descriptor: StandardDescriptor.input) == output {
      input = "standard input"
    } else {
      input = inputs.withLock { inputs in inputs.first { $0.identity == output }?.name }
    }
    guard let input else { return }
    throw .usage(
      "-o \(QuotedText.quoted(path)) is the same file as \(input): writing it would replace "
        + "the input; write to another file")
  }
}
