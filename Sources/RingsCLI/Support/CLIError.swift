import ActivityRings
import ActivityRingsFiles
import ActivityRingsRequests

/// An error the `rings` tool reports as one line on standard error, with an exit code from
/// `sysexits.h`: 64 for bad input on the command line, 1 for failures while running.
///
/// The libraries' errors name the field at fault; the initializers below are the one place
/// where a field becomes its option (`size` → `--size`).
struct CLIError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of failure, which decides the exit code.
  enum Kind: Sendable, Hashable {
    /// The command line or its input is wrong (exit 64, `EX_USAGE`).
    case usage
    /// Something failed while doing the work: a file could not be written… (exit 1).
    case runtime
  }

  /// The one-line message, without a prefix.
  var message: String
  /// Usage or runtime.
  var kind: Kind

  /// Creates an error.
  init(message: String, kind: Kind) {
    // One line, always, with nothing lost: line breaks (and every other control character)
    // are written as escapes.
    self.message = QuotedText.line(message)
    self.kind = kind
  }

  /// A usage error (exit 64).
  static func usage(_ message: String) -> CLIError {
    CLIError(message: message, kind: .usage)
  }

  /// A runtime error (exit 1).
  static func runtime(_ message: String) -> CLIError {
    CLIError(message: message, kind: .runtime)
  }

  /// A file that could not be written (exit 1).
  init(_ error: SafeOutputError) {
    self.init(message: error.message, kind: .runtime)
  }

  /// A request's field at fault (exit 64), named as its option: `size` is `--size`, `output`
  /// is `-o`. The one place where the request layer's fields become options.
  init(_ error: RequestError) {
    self.init(message: error.message(naming: Self.option), kind: .usage)
  }

  /// The option that spells `field`.
  static func option(_ field: RequestField) -> String {
    switch field {
    case .output: "-o"
    case .width: "--width"
    case .height: "--height"
    default: "--" + field.rawValue
    }
  }

  /// A picture option at fault (exit 64): `--size`, `--scale`, `--label`, `--fps`,
  /// `--duration`.
  init(_ error: SceneRequestError) {
    self.init(RequestError(error))
  }

  /// A format, output or renderer at fault (exit 64): `--format`, `-o`, `--renderer`;
  /// `--format` only where the command takes it.
  init(_ error: OutputChoiceError, takesFormat: Bool = true) {
    self.init(
      message: error.message { field in
        switch field {
        case .format: takesFormat ? "--format" : nil
        case .output: "-o"
        case .renderer: "--renderer"
        }
      }, kind: .usage)
  }

  /// The process exit code: 64 or 1.
  var exitCode: Int32 { kind == .usage ? 64 : 1 }

  /// The message.
  var description: String { message }
}
