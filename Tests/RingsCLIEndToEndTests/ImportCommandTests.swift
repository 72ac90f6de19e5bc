import Foundation
import Testing
import ZIPFoundation
import _ActivityRingsTestSupport

/// `rings import`, end to end: the built binary on the package's fixture exports and on bad
/// input.
@Suite struct ImportCommandTests {
  /// The export with the 2016 header: two days, 2016-05-09 and 10.
  static let xml = HealthExportFixtures.header2016.path
  /// The CSV of 563 days.
  static let csv = HealthExportFixtures.summaries.path

  @Test func printsJSONLinesWithTheExportKeys() throws {
    let result = try RingsProcess.run(["import", Self.xml])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(
      result.text == """
        {"activeEnergyBurned":512.25,"activeEnergyBurnedGoal":450,"activeEnergyBurnedUnit":"kcal","appleExerciseTime":41,"appleExerciseTimeGoal":30,"appleStandHours":13,"appleStandHoursGoal":12,"dateComponents":"2016-05-09","isPaused":false,"moveMode":"activeEnergy"}
        {"activeEnergyBurned":88.5,"activeEnergyBurnedGoal":450,"activeEnergyBurnedUnit":"kcal","appleExerciseTime":4,"appleExerciseTimeGoal":30,"appleStandHours":3,"appleStandHoursGoal":12,"dateComponents":"2016-05-10","isPaused":false,"moveMode":"activeEnergy"}

        """)
  }

