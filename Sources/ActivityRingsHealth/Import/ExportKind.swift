/// What a file holds, told from its first bytes (never from its name).
///
/// ```swift
/// ExportKind(sniffing: Array("PK\u{3}\u{4}".utf8))  // .zip
/// ```
enum ExportKind: Equatable {
  /// A zip archive (Health's `export.zip`), empty ones included.
  case zip
  /// An export XML: `<!DOCTYPE HealthData` or `<HealthData` near its start.
  case xml
  /// A CSV whose header names `dateComponents` (an ActivitySummary table).
  case csv
  /// Anything else.
  case unknown

  /// How many leading bytes are enough to tell: the 2023 DTD is about 10 KB.
  static let sniffLength = 64 << 10

  /// Classifies a file from its first bytes (up to ``sniffLength``).
  init(sniffing prefix: [UInt8]) {
    if prefix.starts(with: [0x50, 0x4B, 0x03, 0x04])
      || prefix.starts(with: [0x50, 0x4B, 0x05, 0x06])
      || prefix.starts(with: [0x50, 0x4B, 0x07, 0x08])
    {
      self = .zip
    } else if Self.isExportXML(prefix) {
      self = .xml
    } else if Self.isSummaryCSV(prefix) {
      self = .csv
    } else {
      self = .unknown
    }
  }

  /// Whether the bytes hold `<!DOCTYPE HealthData` or a `<HealthData` start tag.
  static func isExportXML(_ prefix: [UInt8]) -> Bool {
    let doctype = Array("<!DOCTYPE HealthData".utf8)
    let root = Array("<HealthData".utf8)
    if find(doctype, in: prefix) != nil { return true }
    var from = 0
    while let found = find(root, in: prefix, from: from) {
      let next = found + root.count
      if next == prefix.count { return true }
      let byte = prefix[next]
      if byte <= 0x20 || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") { return true }
      from = found + 1
    }
    return false
  }

  /// Whether the first line is a CSV header with a `dateComponents` column.
  static func isSummaryCSV(_ prefix: [UInt8]) -> Bool {
    var bytes = prefix[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let firstLine = bytes.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
    let header = String(decoding: firstLine, as: UTF8.self)
    let columns = header.split(separator: ",").map {
      $0.trimmingCharacters(in: " \"")
    }
    return columns.count > 1 && columns.contains("dateComponents")
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
    guard needle.count <= haystack.count, start <= haystack.count - needle.count else {
      return nil
    }
    var index = start
    while index <= haystack.count - needle.count {
      guard let first = haystack[index...].firstIndex(of: needle[0]),
        first <= haystack.count - needle.count
      else { return nil }
      if haystack[first..<first + needle.count].elementsEqual(needle) { return first }
      index = first + 1
    }
    return nil
  }
}

extension Substring {
  /// The text without the given characters at either end.
  fileprivate func trimmingCharacters(in set: String) -> String {
    let unwanted = Set(set)
    guard let first = firstIndex(where: { !unwanted.contains($0) }),
      let last = lastIndex(where: { !unwanted.contains($0) })
    else { return "" }
    return String(self[first...last])
  }
}
