import Foundation
import Testing
import _ActivityRingsTestSupport

/// Every output is the same bytes on every run, in every time zone and locale: PDFs are dated
/// from SOURCE_DATE_EPOCH or 1970-01-01, and history takes today's date from --today.
@Suite struct ReproducibilityTests {
  static let values = [
    "--move", "350/500", "--exercise", "20/30", "--stand", "8/12", "--label", "Zoë",
  ]
  static let places: [[String: String]] = [
    ["TZ": "UTC", "LC_ALL": "C"],
    ["TZ": "Pacific/Chatham", "LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"],
    ["TZ": "America/St_Johns", "LC_ALL": "ar_EG.UTF-8"],
  ]

  static let commands: [[String]] = [
    ["render"] + values + ["--format", "pdf"],
    ["render"] + values + ["--format", "png"],
    ["render"] + values + ["--format", "svg"],
    ["render"] + values + ["--format", "ansi"],
    ["animate", "--from", "move=100/500", "--to", "move=400/500", "--fps", "5", "--format", "png"],
    ["animate", "--from", "move=100/500", "--to", "move=400/500", "--fps", "5", "--format", "svg"],
    ["validate"] + values + ["--format", "json"],
  ]

  @Test(arguments: commands)
  func theSameBytesInEveryTimeZoneAndLocale(command: [String]) throws {
    let outputs = try Self.places.map { try RingsProcess.run(command, environment: $0) }
    for output in outputs {
      #expect(output.status == 0, "\(output.standardError)")
      #expect(output.standardOutput == outputs[0].standardOutput)
    }
    #expect(!outputs[0].standardOutput.isEmpty)
  }

  @Test func twoPDFRunsInDifferentTimeZonesAreByteForByteEqual() throws {
    let command = ["render"] + Self.values + ["--format", "pdf"]
    let tokyo = try RingsProcess.run(command, environment: ["TZ": "Asia/Tokyo"])
    let honolulu = try RingsProcess.run(command, environment: ["TZ": "Pacific/Honolulu"])
    #expect(tokyo.status == 0 && honolulu.status == 0)
    #expect(tokyo.standardOutput == honolulu.standardOutput)
    #expect(tokyo.text.contains("/CreationDate (19700101000000Z)"))
  }

  @Test func pdfDatesComeFromSourceDateEpoch() throws {
    let command = ["render", "--move", "1/2", "--format", "pdf"]
    let dated = try RingsProcess.run(command, environment: ["SOURCE_DATE_EPOCH": "1700000000"])
    #expect(dated.status == 0)
    #expect(dated.text.contains("/CreationDate (20231114221320Z)"))
    let bad = try RingsProcess.run(command, environment: ["SOURCE_DATE_EPOCH": "yesterday"])
    #expect(bad.status == 64)
    #expect(bad.standardError.contains("SOURCE_DATE_EPOCH 'yesterday' is not a whole number"))
  }

  @Test func historyTakesTodayFromTheOption() throws {
    let csv = ImportCommandTests.csv
    let week = ["history", csv, "--week", "2024-05-15", "--format", "svg"]
    // --week-start pins the one thing the locale chooses, the day weeks start on.
    let pinned = try Self.places.map {
      try RingsProcess.run(
        week + ["--today", "2024-05-17", "--week-start", "monday"], environment: $0)
    }
    #expect(pinned.allSatisfy { $0.status == 0 && $0.standardOutput == pinned[0].standardOutput })
    let egypt = try RingsProcess.run(week + ["--today", "2024-05-17"], environment: Self.places[2])
    #expect(egypt.text.contains("May 11–17, 2024"), "weeks start on Saturday in ar_EG")
    // Today's number is on a white disc: a black 17.
    #expect(pinned[0].text.contains("fill=\"#000000\">17</text>"))
    let other = try RingsProcess.run(week + ["--today", "2024-05-14"])
    #expect(other.text.contains("fill=\"#000000\">14</text>"))
    #expect(!other.text.contains("fill=\"#000000\">17</text>"))
  }

  /// Without --today, today is the local date of the time zone in `TZ`: UTC+14 and UTC-12 are
  /// never on the same date, so a tool that took UTC's date would fail one of them.
  @Test(arguments: ["Etc/GMT-14", "Etc/GMT+12"])
  func historyTakesTodayFromTheLocalTimeZone(zone: String) throws {
    let csv = ImportCommandTests.csv
    let date = try ProcessRunner.run("/bin/date", ["+%Y-%m-%d"], environment: ["TZ": zone])
    let today = date.text.trimmingCharacters(in: .whitespacesAndNewlines)
    let week = ["history", csv, "--week", today, "--format", "svg"]
    let system = try RingsProcess.run(week, environment: ["TZ": zone])
    let pinned = try RingsProcess.run(week + ["--today", today], environment: ["TZ": zone])
    #expect(system.status == 0 && pinned.status == 0, "\(system.standardError)")
    #expect(system.standardOutput == pinned.standardOutput)
  }
}
