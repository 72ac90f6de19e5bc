import ActivityRings
import Crypto

/// Signed URLs: a path and query, with an optional expiry, and an HMAC-SHA256 of them keyed by
/// the data folder's signing key, for the places that show a picture by URL but cannot send a
/// header (an `<img>` in an e-mail, a dashboard's image panel, an e-ink display).
///
/// ```swift
/// let signer = try URLSigner.load(folder: "/var/lib/rings")
/// let url = try signer.sign("/today.png?size=64", expires: 1_800_000_000)
/// // "/today.png?size=64&expires=1800000000&signature=3f…"
/// signer.verify(path: "/today.png", query: "size=64&expires=1800000000&signature=3f…",
///   now: 1_700_000_000)  // .valid
/// ```
///
/// What is signed is the request target as ``sign(_:expires:)`` writes it up to the signature:
/// the path, the query in its order and spelling, and `expires` (seconds since 1970, UTC), so a
/// change to any byte of them fails. The signature is the last parameter, 64 hexadecimal
/// digits, checked in constant time (`HMAC.isValidAuthenticationCode`); an expiry in the past
/// fails, with no leeway. Deleting the key file (`DATA/signing-key`) and restarting the server
/// makes every URL signed before fail.
struct URLSigner: Sendable {
  /// The key's file in the data folder.
  static let fileName = "signing-key"
  /// The signature's parameter, last in a signed URL.
  static let signatureName = "signature"
  /// The expiry's parameter, seconds since 1970, UTC.
  static let expiryName = "expires"

  /// The key's bytes (Crypto's `SymmetricKey` is not `Sendable`, so one is made for each use).
  private let keyBytes: [UInt8]
  private var key: SymmetricKey { SymmetricKey(data: keyBytes) }

  /// What a request's signature says.
  enum Verdict: Sendable, Equatable {
    /// The URL carries no signature.
    case unsigned
    /// The signature is the URL's and the URL has not expired.
    case valid
    /// The URL is not one the server signed, or it has expired: why, in one line.
    case invalid(String)
  }

  /// The signer of `folder`, its key made on first use (mode 600).
  ///
  /// - Throws: ``ServerSetupError/runtime(_:)`` for a key file that others can read, that cannot
  ///   be read or written, or that is not 64 hexadecimal digits.
  static func load(folder: String) throws(ServerSetupError) -> URLSigner {
    let path = folder + "/" + fileName
    let (text, _) = try SecretFile.load(path)
    guard let bytes = Self.bytes(ofHex: text), bytes.count >= 32 else {
      throw .runtime(
        "\(QuotedText.quoted(path)) is not a signing key (64 hexadecimal digits): delete it, and "
          + "the server makes a new one (URLs signed before stop working)")
    }
    return URLSigner(keyBytes: bytes)
  }

  private init(keyBytes: [UInt8]) {
    self.keyBytes = keyBytes
  }

  /// `target`, a path and maybe a query, with `expires` appended when given and then its
  /// signature. Characters a URL cannot hold as they are (spaces, non-ASCII) are
  /// percent-encoded first, so the URL is signed as a browser sends it.
  ///
  /// - Throws: ``ServerSetupError/usage(_:)`` for a target that is not a path (`/…`), or that
  ///   has a fragment (`#`) or a signature or expiry of its own.
  func sign(_ target: String, expires: Int64?) throws(ServerSetupError) -> String {
    guard target.hasPrefix("/") else {
      throw .usage("\(QuotedText.quoted(target)) is not a path: give one such as /today.png")
    }
    guard !target.contains("#") else {
      throw .usage("\(QuotedText.quoted(target)) has a fragment (#…), which browsers never send")
    }
    var signed = Self.encoded(target)
    let query = signed.split(separator: "?", maxSplits: 1).dropFirst().first ?? ""
    for parameter in query.split(separator: "&") {
      let name = parameter.split(separator: "=", maxSplits: 1).first ?? ""
      if name == Self.signatureName || name == Self.expiryName {
        throw .usage(
          "\(QuotedText.quoted(target)) has a \(name) parameter of its own: give the path and "
            + "query unsigned")
      }
    }
    if let expires {
      signed += (signed.contains("?") ? "&" : "?") + "\(Self.expiryName)=\(expires)"
    }
    return signed + (signed.contains("?") ? "&" : "?") + "\(Self.signatureName)="
      + Self.hex(HMAC<SHA256>.authenticationCode(for: Array(signed.utf8), using: key))
  }

  /// What the signature of a request for `path` with `query` (both as the URL spells them)
  /// says at `now` (seconds since 1970, UTC).
  func verify(path: String, query: String?, now: Int64) -> Verdict {
    guard let query, !query.isEmpty else { return .unsigned }
    let parameters = query.split(separator: "&", omittingEmptySubsequences: false)
    let signatures = parameters.filter { $0.hasPrefix(Self.signatureName + "=") }
    guard !signatures.isEmpty else { return .unsigned }
    guard signatures.count == 1, let last = parameters.last,
      last.hasPrefix(Self.signatureName + "=")
    else {
      return .invalid("the signature must be the URL's last parameter, once")
    }
    guard let code = Self.bytes(ofHex: String(last.dropFirst(Self.signatureName.count + 1))),
      code.count == 32
    else {
      return .invalid("the signature is not 64 hexadecimal digits")
    }
    let signedQuery = parameters.dropLast().joined(separator: "&")
    let signed = signedQuery.isEmpty ? path : path + "?" + signedQuery
    guard
      HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Array(signed.utf8), using: key)
    else {
      return .invalid("the signature does not match the URL: sign it again (rings-server sign)")
    }
    let expiries = parameters.dropLast().filter { $0.hasPrefix(Self.expiryName + "=") }
    if let expiry = expiries.first {
      guard let seconds = Int64(expiry.dropFirst(Self.expiryName.count + 1)) else {
        return .invalid("the URL's expiry is not a number of seconds")
      }
      if now > seconds {
        return .invalid("the signed URL expired \(now - seconds) s ago: sign it again")
      }
    }
    return .valid
  }

  /// `target` with every byte a URL cannot hold as it is percent-encoded, and a `%` not
  /// followed by two hexadecimal digits too.
  static func encoded(_ target: String) -> String {
    let allowed = Set(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/?".utf8)
    let hexDigits = Set("0123456789abcdefABCDEF".utf8)
    let bytes = Array(target.utf8)
    var result: [UInt8] = []
    for (index, byte) in bytes.enumerated() {
      if allowed.contains(byte) {
        result.append(byte)
      } else if byte == UInt8(ascii: "%"), index + 2 < bytes.count,
        hexDigits.contains(bytes[index + 1]), hexDigits.contains(bytes[index + 2])
      {
        result.append(byte)
      } else {
        let digits = Array("0123456789ABCDEF".utf8)
        result += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Lower-case hexadecimal digits of `bytes`: a signature, and a secret's text (``SecretFile``).
  static func hex(_ bytes: some Sequence<UInt8>) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    for byte in bytes { text += [digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
    return String(decoding: text, as: UTF8.self)
  }

  /// The bytes of an even number of hexadecimal digits; nil for anything else.
  static func bytes(ofHex text: String) -> [UInt8]? {
    let digits = Array(text.utf8)
    guard digits.count % 2 == 0 else { return nil }
    func value(_ digit: UInt8) -> UInt8? {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
      default: nil
      }
    }
    var bytes: [UInt8] = []
    var index = 0
    while index < digits.count {
      guard let high = value(digits[index]), let low = value(digits[index + 1]) else { return nil }
      bytes.append(high << 4 | low)
      index += 2
    }
    return bytes
  }
}
