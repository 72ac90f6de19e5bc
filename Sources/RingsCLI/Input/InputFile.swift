import ActivityRings
import ActivityRingsSafeOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small input read whole: a summary or a draw list, from a file or from standard input
/// (`-`). Pipes, FIFOs and devices work; a read stops at a size limit, so `/dev/zero` is an
/// error rather than a hang; every failure is one line in our words. A regular file is read
/// into a buffer of its size, so it is never copied while it is read.
///
/// ```swift
/// let bytes = try InputFile.read("today.json", what: "summary", limit: InputFile.summaryLimit)
/// ```
enum InputFile {
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
    if argument == "-" {
      return try read(STDIN_FILENO, name: "standard input", what: what, limit: limit) {
        .usage("cannot read the \(what) from standard input: \($0)")
      }
    }
    let descriptor = PathEncoding.withCString(argument) { open($0, O_RDONLY | O_CLOEXEC) }
    let failure = { (reason: String) in
      CLIError.usage("cannot read \(what) file \(QuotedText.quoted(argument)): \(reason)")
    }
    guard descriptor >= 0 else { throw failure(reason(errno)) }
    defer { close(descriptor) }
    OpenedInputs.record(
      FileIdentity(descriptor: descriptor), as: "the \(what) file \(QuotedText.quoted(argument))")
    var status = stat()
    var size = 0
    if fstat(descriptor, &status) == 0 {
      if (status.st_mode & S_IFMT) == S_IFDIR { throw failure("it is a folder") }
      if (status.st_mode & S_IFMT) == S_IFREG { size = Int(status.st_size) }
    }
    return try read(
      descriptor, name: QuotedText.quoted(argument), what: what, limit: limit, expected: size,
      failure)
  }

  /// Reads `descriptor` to its end.
  ///
  /// - Parameter expected: the size of a regular file (0 when not known): the buffer is made
  ///   that large at once (up to the limit and a byte).
  private static func read(
    _ descriptor: Int32, name: String, what: String, limit: Int, expected: Int = 0,
    _ failure: (String) -> CLIError
  ) throws(CLIError) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(expected, limit) + 1)
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = buffer.withUnsafeMutableBytes { chunk in
        readDescriptor(descriptor, chunk.baseAddress, chunk.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(reason(errno))
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: buffer[0..<count])
      guard bytes.count <= limit else {
        throw failure("it is longer than \(limit >> 20) MiB, too long for a \(what)")
      }
    }
  }

  /// A read failure in our words.
  private static func reason(_ code: Int32) -> String {
    SystemReason.text(forCode: code)
  }
}

/// `read(2)`, under a name the enum's own `read` methods do not hide.
private func readDescriptor(_ descriptor: Int32, _ base: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, base, count)
}
