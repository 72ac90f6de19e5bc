import ActivityRings
import ActivityRingsHealth
import Foundation
import Testing

/// Each real-world quirk of the export format, in a small fixture of its own.
@Suite struct ExportQuirkTests {
  func only(_ body: String) -> (summary: ActivitySummary?, warnings: [HealthImportWarning]) {
    let result = HealthFixtures.scan(HealthFixtures.export(body))
    return (result.summaries.first, result.warnings)
  }

  @Test func everyAttributeIsOptional() {
    let read = only(#"<ActivitySummary dateComponents="2024-05-01"/>"#)
    #expect(read.summary == ActivitySummary(day: HealthFixtures.day("2024-05-01")))
    #expect(read.warnings.isEmpty)
  }

  @Test(arguments: [("kcal", EnergyUnit.kilocalories), ("Cal", .kilocalories), ("kJ", .kilojoules)])
  func energyUnits(spelling: String, unit: EnergyUnit) {
    let read = only(
      #"<ActivitySummary dateComponents="2024-05-01" activeEnergyBurned="5" activeEnergyBurnedUnit="\#(spelling)"/>"#
    )
    #expect(read.summary?.activeEnergyBurnedUnit == unit)
    #expect(read.summary?.activeEnergyBurned == 5)
  }

  @Test func iOS13MoveMinutesSpellingIsMoveTime() {
    let read = only(
      #"<ActivitySummary dateComponents="2020-01-01" activeEnergyBurnedGoal="0" appleMoveMinutes="12" appleMoveMinutesGoal="30"/>"#
    )
    #expect(read.summary?.appleMoveTime == 12)
    #expect(read.summary?.appleMoveTimeGoal == 30)
    #expect(read.summary?.effectiveMoveMode == .appleMoveTime)
  }

  @Test func currentMoveTimeSpellingWinsOverTheOldOne() {
    let read = only(
      #"<ActivitySummary dateComponents="2020-01-01" appleMoveMinutes="1" appleMoveTime="2"/>"#)
    #expect(read.summary?.appleMoveTime == 2)
  }

  @Test(arguments: [
    ("600", "0", MoveMode.activeEnergy), ("0", "30", .appleMoveTime), ("0", "0", .activeEnergy),
    ("600", "30", .activeEnergy),
  ])
  func moveModeIsInferred(energyGoal: String, moveTimeGoal: String, mode: MoveMode) {
    let read = only(
      #"<ActivitySummary dateComponents="2024-05-01" activeEnergyBurnedGoal="\#(energyGoal)" appleMoveTimeGoal="\#(moveTimeGoal)"/>"#
    )
    #expect(read.summary?.effectiveMoveMode == mode)
  }

  @Test func attributeOrderAndQuoteStyleDoNotMatter() {
    let read = only(
      """
      <ActivitySummary appleStandHoursGoal = '12'
      \tappleStandHours="7"
        dateComponents='2024-05-01' />
      """)
    #expect(read.summary?.appleStandHours == 7)
    #expect(read.summary?.appleStandHoursGoal == 12)
  }

  @Test func entitiesAreDecoded() {
    // &#x33;&#48; is "30"; entities elsewhere in the tag decode too.
    let read = only(
      #"<ActivitySummary source="A&amp;B&#160;&lt;&gt;&quot;&apos;&#x41;" dateComponents="&#50;024-05-01" appleExerciseTime="&#x33;&#48;"/>"#
    )
    #expect(read.summary?.day == HealthFixtures.day("2024-05-01"))
    #expect(read.summary?.appleExerciseTime == 30)
    #expect(read.warnings.isEmpty)
  }

  /// References are read from their bytes, as XML says: decimal or hexadecimal digits (either
  /// case, leading zeros too) and `;`. Anything else (a sign, no digits, a surrogate, past
  /// U+10FFFF, no `;`) stays as written, so the value is no number.
  @Test(
    arguments: [
      ("&#49;&#x32;", 12), ("&#X31;&#x0032;", 12), ("&#32;7&#x20;", 7), ("1&#x+32;", nil),
      ("1&#;", nil), ("1&#x;", nil), ("1&#xD800;", nil), ("1&#x110000;", nil), ("&#49;&#50", nil),
    ] as [(String, Double?)])
  func characterReferences(value: String, number: Double?) {
    let read = only(#"<ActivitySummary dateComponents="2024-05-01" appleStandHours="\#(value)"/>"#)
    #expect(read.summary?.appleStandHours == number)
    #expect(read.warnings.count == (number == nil ? 1 : 0))
  }

  @Test func strayControlCharactersAreDropped() {
    let read = only(
      "<ActivitySummary dateComponents=\"2024-05-01\u{0B}\" appleStandHours=\"\u{0B}8\"\u{0B} appleStandHoursGoal=\"12\"/>"
    )
    #expect(read.summary?.day == HealthFixtures.day("2024-05-01"))
    #expect(read.summary?.appleStandHours == 8)
    #expect(read.summary?.appleStandHoursGoal == 12)
    #expect(read.warnings.isEmpty)
  }

  @Test func numbersNeverUseALocale() {
    let read = only(
      #"<ActivitySummary dateComponents="2024-05-01" activeEnergyBurned="1,5" activeEnergyBurnedGoal="1.5e2" appleExerciseTime="0x10" appleStandHours="nan" appleStandHoursGoal=" 12 "/>"#
    )
    #expect(read.summary?.activeEnergyBurned == nil)
    #expect(read.summary?.activeEnergyBurnedGoal == 150)
    #expect(read.summary?.appleExerciseTime == nil)
    #expect(read.summary?.appleStandHours == nil)
    #expect(read.summary?.appleStandHoursGoal == 12)
    #expect(read.warnings.count == 3)
  }

  /// The decision: a bad value is left out (that ring shows "no data") and the rest of the day
  /// is kept, with a warning naming the attribute, the value, the day and the line.
  @Test func anUnreadableNumberIsLeftOutAndTheDayKept() {
    let result = HealthFixtures.scan(
      HealthFixtures.export(
        #"<ActivitySummary dateComponents="2024-05-01" appleStandHours="eight" appleStandHoursGoal="12" appleExerciseTime="-5"/>"#
      ))
    #expect(
      result.summaries == [
        ActivitySummary(day: HealthFixtures.day("2024-05-01"), appleStandHoursGoal: 12)
      ])
    #expect(
      result.warnings.map(\.description) == [
        "line 4: appleExerciseTime is '-5', negative; kept 2024-05-01 without it",
        "line 4: appleStandHours is 'eight', not a number; kept 2024-05-01 without it",
      ])
    #expect(result.warnings.allSatisfy { $0.kind == .invalidValue })
  }

  @Test func anUnknownUnitDropsTheEnergyValuesOnly() {
    let read = only(
      #"<ActivitySummary dateComponents="2024-05-01" activeEnergyBurned="5" activeEnergyBurnedGoal="9" activeEnergyBurnedUnit="J" appleStandHours="3"/>"#
    )
    #expect(
      read.summary == ActivitySummary(day: HealthFixtures.day("2024-05-01"), appleStandHours: 3))
    #expect(
      read.warnings.map(\.message) == [
        "activeEnergyBurnedUnit is 'J', not kcal, Cal or kJ; kept 2024-05-01 without its energy values"
      ])
  }

  @Test(arguments: [
    (
      #"<ActivitySummary appleStandHours="3"/>"#,
      "an ActivitySummary has no dateComponents; skipped it"
    ),
    (
      #"<ActivitySummary dateComponents="" />"#,
      "an ActivitySummary has an empty dateComponents; skipped it"
    ),
    (
      #"<ActivitySummary dateComponents="2023-02-30"/>"#,
      "dateComponents is '2023-02-30', not a day of the calendar; skipped the summary"
    ),
    (
      #"<ActivitySummary dateComponents="14/04/2016"/>"#,
      "dateComponents is '14/04/2016', not a day in the form YYYY-MM-DD; skipped the summary"
    ),
  ])
  func aSummaryWithoutAUsableDayIsSkipped(tag: String, message: String) {
    let read = only(tag)
    #expect(read.summary == nil)
    #expect(read.warnings.map(\.message) == [message])
    #expect(read.warnings.first?.kind == .invalidDay)
  }

  /// XML makes a repeated attribute a fatal error: the tag is skipped with a warning naming
  /// the attribute, and the tags around it are read.
  @Test func aRepeatedAttributeSkipsTheTag() {
    let result = HealthFixtures.scan(
      HealthFixtures.export(
        """
        <ActivitySummary dateComponents="2024-05-01" appleStandHours="1"/>
        <ActivitySummary dateComponents="2024-05-02" activeEnergyBurned="1" activeEnergyBurned="9"/>
        <ActivitySummary dateComponents="2024-05-03" appleStandHours="3"/>
        """))
    #expect(result.summaries.map(\.appleStandHours) == [1, 3])
    #expect(
      result.warnings.map(\.description) == [
        "line 5: a malformed ActivitySummary tag (attribute 'activeEnergyBurned' appears more "
          + "than once); skipped it"
      ])
    #expect(result.warnings.map(\.kind) == [.malformedTag])
  }

  /// A hostile tag of thousands of attributes costs linear time, and a repeat among them is
  /// still found.
  @Test func aRepeatAmongThousandsOfAttributesIsFound() {
    let names = (0..<5_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
    let read = only(
      #"<ActivitySummary dateComponents="2024-05-01" "# + names + #" a4999="2"/>"#)
    #expect(read.summary == nil)
    #expect(
      read.warnings.map(\.message) == [
        "a malformed ActivitySummary tag (attribute 'a4999' appears more than once); skipped it"
      ])
  }

  /// Warnings quote the file's text as written, with anything that could steer a terminal
  /// escaped.
  @Test func warningsQuoteTheFilesTextEscaped() throws {
    let read = only(
      #"<ActivitySummary dateComponents="2024-05-01" activeEnergyBurnedUnit="k\cal&#x202E;"/>"#)
    #expect(
      read.warnings.map(\.message) == [
        #"activeEnergyBurnedUnit is 'k\\cal\u{202E}', not kcal, Cal or kJ; kept 2024-05-01"#
      ])
    let csv = try HealthExportReader().read(
      contentsOf: HealthFixtures.file(
        "dateComponents,appleStandHours\n2024-05-01,\u{1B}[2J\u{7}\n", name: "a.csv"))
    #expect(
      csv.warnings.map(\.description) == [
        #"line 2: appleStandHours is '\u{1B}[2J\u{7}', not a number; kept 2024-05-01 without it"#
      ])
  }

  @Test func duplicateDaysKeepTheLaterOne() {
    let result = HealthFixtures.scan(
      HealthFixtures.export(
        """
        <ActivitySummary dateComponents="2024-05-02" appleStandHours="1"/>
        <ActivitySummary dateComponents="2024-05-01" appleStandHours="2"/>
        <ActivitySummary dateComponents="2024-05-02" appleStandHours="3"/>
        """))
    #expect(result.summaries.map(\.appleStandHours) == [2, 3])
    #expect(
      result.summaries.map(\.day) == [
        HealthFixtures.day("2024-05-01"), HealthFixtures.day("2024-05-02"),
      ])
    #expect(
      result.warnings.map(\.description) == [
        "line 6: 2024-05-02 appears again (first at line 4); kept the later summary"
      ])
  }

  @Test func epochRowsAndGoalZeroAreKeptAsRead() throws {
    let result = HealthFixtures.scan(
      HealthFixtures.export(
        """
        <ActivitySummary dateComponents="1969-12-31" activeEnergyBurned="0" activeEnergyBurnedGoal="0"/>
        <ActivitySummary dateComponents="2024-05-01" activeEnergyBurned="3066" activeEnergyBurnedGoal="600"/>
        """))
    #expect(result.summaries.count == 2)
    #expect(try result.summaries[0].progress(of: .move) == nil)
    #expect(try result.summaries[1].progress(of: .move) == 5.11)
  }

  @Test func dateFilterAppliesWhileScanning() {
    let body = (1...9).map { #"<ActivitySummary dateComponents="2024-05-0\#($0)"/>"# }
      .joined(separator: "\n")
    let result = HealthFixtures.scan(
      Array(
        HealthFixtures.export(
          body + #"<ActivitySummary dateComponents="2024-05-04" appleStandHours="x"/>"#
        ).utf8),
      since: HealthFixtures.day("2024-05-03"), until: HealthFixtures.day("2024-05-05"))
    #expect(result.summaries.map(\.day?.description) == ["2024-05-03", "2024-05-04", "2024-05-05"])
    #expect(result.warnings.map(\.kind) == [.invalidValue, .duplicateDay])
    // Warnings about days outside the range are not reported.
    let outside = HealthFixtures.scan(
      Array(
        HealthFixtures.export(
          #"<ActivitySummary dateComponents="2020-01-01" appleStandHours="x"/>"#
        ).utf8),
      since: HealthFixtures.day("2024-01-01"))
    #expect(outside.summaries.isEmpty)
    #expect(outside.warnings.isEmpty)
  }

  @Test func similarNamesAreNotSummaries() {
    let result = HealthFixtures.scan(
      HealthFixtures.export(
        """
        <ActivitySummaryX dateComponents="2024-05-01"/>
        <Record type="ActivitySummary" value="&lt;ActivitySummary dateComponents=&quot;2024-05-02&quot;/&gt;"/>
        </ActivitySummary>
        """))
    #expect(result.summaries.isEmpty)
    #expect(result.warnings.isEmpty)
  }
}
