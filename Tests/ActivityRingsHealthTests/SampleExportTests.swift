import ActivityRings
import ActivityRingsHealth
import Foundation
import Testing

/// The public sample exports in `../shared/reference/health/`, read through the whole reader.
@Suite(HealthFixtures.needsSamples) struct SampleExportTests {
  let reader = HealthExportReader()

  @Test func dogsheepHasTwoSummariesWithoutDTD() throws {
    let result = try reader.read(contentsOf: HealthFixtures.dogsheep)
    #expect(result.warnings.isEmpty)
    #expect(
      result.summaries == [
        ActivitySummary(
          day: HealthFixtures.day("2016-11-15"), activeEnergyBurned: 590.252,
          activeEnergyBurnedGoal: 630, activeEnergyBurnedUnit: .kilocalories,
          appleExerciseTime: 68, appleExerciseTimeGoal: 30, appleStandHours: 13,
          appleStandHoursGoal: 12),
        ActivitySummary(
          day: HealthFixtures.day("2016-11-16"), activeEnergyBurned: 323.513,
          activeEnergyBurnedGoal: 630, activeEnergyBurnedUnit: .kilocalories,
          appleExerciseTime: 39, appleExerciseTimeGoal: 30, appleStandHours: 9,
          appleStandHoursGoal: 12),
      ])
  }

  @Test func tddaHasTwoSummariesAfterItsDTD() throws {
    let result = try reader.read(contentsOf: HealthFixtures.tdda)
    #expect(result.warnings.isEmpty)
    #expect(
      result.summaries.map(\.day) == [
        HealthFixtures.day("2016-04-14"), HealthFixtures.day("2016-04-15"),
      ])
    #expect(result.summaries[0].activeEnergyBurned == 700.698)
    #expect(result.summaries[0].appleExerciseTime == 89)
    #expect(result.summaries[1].appleStandHours == 2)
    #expect(result.summaries.allSatisfy { $0.effectiveMoveMode == .activeEnergy })
  }

  @Test func sumantHasAZeroGoalDayAndAttributesOverSeveralLines() throws {
    let result = try reader.read(contentsOf: HealthFixtures.sumant)
    #expect(result.warnings.isEmpty)
    #expect(
      result.summaries == [
        ActivitySummary(
          day: HealthFixtures.day("2016-03-18"), activeEnergyBurned: 0, activeEnergyBurnedGoal: 0,
          activeEnergyBurnedUnit: .kilocalories, appleExerciseTime: 0, appleExerciseTimeGoal: 30,
          appleStandHours: 0, appleStandHoursGoal: 12),
        ActivitySummary(
          day: HealthFixtures.day("2016-03-20"), activeEnergyBurned: 652.014,
          activeEnergyBurnedGoal: 500, activeEnergyBurnedUnit: .kilocalories,
          appleExerciseTime: 77, appleExerciseTimeGoal: 30, appleStandHours: 17,
          appleStandHoursGoal: 12),
      ])
    // Goal 0 is no data for the ring, not a division by zero.
    #expect(try result.summaries[0].progress(of: .move) == nil)
  }

  @Test func rgosdinIsAPhoneOnlyExportWithoutSummaries() throws {
    let result = try reader.read(contentsOf: HealthFixtures.rgosdin)
    #expect(result.summaries.isEmpty)
    #expect(result.warnings.isEmpty)
  }

  @Test func k0rventenBrokenDTDReadsLikeItsIntactTwin() throws {
    let intact = try reader.read(contentsOf: HealthFixtures.k0rventenV13)
    let broken = try reader.read(contentsOf: HealthFixtures.k0rventenBrokenDTD)
    #expect(intact == broken)
    #expect(intact.warnings.isEmpty)
    // The anonymised 2023 export holds records only.
    #expect(intact.summaries.isEmpty)
  }

  @Test func brokenDTDWithSummariesAddedStillReadsThem() throws {
    // The same broken header, with summaries after it, as an iOS 16.0 export would have.
    let text = try String(contentsOf: HealthFixtures.k0rventenBrokenDTD, encoding: .utf8)
    let withSummaries = text.replacingOccurrences(
      of: "</HealthData>",
      with: """
         <ActivitySummary dateComponents="2023-05-12" activeEnergyBurned="410.5" activeEnergyBurnedGoal="600" activeEnergyBurnedUnit="Cal" appleMoveTime="0" appleMoveTimeGoal="0" appleExerciseTime="25" appleExerciseTimeGoal="30" appleStandHours="10" appleStandHoursGoal="12"/>
        </HealthData>
        """)
    let result = try reader.read(contentsOf: HealthFixtures.file(withSummaries))
    #expect(result.warnings.isEmpty)
    #expect(result.summaries.count == 1)
    #expect(result.summaries.first?.activeEnergyBurned == 410.5)
    #expect(result.summaries.first?.appleMoveTimeGoal == 0)
  }

  @Test func wanjunhongCSVHas432Days() throws {
    let result = try reader.read(contentsOf: HealthFixtures.wanjunhongCSV)
    #expect(result.warnings.isEmpty)
    #expect(result.summaries.count == 432)
    let first = try #require(result.summaries.first)
    // The epoch artefacts are real rows of the file, kept as read.
    #expect(first.day == HealthFixtures.day("1969-12-30"))
    #expect(first.activeEnergyBurnedGoal == 0)
    #expect(first.appleExerciseTimeGoal == 30)
    let last = try #require(result.summaries.last)
    #expect(last.day == HealthFixtures.day("2019-06-17"))
    #expect(last.activeEnergyBurned == 274.351)
    #expect(last.appleExerciseTime == 12)
  }

  @Test func everySampleReadsTheSameFromAZip() throws {
    for sample in [HealthFixtures.dogsheep, HealthFixtures.tdda, HealthFixtures.sumant] {
      let plain = try reader.read(contentsOf: sample)
      let zip = try ZipFixtures.archive([
        (
          "apple_health_export/export_cda.xml",
          Array("<?xml version=\"1.0\"?><ClinicalDocument/>".utf8)
        ),
        ("apple_health_export/export.xml", [UInt8](try Data(contentsOf: sample))),
      ])
      #expect(try reader.read(contentsOf: zip) == plain)
    }
  }

  /// The README's Swift example, kept here so that it compiles and does what it says (with
  /// the zip in a temporary folder: changing the working folder would disturb parallel tests).
  @Test func readmeExample() throws {
    let zip = try ZipFixtures.archive([
      ("apple_health_export/export.xml", [UInt8](try Data(contentsOf: HealthFixtures.tdda)))
    ])

    let result = try HealthExportReader().read(
      contentsOf: URL(fileURLWithPath: zip.path), since: try CalendarDay(parsing: "2016-04-15"))
    #expect(result.summaries.map(\.day) == [HealthFixtures.day("2016-04-15")])
    #expect(result.warnings.isEmpty)
  }
}
