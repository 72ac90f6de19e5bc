/// A bearer token (`Authorization: Bearer TOKEN`): the write token, which writes and reads, or
/// the read token, which reads.
///
/// - The write token is `RINGS_SERVER_TOKEN` from the environment, else the one in
///   `DATA/token`, else a new one generated there on first start (mode 600), whose file the
///   server names (it never prints the token).
/// - The read token is `RINGS_SERVER_READ_TOKEN`, when it is set.
///
/// ```swift
/// let (token, origin) = try BearerToken.write(folder: "/var/lib/rings", environment: env)
/// token.authorizes("Bearer " + token.text)  // true
/// ```
struct BearerToken: Sendable {
  /// The environment variable that sets the write token.
  static let writeVariable = "RINGS_SERVER_TOKEN"
  /// The environment variable that sets the read token.
  static let readVariable = "RINGS_SERVER_READ_TOKEN"
  /// The write token's file in the data folder.
  static let fileName = "token"
  /// The fewest characters a token may have.
  static let minimumLength = 16

  /// Where the write token came from.
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

  /// The write token of `folder`, by the rule above.
  ///
  /// - Throws: ``ServerSetupError/usage(_:)`` for a token that is too short or holds spaces or
  ///   control characters; ``ServerSetupError/runtime(_:)`` for a token file that others can
  ///   read, or that cannot be read or written.
  static func write(folder: String, environment: [String: String]) throws(ServerSetupError)
    -> (BearerToken, Origin)
  {
    if let text = environment[writeVariable] {
      return (try checked(text, from: writeVariable), .environment)
    }
    let path = folder + "/" + fileName
    let (text, generated) = try SecretFile.load(path)
    return (try checked(text, from: path), generated ? .generated : .file)
  }

  /// The read token, when `RINGS_SERVER_READ_TOKEN` sets one.
  ///
  /// - Throws: ``ServerSetupError/usage(_:)`` for a token that is too short, holds spaces or
  ///   control characters, or is the write token too.
  static func read(environment: [String: String], write: BearerToken) throws(ServerSetupError)
    -> BearerToken?
  {
    guard let text = environment[readVariable] else { return nil }
    let token = try checked(text, from: readVariable)
    guard token.text != write.text else {
      throw .usage(
        "\(readVariable) is the write token: give readers a token of their own, which cannot "
          + "write")
    }
    return token
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
    -> BearerToken
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
    return BearerToken(text: text)
  }
}
