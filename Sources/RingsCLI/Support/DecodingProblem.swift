import ActivityRings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One-line descriptions of decoding errors in our words: the place in the JSON and the kind of
/// value expected, never a Swift or Foundation type name.
///
/// ```swift
/// DecodingProblem.describe(error, in: data)  // "expected a number at items.0.path"
/// ```
enum DecodingProblem {
  /// `error`, from decoding `data`, in one line; a syntax error is found again with
  /// ``JSONReader`` for its place and cause, which the decoder does not give.
  static func describe(_ error: DecodingError, in data: Data) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        .filter { !$0.isEmpty }
      return keys.isEmpty ? "" : " at \(QuotedText.line(keys.joined(separator: ".")))"
    }
    switch error {
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        do {
          _ = try JSONReader.parse(Array(data), keepingValues: false)
        } catch {
          return "not JSON: \(error)"
        }
        return "not JSON"
      }
      return QuotedText.line(context.debugDescription) + path(context)
    case .keyNotFound(let key, let context):
      return "missing key \(QuotedText.quoted(key.stringValue))\(path(context))"
    case .typeMismatch(let type, let context):
      return "expected \(kind(type))\(path(context))"
    case .valueNotFound(let type, let context):
      return "expected \(kind(type))\(path(context)), found null"
    @unknown default:
      return "it is not what was expected"
    }
  }

  /// The kind of JSON value a decoded Swift type is read from.
  static func kind(_ type: Any.Type) -> String {
    let name = String(describing: type)
    switch name {
    case "String", "Substring", "Character": return "text"
    case "Bool": return "true or false"
    case _ where ["Int", "UInt", "Double", "Float"].contains(where: name.hasPrefix):
      return "a number"
    case _ where name.hasPrefix("Array") || name.hasPrefix("["): return "a list"
    case _ where name.hasPrefix("Dictionary"): return "an object"
    default: return "an object"
    }
  }
}
