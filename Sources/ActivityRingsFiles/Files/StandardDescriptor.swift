/// The three descriptors every process starts with, by name, so that a program reading and
/// writing through this module needs no C library import of its own.
///
/// ```swift
/// try StandardOutput.write(Array("done\n".utf8), to: StandardDescriptor.error,
///   describing: "standard error")
/// let piped = FileIdentity(descriptor: StandardDescriptor.input)
/// ```
public enum StandardDescriptor {
  /// Standard input, 0.
  public static let input: Int32 = 0
  /// Standard output, 1.
  public static let output: Int32 = 1
  /// Standard error, 2.
  public static let error: Int32 = 2
}
