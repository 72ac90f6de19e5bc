import ActivityRings
import ActivityRingsSafeOutput

/// An error the `rings` tool reports as one line on standard error, with an exit code from
/// `sysexits.h`: 64 for bad input on the command line, 1 for failures while running.
///
/// ```swift
/// throw CLIError.usage("--size must be greater than 0 (got -5)")
/// ```
package struct CLIError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of failure, which decides the exit code.
  package enum Kind: Sendable, Hashable {
    /// The command line or its input is wrong (exit 64, `EX_USAGE`).
    case usage
    /// Something failed while doing the work: a file could not be written… (exit 1).
    case runtime
  }

  /// The one-line message, without a prefix.
  package var message: String
  /// Usage or runtime.
  package var kind: Kind

  /// Creates an error.
  package init(message: String, kind: Kind) {
    // One line, always, with nothing lost: line breaks (and every other control character)
    // are written as escapes.
    self.message = QuotedText.line(message)
    self.kind = kind
  }

  /// A usage error (exit 64).
  package static func usage(_ message: String) -> CLIError {
    CLIError(message: message, kind: .usage)
  }

  /// A runtime error (exit 1).
  package static func runtime(_ message: String) -> CLIError {
    CLIError(message: message, kind: .runtime)
  }

  /// A file that could not be written (exit 1): the one place where the safe-output module's
  /// errors become the tool's.
  package init(_ error: SafeOutputError) {
    self.init(message: error.message, kind: .runtime)
  }

  /// The process exit code: 64 or 1.
  package var exitCode: Int32 { kind == .usage ? 64 : 1 }

  /// The message.
  package var description: String { message }
}
