import CFuzzerDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs libFuzzer on a fuzz target's test function: the target's `main.swift` defines the
/// function (also exported as `LLVMFuzzerTestOneInput`, which libFuzzer's own `main` needs to
/// link) and hands it here.
///
/// ```swift
/// @_cdecl("LLVMFuzzerTestOneInput")
/// func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { … return 0 }
/// FuzzDriver.run(testOneInput)
/// ```
///
/// Build and run the targets with `Scripts/fuzz`; they exist only when the environment has
/// `ACTIVITYRINGS_FUZZ` set (see Package.swift), so a user of the package never builds them.
public enum FuzzDriver {
  /// The test function's C signature: the input's bytes and count; returns 0.
  public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

  /// Passes the command line to libFuzzer, which runs `test` on each input it makes, and exits
  /// with libFuzzer's status.
  public static func run(_ test: TestOneInput) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, test))
  }
}
