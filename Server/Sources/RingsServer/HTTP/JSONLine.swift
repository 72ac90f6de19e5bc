import Hummingbird

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A JSON object on one line, the body of every write's answer:
///
/// ```swift
/// JSONLine.response(receipt)  // 200, {"changed":31,"first":"2024-05-01",…}
/// ```
enum JSONLine {
  /// `value` encoded with sorted keys, a newline after it, `no-store`.
  static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let bytes = ((try? encoder.encode(value)).map(Array.init) ?? Array("{}".utf8)) + [0x0A]
    return Response(
      status: status, headers: [.contentType: "application/json", .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
  }
}
