/// The raw values of one export row (an XML tag's attributes or a CSV row's fields), kept as
/// bytes by field, ready for ``SummaryAssembler``. A value is either a range of the row's own
/// bytes (the source: most values, which need no decoding, are never copied) or bytes written
/// into a buffer of its own (a value with entities). One value is reused for every row, so
/// reading a row allocates nothing once its buffer has grown to a row's size.
///
/// ```swift
/// var values = SummaryValues()
/// let row = Array("2024-05-01,7".utf8)
/// values.set(.dateComponents, toSource: 0..<10)
/// row.withUnsafeBufferPointer { source in
///   values.withView(source: source) { $0[.dateComponents]?.count }  // 10
/// }
/// ```
struct SummaryValues {
  /// The values written rather than found in the source, one after the other.
  private var storage: [UInt8] = []
  /// Where each field's value lies, by ``SummaryField/rawValue``; nil when absent.
  private var ranges = [Range<Int>?](repeating: nil, count: SummaryField.allCases.count)
  /// The fields whose range is in the source rather than in `storage`, one bit each.
  private var inSource: UInt32 = 0

  init() {
    storage.reserveCapacity(256)
  }

  /// Forgets every value, keeping the buffers.
  mutating func removeAll() {
    if !storage.isEmpty { storage.removeAll(keepingCapacity: true) }
    ranges.withUnsafeMutableBufferPointer { $0.update(repeating: nil) }
    inSource = 0
  }

  /// Sets `field` to the bytes at `range` of the source that ``withView(source:_:)`` will be
  /// given, replacing an earlier value (the later value counts).
  mutating func set(_ field: SummaryField, toSource range: Range<Int>) {
    ranges[field.rawValue] = range
    inSource |= 1 << field.rawValue
  }

  /// Sets `field` to the bytes that `write` appends, replacing an earlier value.
  mutating func set(_ field: SummaryField, by write: (inout [UInt8]) -> Void) {
    let start = storage.count
    write(&storage)
    ranges[field.rawValue] = start..<storage.count
    inSource &= ~(1 << field.rawValue)
  }

  /// Calls `body` with a view of the values, whose source ranges lie in `source`; the view is
  /// valid only during the call.
  func withView<Result>(
    source: UnsafeBufferPointer<UInt8>, _ body: (View) -> Result
  ) -> Result {
    storage.withUnsafeBufferPointer { storage in
      ranges.withUnsafeBufferPointer { ranges in
        body(View(source: source, storage: storage, ranges: ranges, inSource: inSource))
      }
    }
  }

  /// The values' bytes by field, without copying or reference counting.
  struct View {
    fileprivate let source: UnsafeBufferPointer<UInt8>
    fileprivate let storage: UnsafeBufferPointer<UInt8>
    fileprivate let ranges: UnsafeBufferPointer<Range<Int>?>
    fileprivate let inSource: UInt32

    /// The bytes of `field`'s value, or nil when the row has none.
    subscript(field: SummaryField) -> UnsafeBufferPointer<UInt8>? {
      guard let range = ranges[field.rawValue] else { return nil }
      let bytes = inSource & (1 << field.rawValue) != 0 ? source : storage
      return UnsafeBufferPointer(rebasing: bytes[range])
    }
  }
}
