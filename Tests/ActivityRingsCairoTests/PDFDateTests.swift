import ActivityRings
import ActivityRingsCairo
import Foundation
import Testing

/// PDFs carry the creation date they are given, in UTC, never the time of the run.
@Suite struct PDFDateTests {
  static func creationDate(_ seconds: Int64?) throws -> String? {
    let scene = try RingScene(
      summary: ActivitySummary(appleStandHours: 8, appleStandHoursGoal: 12),
      size: CanvasSize(side: 40))
    var options = CairoRenderer.Options(format: .pdf)
    if let seconds { options.pdfCreationDate = seconds }
    let text = String(
      decoding: try CairoRenderer(options: options).render(scene.drawList()), as: UTF8.self)
    guard let range = text.range(of: "/CreationDate (") else { return nil }
    return String(text[range.upperBound...].prefix { $0 != ")" })
  }

  @Test(
    arguments: [
      (nil, "19700101000000Z"), (0, "19700101000000Z"), (-1, "19691231235959Z"),
      (951_782_400, "20000229000000Z"), (1_700_000_000, "20231114221320Z"),
      (253_402_300_799, "99991231235959Z"), (Int64.max, "99991231235959Z"),
    ] as [(Int64?, String)])
  func theDateIsTheGivenMomentInUTC(seconds: Int64?, expected: String) throws {
    #expect(try Self.creationDate(seconds) == expected)
  }

  @Test func twoRendersAreTheSameBytes() throws {
    let scene = try RingScene(
      summary: ActivitySummary(appleStandHours: 8), size: CanvasSize(side: 40))
    let renderer = CairoRenderer(options: .init(format: .pdf))
    #expect(try renderer.render(scene.drawList()) == renderer.render(scene.drawList()))
  }
}
