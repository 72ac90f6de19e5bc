import ActivityRings

/// ``ASCIIRenderer/Mode/braille``: 2 × 4 pixels per cell as braille dots.
enum BrailleEncoder {
  /// The dot bit of pixel `(x, y)` within a cell (Unicode braille numbering: dots 1–3 down the
  /// left column, 4–6 down the right, 7 and 8 on the bottom row).
  static let dotBits: [[UInt32]] = [
    [0x01, 0x08],
    [0x02, 0x10],
    [0x04, 0x20],
    [0x40, 0x80],
  ]

  /// The cells of an image 2 × wide and 4 × tall as the grid; a dot for each pixel a ring
  /// lights. With colour, a cell takes the average colour of its lit pixels.
  static func cells(_ image: RGBAImage, colored: Bool) -> [[TerminalCell]] {
    (0..<(image.height / 4)).map { row in
      (0..<(image.width / 2)).map { column in
        var bits: UInt32 = 0
        var sums = (red: 0, green: 0, blue: 0, count: 0)
        for dy in 0..<4 {
          for dx in 0..<2 {
            let pixel = image[2 * column + dx, 4 * row + dy]
            guard PixelColor.isLit(pixel) else { continue }
            bits |= dotBits[dy][dx]
            sums = (
              sums.red + Int(pixel.red), sums.green + Int(pixel.green),
              sums.blue + Int(pixel.blue), sums.count + 1
            )
          }
        }
        guard bits != 0, let scalar = Unicode.Scalar(0x2800 + bits) else { return .blank }
        guard colored else { return TerminalCell(character: Character(scalar)) }
        let count = sums.count
        let average = RGBColor(
          red: UInt8((sums.red + count / 2) / count),
          green: UInt8((sums.green + count / 2) / count),
          blue: UInt8((sums.blue + count / 2) / count))
        return TerminalCell(character: Character(scalar), foreground: average)
      }
    }
  }
}
