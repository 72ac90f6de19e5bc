import ActivityRings
import ActivityRingsHealth
import Testing
import _ActivityRingsTestSupport

/// Days no Apple Watch can have recorded are kept and named in one warning; statistics and the
/// report start at the first day a watch can have recorded unless asked for earlier.
@Suite struct UnlikelyDayTests {
  /// The public sample's shape: two rows at the Unix epoch seen west of UTC, then real days.
  static let csv = """
    dateComponents,activeEnergyBurned,activeEnergyBurnedGoal,activeEnergyBurnedUnit,appleExerciseTime,appleExerciseTimeGoal,appleStandHours,appleStandHoursGoal
    1969-12-30,0,0,kcal,0,30,0,12
    1969-12-31,0,0,kcal,0,30,0,12
    2017-10-28,0,0,kcal,0,30,0,12
    2017-10-29,2.002,500,kcal,3,30,1,12
    2030-01-01,100,500,kcal,3,30,1,12

    """

  @Test func daysBeforeAppleWatchAreKeptAndNamedOnce() throws {
    let result = try HealthExportReader().read(
      contentsOf: HealthFixtures.file(Self.csv, name: "a.csv"))
    #expect(result.summaries.count == 5)
    let named = result.warnings.filter { $0.kind == .unlikelyDay }
    #expect(named.count == 1)
    #expect(
      named.first?.description
        == "2 days before Apple Watch (2015-04-24), from the export's clock rather than a "
        + "watch: 1969-12-30, 1969-12-31; kept (--since 2015-04-24 leaves them out)")
  }

  @Test func daysAfterTomorrowAreNamedWhenTheReaderKnowsToday() throws {
    var reader = HealthExportReader()
    reader.today = try CalendarDay(parsing: "2026-12-06")
    let result = try reader.read(contentsOf: HealthFixtures.file(Self.csv, name: "a.csv"))
    let message = try #require(result.warnings.first { $0.kind == .unlikelyDay }).message
    #expect(
      message.hasSuffix(
        "; 1 day after 2026-12-07, in the future: 2030-01-01; kept (--until 2026-12-07 leaves "
          + "them out)"))
  }

  @Test func manyDaysAreCountedPastTheFirstFive() {
    let days = (1...8).map { try? CalendarDay(year: 1970, month: 1, day: $0) }.compactMap { $0 }
    var imported = HealthImport(
      summaries: days.map { ActivitySummary(day: $0, activeEnergyBurned: 1) }, warnings: [])
    imported.nameUnlikelyDays(after: nil)
    #expect(
      imported.warnings.first?.message.contains(
        "1970-01-01, 1970-01-02, 1970-01-03, 1970-01-04, 1970-01-05 and 3 more") == true)
  }

  @Test func anExportOfLikelyDaysHasNoSuchWarning() throws {
    let result = try HealthExportReader().read(contentsOf: HealthExportFixtures.severalLines)
    #expect(!result.summaries.isEmpty)
    #expect(!result.warnings.contains { $0.kind == .unlikelyDay })
  }

  @Test func theSpanStartsAtTheFirstWatchDayUnlessAsked() throws {
    let result = try HealthExportReader().read(
      contentsOf: HealthFixtures.file(Self.csv, name: "a.csv"))
    let shown = ActivitySummary.fromFirstWatchDay(result.summaries, since: nil)
    #expect(
      shown.compactMap(\.day).map(\.description) == ["2017-10-28", "2017-10-29", "2030-01-01"])
    let asked = try CalendarDay(parsing: "1969-12-30")
    #expect(ActivitySummary.fromFirstWatchDay(result.summaries, since: asked) == result.summaries)
    // Only days before Apple Watch: nothing to start from, so all of them.
    let early = Array(result.summaries.prefix(2))
    #expect(ActivitySummary.fromFirstWatchDay(early, since: nil) == early)
  }
}
