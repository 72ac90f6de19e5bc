import ActivityRings
import Testing

/// The byte writers behind SVG path data and terminal escapes.
@Suite struct DecimalDigitsTests {
  @Test(arguments: [
    (UInt64(0), 1, "0"), (7, 2, "07"), (1024, 1, "1024"), (5, 4, "0005"), (12345, 3, "12345"),
    (UInt64.max, 1, "18446744073709551615"),
  ])
  func digitsArePaddedToTheWidth(value: UInt64, width: Int, expected: String) {
    var bytes = Array("x".utf8)
    DecimalDigits.append(value, minimumWidth: width, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "x" + expected)
  }

  @Test func decimalFormatEdges() {
    let nine = DecimalFormat(maximumFractionDigits: 9)
    #expect(nine.string(0.000000001) == "0.000000001")
    #expect(nine.string(-0.05) == "-0.05")
    #expect(nine.string(-0.0000000004) == "0")
    #expect(
      DecimalFormat(maximumFractionDigits: 1).string(123_456_789_012_345.5) == "123456789012345.5")
    #expect(DecimalFormat(maximumFractionDigits: 2).string(1e15) == String(1e15))
    #expect(DecimalFormat(maximumFractionDigits: 2).string(-.infinity) == "-inf")
    #expect(DecimalFormat(maximumFractionDigits: 3).string(-2.0005) == "-2.001")
  }

  /// Every text reads back within half a unit of its last digit, with no trailing zero.
  @Test func textReadsBackWithinHalfAUnit() {
    var generator = SystemRandomNumberGenerator()
    for digits in 0...9 {
      let format = DecimalFormat(maximumFractionDigits: digits)
      var unit = 1.0
      for _ in 0..<digits { unit /= 10 }
      for _ in 0..<500 {
        let value = Double.random(in: -10_000...10_000, using: &generator)
        let text = format.string(value)
        let parsed = Double(text) ?? .nan
        #expect(abs(parsed - value) <= unit / 2 + abs(value) * 1e-12, "\(value) → \(text)")
        if text.contains(".") { #expect(!text.hasSuffix("0"), "\(text)") }
      }
    }
  }
}
