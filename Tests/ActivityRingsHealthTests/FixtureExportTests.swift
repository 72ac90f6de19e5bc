import ActivityRings
import ActivityRingsHealth
import Foundation
import Testing
import _ActivityRingsTestSupport

/// The package's fixture exports, one per quirk of real Health exports
/// (``HealthExportFixtures`` says which), read through the whole reader.
@Suite struct FixtureExportTests {
  let reader = HealthExportReader()

  @Test func anExportWithoutHeaderHasTwoSummaries() throws {
    let result = try reader.read(contentsOf: HealthExportFixtures.withoutHeader)
    #expect(result.warnings.isEmpty)
    #expect(
      result.summaries == [
        ActivitySummary(
          day: HealthFixtures.day("2021-03-01"), activeEnergyBurned: 612.75,
          activeEnergyBurnedGoal: 550, activeEnergyBurnedUnit: .kilocalories,
          appleExerciseTime: 48, appleExerciseTimeGoal: 30, appleStandHours: 11,
          appleStandHoursGoal: 12),
        ActivitySummary(
          day: HealthFixtures.day("2021-03-02"), activeEnergyBurned: 287.125,
          activeEnergyBurnedGoal: 550, activeEnergyBurnedUnit: .kilocalories,
          appleExerciseTime: 12, appleExerciseTimeGoal: 30, appleStandHours: 12,
          appleStandHoursGoal: 12),
      ])
  }

  @Test func the2016HeaderHasTwoSummariesAfterItsDTD() throws {
    let result = try reader.read(contentsOf: HealthExportFixtures.header2016)
    #expect(result.warnings.isEmpty)
    #expect(
      result.summaries.map(\.day) == [
        HealthFixtures.day("2016-05-09"), HealthFixtures.day("2016-05-10"),
      ])
    #expect(result.summaries[0].activeEnergyBurned == 512.25)
    #expect(result.summaries[0].appleExerciseTime == 41)
    #expect(result.summaries[1].appleStandHours == 3)
    #expect(result.summaries.allSatisfy { $0.effectiveMoveMode == .activeEnergy })
  }

  @Test func attributesOverSeveralLinesAndAZeroGoalDay() throws {
    let result = try reader.read(contentsOf: HealthExportFixtures.severalLines)
    #expect(result.warnings.isEmpty)
    #expect(
      result.summaries == [
        ActivitySummary(
          day: HealthFixtures.day("2017-08-29"), activeEnergyBurned: 0, activeEnergyBurnedGoal: 0,
          activeEnergyBurnedUnit: .kilocalories, appleExerciseTime: 0, appleExerciseTimeGoal: 30,
          appleStandHours: 0, appleStandHoursGoal: 12),
        ActivitySummary(
          day: HealthFixtures.day("2017-08-31"), activeEnergyBurned: 731.5,
          activeEnergyBurnedGoal: 600, activeEnergyBurnedUnit: .kilocalories,
          appleExerciseTime: 64, appleExerciseTimeGoal: 30, appleStandHours: 14,
          appleStandHoursGoal: 12),
      ])
    // Goal 0 is no data for the ring, not a division by zero.
    #expect(try result.summaries[0].progress(of: .move) == nil)
  }

  @Test func aPhoneOnlyExportHasNoSummaries() throws {
    let result = try reader.read(contentsOf: HealthExportFixtures.phoneOnly)
    #expect(result.summaries.isEmpty)
    #expect(result.warnings.isEmpty)
  }

  @Test func theLocalisedExportReadsWithItsDecimalCommasAndWithoutMe() throws {
    let result = try reader.read(contentsOf: HealthExportFixtures.localisedEnFR)
    #expect(result.warnings.isEmpty)
    #expect(
      result.summaries.map(\.day)
        == ["2023-05-10", "2023-05-11", "2023-05-12"].map(
          HealthFixtures.day))
    #expect(result.summaries.map(\.activeEnergyBurned) == [655.041, 402.5, 1290.75])
    #expect(result.summaries.allSatisfy { $0.activeEnergyBurnedUnit == .kilocalories })
    #expect(result.summaries.allSatisfy { $0.appleMoveTimeGoal == 0 })
    #expect(result.summaries.allSatisfy { $0.effectiveMoveMode == .activeEnergy })
  }

  @Test func theBrokenDTDReadsLikeItsIntactTwin() throws {
    // The fixture has the iOS 16 bug and nothing else: the intact file less one line's '>'.
    let intactText = try String(contentsOf: HealthExportFixtures.localisedEnFR, encoding: .utf8)
    let brokenText = try String(contentsOf: HealthExportFixtures.brokenDTD, encoding: .utf8)
    #expect(intactText.replacingOccurrences(of: ">\n]>", with: "\n]>") == brokenText)
    #expect(intactText != brokenText)
    let intact = try reader.read(contentsOf: HealthExportFixtures.localisedEnFR)
    let broken = try reader.read(contentsOf: HealthExportFixtures.brokenDTD)
    #expect(broken == intact)
    #expect(broken.summaries.count == 3)
  }

  @Test func everyFormOfADayIsRead() throws {
    let result = try reader.read(contentsOf: HealthExportFixtures.dateComponents)
    // Its early forms of a day (before Apple Watch) are read, and named as unlikely.
    #expect(result.warnings.allSatisfy { $0.kind == .unlikelyDay }, "\(result.warnings)")
    #expect(
      result.summaries.map(\.day)
        == [
          "1969-12-30", "1969-12-31", "2020-01-01", "2020-01-02", "2020-01-03", "2020-01-04",
          "2020-01-06",
        ].map(HealthFixtures.day))
    // The epoch artefacts are real rows of the file, kept as read: nothing to close.
    #expect(result.summaries[0].activeEnergyBurnedGoal == 0)
    #expect(result.summaries[1].appleStandHours == 0)
    // `dateComponents` in the middle and last, after the other attributes.
    #expect(result.summaries[3].activeEnergyBurned == 455)
    #expect(
      result.summaries[4]
        == ActivitySummary(
          day: HealthFixtures.day("2020-01-03"), activeEnergyBurned: 120.25,
          activeEnergyBurnedGoal: 400, activeEnergyBurnedUnit: .kilocalories,
          appleExerciseTime: 9, appleExerciseTimeGoal: 30, appleStandHours: 7,
          appleStandHoursGoal: 12))
    // Only a day: every attribute is optional.
    #expect(result.summaries[5] == ActivitySummary(day: HealthFixtures.day("2020-01-04")))
    // The iOS 13 names of Move time.
    let moveTime = result.summaries[6]
    #expect(moveTime.appleMoveTime == 41)
    #expect(moveTime.appleMoveTimeGoal == 30)
    #expect(moveTime.effectiveMoveMode == .appleMoveTime)
  }

  @Test func numericEntitiesInOtherAttributesHideNoTag() throws {
    let result = try reader.read(contentsOf: HealthExportFixtures.numericEntities)
    #expect(result.warnings.isEmpty)
    #expect(
      result.summaries == [
        ActivitySummary(
          day: HealthFixtures.day("2022-03-14"), activeEnergyBurned: 1104.5,
          activeEnergyBurnedGoal: 520, activeEnergyBurnedUnit: .kilocalories, appleMoveTime: 0,
          appleMoveTimeGoal: 0, appleExerciseTime: 131, appleExerciseTimeGoal: 30,
          appleStandHours: 13, appleStandHoursGoal: 12),
        ActivitySummary(
          day: HealthFixtures.day("2022-03-15"), activeEnergyBurned: 236.75,
          activeEnergyBurnedGoal: 520, activeEnergyBurnedUnit: .kilocalories, appleMoveTime: 0,
          appleMoveTimeGoal: 0, appleExerciseTime: 7, appleExerciseTimeGoal: 30,
          appleStandHours: 8, appleStandHoursGoal: 12),
      ])
  }

  @Test func aTruncatedExportKeepsTheWholeDaysAndSaysWhereItEnds() throws {
    let result = try reader.read(contentsOf: HealthExportFixtures.truncated)
    #expect(
      result.summaries.map(\.day)
        == ["2022-07-01", "2022-07-02", "2022-07-03"].map(
          HealthFixtures.day))
    #expect(result.warnings.map(\.kind) == [.truncated])
    #expect(
      result.warnings.map(\.description) == [
        "line 8: the export ends inside this ActivitySummary tag, which is lost; kept the 3 days read before it"
      ])
  }

  @Test func aZipWhoseExportHasALocalisedNameIsFoundByContent() throws {
    let zip = try reader.read(contentsOf: HealthExportFixtures.localisedName)
    #expect(zip == (try reader.read(contentsOf: HealthExportFixtures.localisedEnFR)))
    #expect(zip.summaries.count == 3)
  }

  @Test func theCSVHasItsDaysWithEpochRowsAndGaps() throws {
    let result = try reader.read(contentsOf: HealthExportFixtures.summaries)
    // The epoch rows, kept and named once.
    #expect(result.warnings.map(\.kind) == [.unlikelyDay])
    #expect(result.warnings.first?.message.contains("1969-12-30, 1969-12-31") == true)
    #expect(result.summaries.count == 560)
    let first = try #require(result.summaries.first)
    // The epoch artefacts are real rows of the file, kept as read.
    #expect(first.day == HealthFixtures.day("1969-12-30"))
    #expect(first.activeEnergyBurnedGoal == 0)
    #expect(first.appleExerciseTimeGoal == 30)
    // The first week of the watch: a Move goal of 0.
    #expect(result.summaries[2].day == HealthFixtures.day("2022-11-14"))
    #expect(result.summaries[2].activeEnergyBurnedGoal == 0)
    let last = try #require(result.summaries.last)
    #expect(last.day == HealthFixtures.day("2024-06-14"))
    #expect(last.activeEnergyBurned == 442.004)
    #expect(last.appleExerciseTime == 35)
    #expect(last.appleExerciseTimeGoal == 40)
    // 2022-11-14 to 2024-06-14 is 579 days: 21 have no row.
    #expect(result.summaries.count - 2 == 579 - 21)
  }

  @Test func everyExportReadsTheSameFromAZip() throws {
    for fixture in [
      HealthExportFixtures.withoutHeader, HealthExportFixtures.header2016,
      HealthExportFixtures.severalLines, HealthExportFixtures.dateComponents,
      HealthExportFixtures.numericEntities, HealthExportFixtures.brokenDTD,
    ] {
      let plain = try reader.read(contentsOf: fixture)
      let zip = try ZipFixtures.archive([
        (
          "apple_health_export/export_cda.xml",
          Array("<?xml version=\"1.0\"?><ClinicalDocument/>".utf8)
        ),
        ("apple_health_export/export.xml", [UInt8](try Data(contentsOf: fixture))),
      ])
      #expect(try reader.read(contentsOf: zip) == plain, "\(fixture.lastPathComponent)")
    }
  }

  /// The Swift example of the article "Importing Apple Health data", kept here so that it
  /// compiles and does what it says (with the zip in a temporary folder: changing the working
  /// folder would disturb parallel tests).
  @Test func readmeExample() throws {
    let zip = try ZipFixtures.archive([
      (
        "apple_health_export/export.xml",
        [UInt8](try Data(contentsOf: HealthExportFixtures.header2016))
      )
    ])

    let result = try HealthExportReader().read(
      contentsOf: URL(fileURLWithPath: zip.path), since: try CalendarDay(parsing: "2016-05-10"))
    #expect(result.summaries.map(\.day) == [HealthFixtures.day("2016-05-10")])
    #expect(result.warnings.isEmpty)
  }
}
