#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The one way `rings` writes a JSON document (`stats`, `describe` and `validate` with
/// `--format json`): `JSONEncoder`, pretty-printed with sorted keys and unescaped slashes,
/// ending in a newline.
///
/// ```swift
/// let text = try JSONDocument.text(of: statistics, naming: "the statistics")
/// ```
enum JSONDocument {
  /// `value` as a JSON document.
  ///
  /// - Throws: a runtime ``CLIError`` naming what could not be encoded (`naming`, e.g. "the
  ///   statistics") and why; every value the tool writes has only finite numbers, so it can
  ///   always be encoded.
  static func text(of value: some Encodable, naming what: String) throws(CLIError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    } catch {
      throw .runtime("cannot encode \(what) as JSON: \(error)")
    }
  }
}
