/// Why the server cannot start, in one line: a usage error (exit 64) for options the user can
/// correct, a runtime one (exit 1) for what the system refused.
///
/// ```swift
/// throw ServerSetupError.usage("--port 70000 is not a port: use 0 to 65535")
/// ```
public enum ServerSetupError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A bad option or environment value.
  case usage(String)
  /// The data folder, the token file or the database could not be used.
  case runtime(String)

  /// The message.
  public var description: String {
    switch self {
    case .usage(let message), .runtime(let message): message
    }
  }

  /// The exit status: 64 (EX_USAGE) for usage errors, 1 otherwise.
  public var exitCode: Int32 {
    switch self {
    case .usage: 64
    case .runtime: 1
    }
  }
}
