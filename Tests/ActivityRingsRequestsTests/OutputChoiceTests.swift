import ActivityRings
import ActivityRingsRequests
import Testing

/// One rule for the format a request writes: a name, an alias or an extension, never a silent
/// fallback (issues 25.4, 26).
@Suite struct OutputChoiceTests {
  static let formats: [OutputFormat] = [.png, .svg, .text, .ansi]

  @Test func aNameAnExtensionOrAnAliasNamesAFormatInAnyCase() throws {
    #expect(try OutputChoice.format(named: "PNG", path: nil, among: Self.formats) == .png)
    #expect(try OutputChoice.format(named: "text", path: nil, among: Self.formats) == .text)
    #expect(try OutputChoice.format(named: "txt", path: nil, among: Self.formats) == .text)
    #expect(try OutputChoice.format(named: "ans", path: nil, among: Self.formats) == .ansi)
    #expect(try OutputChoice.format(named: nil, path: "out/Today.SVG", among: Self.formats) == .svg)
    #expect(
      try OutputChoice.format(named: "text", path: "today.txt", among: Self.formats) == .text)
  }

  @Test func withoutANameOrAPathTheFallbackOrNothing() throws {
    #expect(try OutputChoice.format(named: nil, path: nil, among: Self.formats) == nil)
    #expect(
      try OutputChoice.format(named: nil, path: nil, among: Self.formats, fallback: .svg) == .svg)
    #expect(
      try OutputChoice.format(named: nil, path: "today", among: Self.formats, fallback: .png)
        == .png)
  }

  @Test func refusalsNameTheFieldAndSuggestTheNearestName() {
    #expect(throws: OutputChoiceError.self) {
      try OutputChoice.format(named: "pnj", path: nil, among: Self.formats)
    }
    do {
      _ = try OutputChoice.format(named: "pnj", path: nil, among: Self.formats)
    } catch {
      #expect(error.field == .format)
      #expect(
        error.message(naming: { "--" + $0.rawValue })
          == "unknown format 'pnj' (known: png, svg, txt, ansi): did you mean 'png'?")
    }
    do {
      _ = try OutputChoice.format(named: "svg", path: "today.png", among: Self.formats)
    } catch {
      #expect(error.field == .output)
      #expect(
        error.message(naming: { $0 == .output ? "-o" : "--" + $0.rawValue })
          == "--format svg does not match -o 'today.png', whose .png means png: drop one or "
          + "make them agree")
    }
    do {
      _ = try OutputChoice.format(named: nil, path: "today.bmp", among: Self.formats)
    } catch {
      // Each extension once, and --format offered only by a caller that has it.
      #expect(
        error.message(naming: { $0 == .output ? "-o" : nil })
          == "cannot tell the format of -o 'today.bmp' from its name: end it in .png, .svg, "
          + ".txt, .ans")
    }
  }

  @Test func anExtensionIsTheLastComponentsAfterItsLastDot() {
    #expect(OutputChoice.fileExtension(of: "out.d/Today.PNG") == "png")
    #expect(OutputChoice.fileExtension(of: "out.d/today") == nil)
    #expect(OutputChoice.fileExtension(of: ".png") == nil)
    #expect(OutputChoice.fileExtension(of: "today.") == nil)
  }
}
