#if !hasFeature(Embedded)
  extension KeyedEncodingContainer {
    /// Encodes `value`, or `null` when it is nil: "no data" stays visible in the output, where
    /// `encodeIfPresent` would leave the key out.
    ///
    /// ```swift
    /// try container.encodeOrNull(count.rate, forKey: .rate)  // "rate": null
    /// ```
    mutating func encodeOrNull(_ value: (some Encodable)?, forKey key: Key) throws {
      if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
  }
#endif
