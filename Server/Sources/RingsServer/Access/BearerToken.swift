import ActivityRings
import ActivityRingsFiles
import _ActivityRingsPlatform

/// The bearer token that writes (`POST /imports`, `POST /health-auto-export`) must carry:
/// `RINGS_SERVER_TOKEN` from the environment, else the one in `DATA/token`, else a new one
/// generated there on first start (mode 600) and printed once.
///
/// ```swift
/// let (token, origin) = try WriteToken.load(folder: "/var/lib/rings", environment: env)
/// if origin == .generated { print("token:", token.text) }
/// token.authorizes("Bearer " + token.text)  // true
/// ```
struct WriteToken: Sendable {
  /// The environment variable that sets the token.
  static let environmentName = "RINGS_SERVER_TOKEN"
  /// The token's file in the data folder.
  static let fileName = "token"
  /// The fewest characters a token may have.
  static let minimumLength = 16

  /// Where the token came from.
  enum Origin: Sendable, Equatable {
    /// `RINGS_SERVER_TOKEN`.
    case environment
    /// `DATA/token`, written on an earlier start.
    case file
    /// Generated now into `DATA/token`.
    case generated
  }

  /// The token.
  let text: String

  /// The token of `folder`, by the rule above.
  ///
  /// - Throws: ``ServerSetupError/usage(_:)`` for a token that is too short or holds spaces or
  ///   control characters; ``ServerSetupError/runtime(_:)`` for a token file that others can
  ///   read, or that cannot be read or written.
  static func load(folder: String, environment: [String: String]) throws(ServerSetupError) -> (
    WriteToken, Origin
  ) {
    if let text = environment[environmentName] {
      return (try checked(text, from: environmentName), .environment)
    }
    let path = folder + "/" + fileName
    var status = stat()
    if lstat(path, &status) == 0 {
      return (try stored(at: path), .file)
    }
    // Only a token that is not there is made: any other failure keeps the one that may be.
    let code = errno
    guard code == ENOENT else {
      throw .runtime(
        "cannot read \(QuotedText.quoted(path)): \(SystemReason.readingText(forCode: code))")
    }
    return (try generate(into: path), .generated)
  }

  /// Whether an `Authorization` header carries this token (`Bearer TOKEN`), compared in time
  /// that does not depend on where the two differ.
  func authorizes(_ header: String?) -> Bool {
    guard let header, header.count > 7, header.prefix(7).lowercased() == "bearer " else {
      return false
    }
    let given = Array(header.utf8.dropFirst(7))
    let expected = Array(text.utf8)
    var difference = UInt8(truncatingIfNeeded: given.count ^ expected.count)
    for index in expected.indices {
      difference |= expected[index] ^ (index < given.count ? given[index] : 0)
    }
    return difference == 0
  }

  private static func checked(_ text: String, from origin: String) throws(ServerSetupError)
    -> WriteToken
  {
    guard text.count >= minimumLength else {
      throw .usage(
        "\(origin) is \(text.count) characters long: a token needs at least \(minimumLength)")
    }
    guard text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
      throw .usage(
        "\(origin) holds a space, a control character or a character outside ASCII: a token "
          + "must be printable ASCII without spaces")
    }
    return WriteToken(text: text)
  }

  /// 32 random bytes as 64 hexadecimal digits, written to `path` whole or not at all, by the
  /// file library's atomic writer (a temporary file of mode 600, flushed, then renamed), so a
  /// server killed while it writes leaves no half token. The data folder's lock keeps any
  /// other server out meanwhile. The writer installs its Ctrl-C cleanup (`InterruptCleanup`);
  /// the server sets its own signal handling after this, when it starts to serve.
  private static func generate(into path: String) throws(ServerSetupError) -> WriteToken {
    var generator = SystemRandomNumberGenerator()
    let digits = Array("0123456789abcdef".utf8)
    var bytes: [UInt8] = []
    for _ in 0..<32 {
      let byte = UInt8.random(in: 0...255, using: &generator)
      bytes += [digits[Int(byte >> 4)], digits[Int(byte & 15)]]
    }
    do throws(SafeOutputError) {
      try AtomicFileWriter.write(bytes + [0x0A], to: path, permissions: 0o600)
    } catch {
      throw .runtime(error.message)
    }
    return WriteToken(text: String(decoding: bytes, as: UTF8.self))
  }

  /// The token in an existing file, which only its owner may read.
  private static func stored(at path: String) throws(ServerSetupError) -> WriteToken {
    let file: InputFile
    do throws(InputFileError) {
      file = try InputFile(path: path, limit: 1024)
    } catch {
      throw .runtime("cannot read \(QuotedText.quoted(path)): \(error)")
    }
    guard file.permissions & 0o077 == 0 else {
      throw .runtime(
        "\(QuotedText.quoted(path)) can be read by other users (mode "
          + String(file.permissions & 0o777, radix: 8) + "): run chmod 600 on it")
    }
    var text = String(decoding: file.bytes, as: UTF8.self)
    while text.last == "\n" || text.last == "\r" { text.removeLast() }
    return try checked(text, from: path)
  }
}
