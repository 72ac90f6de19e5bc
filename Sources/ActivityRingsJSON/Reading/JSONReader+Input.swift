extension JSONReader {
  /// Reads an input's root value, failing with `Failure`'s `empty` for bytes that hold nothing
  /// but whitespace (before reading them) and `notJSON` for bytes that are not JSON.
  ///
  /// ```swift
  /// let root = try JSONReader.input(bytes, failing: SummaryJSONError.self)
  /// ```
  static func input<Failure: JSONInputFailure>(
    _ bytes: [UInt8], failing: Failure.Type
  ) throws(Failure) -> JSONValue {
    guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      throw .empty
    }
    do {
      return try parse(bytes)
    } catch {
      throw .notJSON(error)
    }
  }
}
