import ActivityRings
import Foundation
import Testing

@testable import rings

/// The report page's colours, checked where they are defined.
@Suite struct ReportStyleTests {
  @Test("every text colour meets WCAG AA contrast (4.5:1) on its background")
  func contrast() {
    func luminance(_ color: RGBColor) -> Double {
      func linear(_ channel: UInt8) -> Double {
        let value = Double(channel) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }
    for (name, text, background) in ReportStyle.textColors {
      let (light, dark) = (
        max(luminance(text), luminance(background)), min(luminance(text), luminance(background))
      )
      let ratio = (light + 0.05) / (dark + 0.05)
      #expect(ratio >= 4.5, "\(name): \(text.hex) on \(background.hex) is \(ratio):1")
    }
  }
}
