import ActivityRings
import Foundation
import Testing

/// The first day of the week by region and locale, against Foundation's ICU (the CLDR's week
/// data) for every ISO region.
@Suite struct WeekdayTests {
  @Test func everyRegionStartsItsWeekAsICUSays() {
    var checked = 0
    for region in Locale.Region.isoRegions {
      let code = region.identifier
      guard code.utf8.count == 2, code.allSatisfy(\.isLetter) else { continue }
      let icu = Locale(identifier: "und_\(code)").firstDayOfWeek
      let expected: Weekday =
        switch icu {
        case .monday: .monday
        case .tuesday: .tuesday
        case .wednesday: .wednesday
        case .thursday: .thursday
        case .friday: .friday
        case .saturday: .saturday
        case .sunday: .sunday
        @unknown default: .monday
        }
      #expect(Weekday.firstOfWeek(inRegion: code) == expected, "\(code)")
      checked += 1
    }
    #expect(checked > 200)
  }

  @Test(arguments: [
    ("en_US.UTF-8", Weekday.sunday), ("en_GB.UTF-8", .monday), ("de_DE@euro", .monday),
    ("ar_EG", .saturday), ("dv_MV.UTF-8", .friday), ("pt-BR", .sunday), ("zh_Hant_TW", .sunday),
    ("en_us", .sunday), ("C", .monday), ("C.UTF-8", .monday), ("POSIX", .monday), ("de", .monday),
    ("", .monday), ("en_USA", .monday),
  ])
  func aLocaleNameGivesItsRegionsFirstDay(locale: String, first: Weekday) {
    #expect(Weekday.firstOfWeek(locale: locale) == first)
  }

  @Test func theEnvironmentIsReadInPOSIXOrder() {
    #expect(Weekday.firstOfWeek(environment: [:]) == .monday)
    #expect(Weekday.firstOfWeek(environment: ["LANG": "en_US.UTF-8"]) == .sunday)
    #expect(
      Weekday.firstOfWeek(environment: ["LANG": "en_US.UTF-8", "LC_TIME": "en_GB.UTF-8"])
        == .monday)
    #expect(
      Weekday.firstOfWeek(environment: ["LC_ALL": "ar_EG", "LC_TIME": "en_GB.UTF-8"]) == .saturday)
    #expect(Weekday.firstOfWeek(environment: ["LC_ALL": "", "LANG": "en_US"]) == .sunday)
  }

  @Test func weekdaysGoRound() {
    #expect(Weekday.sunday.advanced(by: 1) == .monday)
    #expect(Weekday.monday.advanced(by: -1) == .sunday)
    #expect(Weekday.wednesday.advanced(by: 14) == .wednesday)
    #expect(Weekday.friday.name == "Friday")
  }
}