  /// One name per format (issue 25.4): `jsonl` is JSON Lines by name or by `-o x.jsonl`;
  /// `json` and `-o x.json` write one JSON document, an array of the same objects.
  @Test func jsonlIsJSONLinesAndJSONIsOneDocument() throws {
    let lines = try RingsProcess.run(["import", Self.xml]).text
    let named = try RingsProcess.run(["import", Self.xml, "--format", "jsonl"])
    #expect(named.status == 0, "\(named.standardError)")
    #expect(named.text == lines)
    let folder = try RingsProcess.temporaryFolder()
    let files = try RingsProcess.run(
      ["import", Self.xml, "-o", "days.jsonl"], in: folder)
    #expect(files.status == 0, "\(files.standardError)")
    #expect(
      try String(
        decoding: Data(contentsOf: folder.appendingPathComponent("days.jsonl")), as: UTF8.self)
        == lines)
    let document = try RingsProcess.run(["import", Self.xml, "-o", "days.json"], in: folder)
    #expect(document.status == 0, "\(document.standardError)")
    let json = try Data(contentsOf: folder.appendingPathComponent("days.json"))
    let array = try JSONSerialization.jsonObject(with: json) as? [[String: Any]]
    #expect(array?.count == 2)
    #expect(array?.first?["dateComponents"] as? String == "2016-05-09")
    let standardOutput = try RingsProcess.run(["import", Self.xml, "--format", "json"])
    #expect(standardOutput.standardOutput == json)
  }

  @Test func printsCSVWithTheExportHeader() throws {
    let result = try RingsProcess.run(["import", Self.xml, "--format", "csv"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.text == """
        dateComponents,activeEnergyBurned,activeEnergyBurnedGoal,activeEnergyBurnedUnit,appleMoveTime,appleMoveTimeGoal,appleExerciseTime,appleExerciseTimeGoal,appleStandHours,appleStandHoursGoal
        2016-05-09,512.25,450,kcal,,,41,30,13,12
        2016-05-10,88.5,450,kcal,,,4,30,3,12

        """)
  }

  @Test func filtersByDay() throws {
    let result = try RingsProcess.run([
      "import", Self.csv, "--since", "2023-03-01", "--until", "2023-03-31", "--format", "csv",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let days = result.text.split(separator: "\n").dropFirst().map { $0.prefix(10) }
    #expect(days.first == "2023-03-01")
    // The fixture has gaps: a week without the watch in March 2023.
    #expect(days.count == 24)
    #expect(days.contains("2023-03-19") && !days.contains("2023-03-20"))
    #expect(days.last == "2023-03-31")
    #expect(days.allSatisfy { $0.hasPrefix("2023-03-") })
  }

  @Test func readsAZipAndItsCSVOutputReadsBackTheSame() throws {
    let folder = try RingsProcess.temporaryFolder()
    let zip = folder.appendingPathComponent("export.zip")
    let archive = try Archive(url: zip, accessMode: .create)
    let xml = try Data(contentsOf: URL(fileURLWithPath: Self.xml))
    try archive.addEntry(
      with: "apple_health_export/export.xml", type: .file, uncompressedSize: Int64(xml.count),
      compressionMethod: .deflate
    ) { position, size in xml.subdata(in: Int(position)..<Int(position) + size) }
    let fromZip = try RingsProcess.run(["import", "export.zip", "--format", "csv"], in: folder)
    #expect(fromZip.status == 0, "\(fromZip.standardError)")
    #expect(fromZip.text == (try RingsProcess.run(["import", Self.xml, "--format", "csv"])).text)
    try fromZip.standardOutput.write(to: folder.appendingPathComponent("days.csv"))
    let again = try RingsProcess.run(["import", "days.csv", "--format", "csv"], in: folder)
    #expect(again.text == fromZip.text)
  }

  @Test func warningsGoToStandardErrorOneLineEach() throws {
    let folder = try RingsProcess.temporaryFolder()
    try """
    <HealthData locale="en_US">
     <ActivitySummary dateComponents="2024-05-01" appleStandHours="eight" appleStandHoursGoal="12"/>
     <ActivitySummary appleStandHours="3"/>
     <ActivitySummary dateComponents="2024-05-02" appleStandHours="4"/>
    """.write(to: folder.appendingPathComponent("cut.xml"), atomically: true, encoding: .utf8)
    let result = try RingsProcess.run(["import", "cut.xml", "--format", "csv"], in: folder)
    #expect(result.status == 0)
    #expect(result.text.split(separator: "\n").count == 3)
    #expect(
      result.standardError.split(separator: "\n") == [
        "rings: warning: line 2: appleStandHours is 'eight', not a number; kept 2024-05-01 without it",
        "rings: warning: line 3: an ActivitySummary has no dateComponents; skipped it",
        "rings: warning: byte 232: the export ends without </HealthData>, so it looks cut short; kept the 2 days read before it",
      ])
  }

  @Test(arguments: [
    (["import", "missing.zip"], Int32(64), "rings: 'missing.zip': no such file"),
    (
      ["import", "notes.txt"], 64,
      "rings: 'notes.txt' is not an Apple Health export (expected export.zip, export.xml with a <HealthData> element, or an ActivitySummary CSV)"
    ),
    (["import", "empty.zip"], 64, "rings: 'empty.zip' is an empty zip archive"),
    (
      ["import", "broken.zip"], 1,
      "rings: 'broken.zip' is not a readable zip archive: no end of central directory (the file is not a zip, or cut short)"
    ),
    (
      ["import", "notes.txt", "--since", "2024-13-01"], 64,
      "rings: --since '2024-13-01': 2024-13-01 is not a day of the calendar"
    ),
    (
      ["import", "notes.txt", "--since", "2024-05-02", "--until", "2024-05-01"], 64,
      "rings: --until 2024-05-01 is before --since 2024-05-02"
    ),
    (["import", "."], 64, "rings: cannot read '.': it is a folder"),
  ])
  func badInputIsOneLineAndAnExitCode(arguments: [String], status: Int32, message: String) throws {
    let folder = try RingsProcess.temporaryFolder()
    try "just notes\n".write(
      to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    _ = try Archive(url: folder.appendingPathComponent("empty.zip"), accessMode: .create)
    try Data("PK\u{3}\u{4} not really a zip".utf8).write(
      to: folder.appendingPathComponent("broken.zip"))
    let result = try RingsProcess.run(arguments, in: folder)
    #expect(result.status == status)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == message + "\n")
  }

  /// What reaches standard error is bounded: 1,200 bad dates of 2,001 characters each wrote
  /// 12 MB of warnings; each now quotes 80 characters, and their bytes are capped.
  @Test func warningsOnStandardErrorAreBounded() throws {
    let folder = try RingsProcess.temporaryFolder()
    let date =
      String(repeating: "\u{7}", count: 1_000) + "x" + String(repeating: "\u{7}", count: 1_000)
    let rows = Array(repeating: date + ",1\n", count: 1_200).joined()
    try ("dateComponents,appleStandHours\n" + rows).write(
      to: folder.appendingPathComponent("bad.csv"), atomically: true, encoding: .utf8)
    let result = try RingsProcess.run(["import", "bad.csv"], in: folder)
    #expect(result.status == 0)
    let lines = result.standardError.split(separator: "\n")
    #expect(result.standardError.utf8.count < 300_000)
    #expect(lines.allSatisfy { $0.utf8.count < 1_000 })
    #expect(
      lines.contains { $0.hasPrefix("rings: warning: and ") && $0.hasSuffix(" are listed)") })
  }

  /// Old Mac line ends: each line is a row (this gave no day, and "header names '500' more
  /// than once").
  @Test func carriageReturnLineEndsImport() throws {
    let folder = try RingsProcess.temporaryFolder()
    try
      "dateComponents,activeEnergyBurnedGoal,appleStandHours\r2024-05-01,500,7\r2024-05-02,500,8\r"
      .write(to: folder.appendingPathComponent("mac.csv"), atomically: true, encoding: .utf8)
    let result = try RingsProcess.run(["import", "mac.csv", "--format", "csv"], in: folder)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(
      result.text.split(separator: "\n").dropFirst() == [
        "2024-05-01,,500,,,,,,7,", "2024-05-02,,500,,,,,,8,",
      ])
  }

  @Test func noProgressWhenStandardErrorIsAPipe() throws {
    let result = try RingsProcess.run(["import", Self.xml])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(!result.standardOutput.isEmpty)
  }
}
