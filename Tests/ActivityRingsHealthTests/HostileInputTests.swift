import ActivityRings
import ActivityRingsHealth
import Foundation
import Testing
import _ActivityRingsTestSupport

/// Truncated, malformed and hostile input: bounded work and memory, a clear warning or error,
/// and never a crash.
@Suite struct HostileInputTests {
  static let day1 = #"<ActivitySummary dateComponents="2024-05-01" appleStandHours="1"/>"#
  static let day2 = #"<ActivitySummary dateComponents="2024-05-02" appleStandHours="2"/>"#

  @Test func aFileCutBetweenTagsKeepsWhatWasReadAndSaysSo() throws {
    let text = HealthFixtures.export("\(Self.day1)\n\(Self.day2)")
    let cut = String(text[..<text.range(of: "</HealthData>")!.lowerBound])
    let result = HealthFixtures.scan(cut)
    #expect(result.summaries.count == 2)
    #expect(result.warnings.map(\.kind) == [.truncated])
    #expect(
      result.warnings.first?.description
        == "byte \(cut.utf8.count): the export ends without </HealthData>, so it looks cut short; kept the 2 days read before it"
    )
  }

  @Test func aFileCutInsideASummaryLosesOnlyThatDay() {
    let text = HealthFixtures.export("\(Self.day1)\n\(Self.day2)")
    let cut = String(text[..<text.range(of: "appleStandHours=\"2")!.upperBound])
    let result = HealthFixtures.scan(cut)
    #expect(result.summaries.map(\.appleStandHours) == [1])
    #expect(
      result.warnings.map(\.description) == [
        "line 5: the export ends inside this ActivitySummary tag, which is lost; kept the 1 day read before it"
      ])
  }

  @Test func aFileCutInsideACommentSaysWhereTheCommentStarts() {
    let result = HealthFixtures.scan(HealthFixtures.export("\(Self.day1)\n<!-- a comment"))
    #expect(result.summaries.count == 1)
    #expect(result.warnings.map(\.kind) == [.truncated])
    #expect(result.warnings.first?.line == 5)
  }

  @Test func aFileCutRightAfterALessThanIsTruncated() {
    let result = HealthFixtures.scan(HealthFixtures.export(Self.day1) + "<")
    // The export is complete up to its own end; a stray '<' after it still reads as cut short.
    #expect(result.summaries.count == 1)
    #expect(result.warnings.map(\.kind) == [.truncated])
  }

  @Test func aMissingGreaterThanSkipsOneTagOnly() {
    let result = HealthFixtures.scan(
      HealthFixtures.export(
        #"<ActivitySummary dateComponents="2024-05-03" appleStandHours="3""# + "\n" + Self.day1))
    #expect(result.summaries.map(\.appleStandHours) == [1])
    #expect(
      result.warnings.map(\.description) == [
        "line 4: an ActivitySummary tag without its closing '>'; skipped it"
      ])
  }

  @Test func aMissingQuoteSkipsOneTagOnly() {
    let result = HealthFixtures.scan(
      HealthFixtures.export(
        #"<ActivitySummary dateComponents="2024-05-03 appleStandHours="3"/>"# + "\n" + Self.day1
          + "\n" + Self.day2))
    #expect(result.summaries.map(\.appleStandHours) == [1, 2])
    #expect(result.warnings.map(\.kind) == [.malformedTag])
  }

  @Test func anEndlessAttributeIsCappedAndSkipped() {
    var limits = HealthImportLimits()
    limits.maximumTagBytes = 1024
    var scanner = ActivitySummaryScanner(limits: limits)
    scanner.feed(Array(HealthFixtures.export(Self.day1).utf8.dropLast(15)))
    scanner.feed(Array(#"<ActivitySummary dateComponents="2024-05-09" note=""#.utf8))
    // 8 MiB of one attribute value, in 64 KiB chunks: memory stays at the tag cap.
    let filler = [UInt8](repeating: UInt8(ascii: "a"), count: 64 << 10)
    for _ in 0..<128 { scanner.feed(filler) }
    scanner.feed(Array("\"/>\n\(Self.day2)\n</HealthData>\n".utf8))
    let result = scanner.finish()
    #expect(result.summaries.map(\.appleStandHours) == [1, 2])
    #expect(
      result.warnings.map(\.message) == [
        "an ActivitySummary tag longer than 1024 bytes; skipped it"
      ])
  }

  @Test func anEndlessAttributeToTheEndOfTheFileIsTruncation() {
    var limits = HealthImportLimits()
    limits.maximumTagBytes = 100
    let result = HealthFixtures.scan(
      HealthFixtures.export(Self.day1) + #"<ActivitySummary a=""#
        + String(repeating: "z", count: 10_000),
      limits: limits)
    #expect(result.summaries.count == 1)
    #expect(result.warnings.map(\.kind) == [.malformedTag, .truncated])
  }

  /// Control bytes inside a number make it no number, written or referenced (`5\0 0` was read
  /// as 50, `1\e2\a3` as 123): the value is left out with a warning, as in a CSV. At a value's
  /// ends they are ignored, as the stray `\u{0B}` of real exports is.
  @Test func controlBytesInsideANumberMakeItInvalid() {
    let result = HealthFixtures.scan(
      HealthFixtures.export(
        "<ActivitySummary dateComponents=\"2024-05-01\" activeEnergyBurnedGoal=\"5\u{0}0\" "
          + "appleExerciseTime=\"&#x34;&#1;2\" appleStandHours=\"1\u{1B}2\u{7}3\" "
          + "appleStandHoursGoal=\"\u{1}12\u{7F}\"/>\n"
          + "<ActivitySummary dateComponents=\"2024-\u{0B}05-02\" appleStandHours=\"4\"/>"))
    #expect(
      result.summaries == [
        ActivitySummary(day: HealthFixtures.day("2024-05-01"), appleStandHoursGoal: 12)
      ])
    #expect(
      result.warnings.map(\.description) == [
        #"line 4: activeEnergyBurnedGoal is '5\00', not a number; kept 2024-05-01 without it"#,
        #"line 4: appleExerciseTime is '4\u{1}2', not a number; kept 2024-05-01 without it"#,
        #"line 4: appleStandHours is '1\u{1B}2\u{7}3', not a number; kept 2024-05-01 without it"#,
        #"line 5: dateComponents is '2024-\u{B}05-02', not a day in the form YYYY-MM-DD; skipped the summary"#,
      ])
  }

  @Test func controlBytesInsideACSVNumberMakeItInvalidToo() throws {
    let text = "dateComponents,appleStandHours,appleStandHoursGoal\n2024-05-01,1\u{1B}2,\u{1}12\n"
    let result = try HealthExportReader().read(contentsOf: HealthFixtures.file(text, name: "a.csv"))
    #expect(
      result.summaries == [
        ActivitySummary(day: HealthFixtures.day("2024-05-01"), appleStandHoursGoal: 12)
      ])
    #expect(
      result.warnings.map(\.description) == [
        #"line 2: appleStandHours is '1\u{1B}2', not a number; kept 2024-05-01 without it"#
      ])
  }

  /// Only tags in the document's body are summaries: one in an entity, a comment, a processing
  /// instruction or a default value of the DTD is not (an entity's used to become a day), and
  /// `]>` inside them does not end the DTD. The same at every chunk size.
  @Test func nothingDeclaredInTheDTDBecomesADay() {
    let text = Array(
      """
      <?xml version="1.0"?>
      <!DOCTYPE HealthData SYSTEM "a]>b.dtd" [
      <!ENTITY e "<ActivitySummary dateComponents='2020-01-09' appleStandHours='9'/>">
      <!ENTITY f '<ActivitySummary dateComponents="2020-01-10"/> ]>'>
      <!-- ]> <ActivitySummary dateComponents="2020-01-11"/> --->
      <?pi ]> <ActivitySummary dateComponents="2020-01-12"/> ?>
      <!ATTLIST ActivitySummary note CDATA "<ActivitySummary dateComponents='2020-01-13'/>">
      ]>
      <HealthData locale="en_US">
       <ActivitySummary dateComponents="2024-05-01" appleStandHours="1"/>
       <ActivitySummary dateComponents="2024-05-02" appleStandHours="x"/>
      </HealthData>

      """.utf8)
    let whole = HealthFixtures.scan(text)
    #expect(
      whole.summaries.map(\.day) == [
        HealthFixtures.day("2024-05-01"), HealthFixtures.day("2024-05-02"),
      ])
    #expect(whole.warnings.map(\.line) == [11])
    for size in 1...64 {
      var scanner = ActivitySummaryScanner()
      for start in stride(from: 0, to: text.count, by: size) {
        scanner.feed(Array(text[start..<min(start + size, text.count)]))
      }
      let result = scanner.finish()
      #expect(result == whole, "chunks of \(size) bytes")
      if result != whole { return }
    }
  }

  /// A DTD that never closes its subset (the `]>` lost) ends where the body's first element
  /// starts; one cut short is a truncated export.
  @Test func aDTDWithoutItsEndStopsAtTheFirstElementOrIsTruncation() {
    let unclosed = HealthFixtures.scan(
      """
      <!DOCTYPE HealthData [
      <!ATTLIST ActivitySummary
        dateComponents CDATA #IMPLIED
      <HealthData locale="en_US">
       <ActivitySummary dateComponents="2024-05-01" appleStandHours="1"/>
      </HealthData>

      """)
    #expect(unclosed.summaries.map(\.appleStandHours) == [1])
    #expect(unclosed.warnings.isEmpty)
    let cut = HealthFixtures.scan(
      "<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData [\n<!ENTITY e \"<Activ")
    #expect(
      cut.warnings.map(\.description) == [
        "line 2: the export ends inside its <!DOCTYPE> declaration (the DTD) that starts here, so nothing after this line was read; kept the 0 days read before it"
      ])
  }

  @Test func binaryGarbageIsNotAnExport() throws {
    var generator = SystemRandomNumberGenerator()
    let garbage = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let url = try HealthFixtures.file(garbage, name: "export.xml")
    #expect(throws: HealthImportError.notAnExport(path: url.path)) {
      try HealthExportReader().read(contentsOf: url)
    }
  }

  @Test func binaryGarbageInsideAnExportIsSurvived() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20 {
      let garbage = (0..<50_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
      var scanner = ActivitySummaryScanner()
      scanner.feed(Array(HealthFixtures.export(Self.day1).utf8.dropLast(15)))
      scanner.feed(garbage)
      scanner.feed(Array("\n\(Self.day2)\n</HealthData>\n".utf8))
      let result = scanner.finish()
      // Garbage may open a comment or processing instruction that never closes; then the rest
      // is reported as unread.
      #expect(result.summaries.first?.day == HealthFixtures.day("2024-05-01"))
      #expect(
        result.summaries.last?.day == HealthFixtures.day("2024-05-02")
          || result.warnings.contains { $0.kind == .truncated })
    }
  }

  @Test func garbageSummariesAreBoundedByTheLimits() {
    var limits = HealthImportLimits()
    limits.maximumWarnings = 5
    limits.maximumDays = 3
    var body = ""
    for day in 1...9 {
      body += #"<ActivitySummary dateComponents="2024-05-0\#(day)" appleStandHours="x"/>"# + "\n"
    }
    let result = HealthFixtures.scan(HealthFixtures.export(body), limits: limits)
    #expect(result.summaries.count == 3)
    #expect(result.warnings.count == 7)
    #expect(result.warnings.suffix(2).map(\.kind) == [.tooManyDays, .tooManyWarnings])
    #expect(
      result.warnings.suffix(2).map(\.message) == [
        "skipped 6 more days past the limit of 3",
        "and 4 more warnings (only the first 5 are listed)",
      ])
  }

  /// A warning quotes at most 80 characters of a value, escaped, and says how long it was (a
  /// date of 32,000 × U+0085 was quoted whole: 192 KB a line).
  @Test func warningsQuoteAtMostEightyCharactersOfAValue() {
    let date = String(repeating: "\u{85}", count: 32_000)
    let result = HealthFixtures.scan(
      HealthFixtures.export(#"<ActivitySummary dateComponents="\#(date)" appleStandHours="1"/>"#))
    #expect(
      result.warnings.map(\.description) == [
        "line 4: dateComponents is '" + String(repeating: #"\u{85}"#, count: 80)
          + "'… (32000 characters), not a day in the form YYYY-MM-DD; skipped the summary"
      ])
  }

  /// The warnings kept are bounded in bytes as well as in number, so standard error stays
  /// small; the rest are counted in the last one.
  @Test func warningsAreBoundedInBytes() {
    var limits = HealthImportLimits()
    limits.maximumWarningBytes = 4096
    let date = String(repeating: "\u{1}x", count: 1000)
    let body = (0..<1000).map { _ in
      #"<ActivitySummary dateComponents="\#(date)"/>"#
    }
    let result = HealthFixtures.scan(
      HealthFixtures.export(body.joined(separator: "\n")), limits: limits)
    let kept = result.warnings.dropLast()
    #expect(kept.map { $0.description.utf8.count + 1 }.reduce(0, +) <= 4096)
    #expect(kept.count > 1)
    #expect(
      result.warnings.last?.message
        == "and \(1000 - kept.count) more warnings (only the first \(kept.count) are listed)")
  }

  @Test func emptyAndNonExportFilesAreErrors() throws {
    let empty = try HealthFixtures.file("", name: "export.xml")
    #expect(throws: HealthImportError.notAnExport(path: empty.path)) {
      try HealthExportReader().read(contentsOf: empty)
    }
    let other = try HealthFixtures.file(#"<?xml version="1.0"?><ClinicalDocument/>"#)
    #expect(throws: HealthImportError.notAnExport(path: other.path)) {
      try HealthExportReader().read(contentsOf: other)
    }
  }

  @Test func missingFilesAndFoldersAreErrors() throws {
    let folder = try HealthFixtures.temporaryFolder()
    let missing = folder.appendingPathComponent("nope.zip")
    #expect(throws: HealthImportError.fileNotFound(path: missing.path)) {
      try HealthExportReader().read(contentsOf: missing)
    }
    #expect(throws: HealthImportError.folder(path: folder.path)) {
      try HealthExportReader().read(contentsOf: folder)
    }
  }

  @Test func progressReportsEveryChunkUpToTheFileSize() throws {
    var reports: [Int64] = []
    var totals: Set<Int64?> = []
    let reader = HealthExportReader(chunkSize: 1000)
    _ = try reader.read(contentsOf: HealthExportFixtures.header2016) { read, total in
      reports.append(read)
      totals.insert(total)
    }
    #expect(reports.last == 8732)
    #expect(reports.count == 9)
    #expect(totals == [8732])
  }
}
