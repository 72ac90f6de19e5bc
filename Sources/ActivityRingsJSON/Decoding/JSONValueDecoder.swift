/// Decodes `Decodable` types from a ``JSONValue``, the tree ``JSONReader`` read, so that a
/// document is parsed once and a type's own `Codable` conformance does the rest. Every failure
/// is a ``JSONDecodingError`` that names the field by its path, what it holds and the rule in
/// the user's terms.
///
/// ```swift
/// let value = try JSONReader.parse(Array(#"{"appleStandHours": 8}"#.utf8))
/// let summary = try JSONValueDecoder().decode(ActivitySummary.self, from: value)
///
/// // {"scale": 1.5, …} as a DrawList:
/// // throws "scale is 1.5: expected 1, 2 or 3"
/// ```
///
/// Numbers decode as `Double`, as any integer type when they are whole and fit (`2.0` and
/// `2e3` included), and as `Float` when they fit; text as `String`; `true` and `false` as `Bool`.
/// An enumeration read from its raw value (`CaseIterable` and `RawRepresentable`) is told by
/// its values: `items.0.fillRule is "odd": expected "nonZero" or "evenOdd"`.
public struct JSONValueDecoder: Sendable {
  /// Creates a decoder.
  public init() {}

  /// Decodes `type` from `value`.
  ///
  /// - Throws: ``JSONDecodingError`` naming the first field that does not fit.
  public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws(JSONDecodingError)
    -> T
  {
    do {
      return try ValueDecoder.decode(type, from: value, at: [])
    } catch let error as DecodingError {
      throw JSONDecodingError(error, root: value)
    } catch {
      // ValueDecoder.decode turns every other error into a DecodingError.
      throw JSONDecodingError(path: [], found: value.shown, problem: .invalid("\(error)"))
    }
  }
}
