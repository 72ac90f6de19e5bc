/// A day of the week, numbered as ISO 8601 and ``CalendarDay/weekday`` number them: Monday 1
/// through Sunday 7.
///
/// ```swift
/// Weekday.firstOfWeek(locale: "en_US.UTF-8")   // .sunday
/// Weekday.firstOfWeek(locale: "de_DE.UTF-8")   // .monday
/// ```
public enum Weekday: Int, Sendable, Hashable, CaseIterable {
  /// Monday, the first day of an ISO week.
  case monday = 1
  /// Tuesday.
  case tuesday
  /// Wednesday.
  case wednesday
  /// Thursday.
  case thursday
  /// Friday.
  case friday
  /// Saturday.
  case saturday
  /// Sunday.
  case sunday

  /// The English name: "Monday".
  public var name: String { CalendarDay.weekdayName(rawValue) }

  /// The day `count` days after this one (any whole number, negative too).
  public func advanced(by count: Int) -> Weekday {
    let index = ((rawValue - 1 + count) % 7 + 7) % 7
    return Weekday(rawValue: index + 1) ?? self
  }

  /// The regions whose weeks start on Sunday, Saturday and Friday (ISO 3166 codes); every other
  /// region's start on Monday. From the Unicode CLDR's week data (`firstDay`), as ICU has it; a
  /// test compares every region with Foundation's ICU.
  static let regionsStartingOn: [(Weekday, [String])] = [
    (
      .sunday,
      [
        "AG", "AS", "BD", "BR", "BS", "BT", "BW", "BZ", "CA", "CN", "CO", "DM", "DO", "ET", "GT",
        "GU", "HK", "HN", "ID", "IL", "IN", "JM", "JO", "JP", "KE", "KH", "KR", "LA", "MH", "MM",
        "MO", "MT", "MX", "MZ", "NI", "NP", "PA", "PE", "PH", "PK", "PR", "PT", "PY", "SA", "SG",
        "SV", "TH", "TT", "TW", "UM", "US", "VE", "VI", "WS", "YE", "ZA", "ZW",
      ]
    ),
    (.saturday, ["AF", "BH", "DJ", "EG", "IQ", "IR", "KW", "LY", "OM", "QA", "SD", "SY"]),
    (.friday, ["MV"]),
  ]

  /// The first day of the week in a region, by its two-letter ISO 3166 code (either case):
  /// Sunday in the United States, Monday in most of Europe; Monday for a code not known.
  public static func firstOfWeek(inRegion region: some StringProtocol) -> Weekday {
    // Compared as ASCII bytes, so that the core links no Unicode tables.
    let code = region.utf8.map { (97...122).contains($0) ? $0 - 32 : $0 }
    return regionsStartingOn.first { $0.1.contains { Array($0.utf8) == code } }?.0 ?? .monday
  }

  /// The first day of the week for a POSIX locale name as the environment gives it
  /// (`LC_ALL`, `LC_TIME`, `LANG`): `language_REGION.codeset@modifier`, or a BCP 47 tag such as
  /// `en-US`, with or without a script (`zh_Hant_TW`). The region decides (``firstOfWeek(inRegion:)``); a name without one (`C`,
  /// `POSIX`, `de`) gives Monday, ISO 8601's first day.
  public static func firstOfWeek(locale: some StringProtocol) -> Weekday {
    func isSeparator(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
    let name = Array(locale.utf8.prefix { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "@") })
    // language, then an optional four-letter script (zh_Hant_TW), then the region.
    let region = name.split(whereSeparator: isSeparator).dropFirst().first { $0.count == 2 }
    return region.map { firstOfWeek(inRegion: String(decoding: $0, as: UTF8.self)) } ?? .monday
  }

  /// The first day of the week for the locale the environment names for dates: the first of
  /// `LC_ALL`, `LC_TIME` and `LANG` that is set and not empty, as POSIX orders them
  /// (``firstOfWeek(locale:)``); Monday when none is.
  ///
  /// ```swift
  /// Weekday.firstOfWeek(environment: ["LANG": "en_US.UTF-8"])   // .sunday
  /// ```
  public static func firstOfWeek(environment: [String: String]) -> Weekday {
    let name = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    return name.map { firstOfWeek(locale: $0) } ?? .monday
  }
}

#if !hasFeature(Embedded)
  extension Weekday: Codable {}
#endif
