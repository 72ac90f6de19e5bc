#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The one way the package writes an `Encodable` value as a JSON document (`rings stats`,
/// `describe` and `validate` with `--format json`, and rings-server's `/stats.json`):
/// `JSONEncoder`, pretty-printed with sorted keys and unescaped slashes, ending in a newline.
/// The same value gives the same bytes wherever it is written.
///
/// ```swift
/// let statistics = ActivityStatistics(summaries: days)
/// let text = try JSONDocument.text(of: statistics)   // "{\n  \"closeRates\" : …}\n"
/// ```
public enum JSONDocument {
  /// `value` as a JSON document.
  ///
  /// - Throws: ``JSONDocumentError`` when `value` cannot be encoded (a number that is not
  ///   finite); the package's own values hold only finite numbers, so they always can.
  public static func text(of value: some Encodable) throws(JSONDocumentError) -> String {
    String(decoding: try bytes(of: value), as: UTF8.self)
  }

  /// `value` as a JSON document, in UTF-8.
  ///
  /// - Throws: as ``text(of:)``.
  public static func bytes(of value: some Encodable) throws(JSONDocumentError) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return Array(try encoder.encode(value)) + [0x0A]
    } catch {
      throw JSONDocumentError(reason: "\(error)")
    }
  }
}
