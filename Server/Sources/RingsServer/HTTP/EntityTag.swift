/// A strong `ETag` made from a request's normalised form: two URLs that ask for the same
/// picture (parameters in another order, defaults spelt out or left out) get the same tag.
///
/// ```swift
/// let tag = EntityTag(of: "png|move=350/500|size=64")
/// tag.headerValue                                   // "\"5d1f…\"" (16 hex digits)
/// tag.matches(ifNoneMatch: "W/\"5d1f…\", \"other\"")  // true
/// ```
///
/// The tag is the 64-bit FNV-1a hash of the server's version and the normalised request: not a
/// secret, only a name for the bytes, which a new version may draw differently.
struct EntityTag: Sendable, Hashable {
  /// The header's value, quoted.
  let headerValue: String

  /// The tag of `normalisedRequest`.
  init(of normalisedRequest: String) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in (ServerVersion.current + "|" + normalisedRequest).utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    let digits = String(hash, radix: 16)
    headerValue = "\"" + String(repeating: "0", count: 16 - digits.count) + digits + "\""
  }

  /// Whether an `If-None-Match` header names this tag (or is `*`). Weak tags compare by their
  /// value, as RFC 9110 has `If-None-Match` do.
  func matches(ifNoneMatch header: String) -> Bool {
    header.split(separator: ",").contains { candidate in
      var tag = candidate.drop { $0 == " " || $0 == "\t" }
      while tag.last == " " || tag.last == "\t" { tag = tag.dropLast() }
      if tag == "*" { return true }
      if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
      return tag == headerValue
    }
  }
}
