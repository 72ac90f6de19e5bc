/// An HTTP/1.1 response read from bytes as they came over a ``RawConnection``: the status, the
/// header fields and a body of `Content-Length` bytes.
///
/// ```swift
/// let response = try #require(reply.response)
/// response.status                    // 400
/// response.headers["content-type"]   // "application/json"
/// response.text                      // {"error":"…","parameter":"Content-Length"}\n
/// ```
public struct RawResponse: Sendable {
  /// The status code.
  public var status: Int
  /// The header fields, by lowercased name (the last of several).
  public var headers: [String: String]
  /// The body.
  public var body: [UInt8]
  /// The bytes after this response: the next one of a pipelined connection.
  public var rest: [UInt8]

  /// The body as UTF-8 text.
  public var text: String { String(decoding: body, as: UTF8.self) }

  /// The first response in `bytes`; nil until its head and body came whole.
  public init?(_ bytes: [UInt8]) {
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) })
    else { return nil }
    let lines = String(decoding: bytes[..<end], as: UTF8.self).split(separator: "\r\n")
    guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/1."),
      let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] =
        String(line[line.index(after: colon)...])
        .trimmingSpaces
    }
    let bodyStart = end + separator.count
    let length = headers["content-length"].flatMap { Int($0) } ?? 0
    guard bytes.count >= bodyStart + length else { return nil }
    self.status = status
    self.headers = headers
    body = Array(bytes[bodyStart..<bodyStart + length])
    rest = Array(bytes[(bodyStart + length)...])
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
