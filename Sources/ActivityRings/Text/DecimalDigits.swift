/// Writes whole numbers as ASCII decimal digits straight into a byte buffer: what writers of long
/// documents (SVG path data, terminal escapes, JSON lines) use instead of making a `String` per
/// number.
///
/// ```swift
/// var bytes: [UInt8] = []
/// DecimalDigits.append(7, minimumWidth: 2, to: &bytes)  // "07"
/// DecimalDigits.append(1024, to: &bytes)               // "071024"
/// ```
package enum DecimalDigits {
  /// Appends `value` in decimal, padded on the left with zeros to `minimumWidth` digits.
  ///
  /// - Complexity: O(number of digits); no allocation beyond `bytes` growing.
  package static func append(_ value: UInt64, minimumWidth: Int = 1, to bytes: inout [UInt8]) {
    // UInt64.max has 20 digits: written backwards into a scratch buffer, appended at once.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
      var index = buffer.count
      var rest = value
      repeat {
        index -= 1
        buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      let count = buffer.count - index
      if minimumWidth > count {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: minimumWidth - count))
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index...]))
    }
  }
}
