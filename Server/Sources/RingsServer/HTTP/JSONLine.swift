import Hummingbird

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A JSON object on one line, the body of every write's answer and of every error:
///
/// ```swift
/// JSONLine.response(receipt)  // 200, {"changed":31,"first":"2024-05-01",…}
/// ```
enum JSONLine {
  /// The header fields of a line: JSON, never stored by a cache.
  static var headerFields: HTTPFields {
    [.contentType: "application/json", .cacheControl: "no-store"]
  }

  /// `value` encoded with sorted keys, a newline after it, `no-store`.
  static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
    Response(
      status: status, headers: headerFields,
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes(of: value))))
  }

  /// `value` encoded with sorted keys, a newline after it: the body of ``response(_:status:)``,
  /// for the answers written below the router (``ConnectionGuard``).
  static func bytes(of value: some Encodable) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return ((try? encoder.encode(value)).map(Array.init) ?? Array("{}".utf8)) + [0x0A]
  }
}
