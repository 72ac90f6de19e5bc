import Foundation
import Testing
import ZIPFoundation
import _ActivityRingsTestSupport

/// The whole bad-input matrix of the command line: every entry is one line on standard error,
/// in our words (no Foundation or Swift type names), with every piece of input escaped, the
/// expected exit status, nothing on standard output and no file left behind.
@Suite struct BadInputMatrixTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var input: String? = nil
    var status: Int32 = 64
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let png = ["--format", "png", "-o", "out.png"]

  static let cases: [Case] = [
    Case(arguments: ["render", "--summary", ""] + png, message: "the summary source is empty"),
    Case(
      arguments: ["render", "--summary", "folder"] + png,
      message: "cannot read summary file 'folder': it is a folder"),
    Case(
      arguments: ["render", "--summary", "/dev/zero"] + png,
      message: "cannot read summary file '/dev/zero': it is longer than 1 MiB"),
    Case(
      arguments: ["render", "--summary", "-"] + png, input: #"{"appleStandHours": true}"#,
      message: "appleStandHours is true: expected a number"),
    Case(
      arguments: ["render", "--summary", "-"] + png, input: #"{"appleStandHours": [8]}"#,
      message: "appleStandHours is a list: expected a number"),
    Case(
      arguments: ["render", "--summary", "-"] + png, input: #"{"appleStandHours": 1e400}"#,
      message: "is not JSON: number 1e400 is too large at line 1, column 21"),
    Case(
      arguments: ["render", "--summary", "-"] + png,
      input: "{\n  \"appleStandHours\": 8,\n}",
      message: "is not JSON: expected a key in double quotes at line 3, column 1, found '}'"),
    Case(
      arguments: ["render", "--summary", "-"] + png, input: #"{"moveMode": "\uD83D"}"#,
      message: #"is not JSON: '\uD83D' is half a surrogate pair at line 1, column 15"#),
    Case(
      arguments: ["render", "--summary", "-"] + png,
      input: String(repeating: "[", count: 100_000),
      message: "is not JSON: more than 512 nested lists and objects at line 1, column 513"),
    Case(
      arguments: ["render", "--summary", "-"] + png, input: "[8]",
      message: "must be an object such as"),
    Case(
      arguments: ["render", "--summary", "-"] + png, input: #"{"moveMode": "sideways"}"#,
      message: #"moveMode is "sideways": expected "activeEnergy" or "appleMoveTime""#),
    Case(
      arguments: ["render", "--summary", "-"] + png, input: #"{"appleStandHour": 8}"#,
      message: "has no key rings knows ('appleStandHour'): use dateComponents"),
    Case(arguments: ["render", "--summary", "-"] + png, input: "", message: "is empty"),
    Case(
      arguments: ["render", "--move", "350/500\n"] + png,
      message: #"--move '350/500\n': the goal '500\n' is not a number"#),
    Case(
      arguments: ["render", "--move", "1/2", "--label", "A\u{FFFE}"] + png,
      message: #"--label 'A\u{FFFE}' holds U+FFFE"#),
    Case(
      arguments: ["render", "--move", "1/2", "--label", "A\u{1B}[2J", "--format", "pdf"],
      message: #"--label 'A\u{1B}[2J' holds U+1B"#),
    Case(
      arguments: ["animate", "--from", "-", "--to", "-"], input: "{}",
      message: "--from and --to both read standard input"),
    Case(
      arguments: ["export", "--move", "1/2", "--preset", "square-64", "--scale", "-1"],
      message: "--scale '-1': -1 is not supported"),
    Case(
      arguments: ["export", "--move", "1/2", "--preset", "sq\u{1B}]0;PWNED\u{07}"],
      message: #"unknown preset 'sq\u{1B}]0;PWNED\u{7}'"#),
    Case(
      arguments: ["rendr", "--move", "1/2"],
      message: "unknown subcommand 'rendr': did you mean 'render'?"),
    Case(arguments: ["hsitory"], message: "did you mean 'history'?"),
    // Issue 25.4: did-you-mean after `rings help`, for option names and listed values; an
    // option's name in argument-parser's words (issue 39: its messages are not rewritten).
    Case(
      arguments: ["help", "rendr"],
      message: "unknown subcommand 'rendr': did you mean 'render'? (see 'rings --help')"),
    Case(
      arguments: ["render", "--move", "1/2", "--sise", "3"],
      message: "Unknown option '--sise'. Did you mean '--size'? (see 'rings render --help')"),
    Case(
      arguments: ["render", "--move", "1/2", "--style", "move-onli"],
      message: "--style 'move-onli' is not one of auto, three, move-only: did you mean 'move-only'?"
    ),
    Case(
      arguments: ["stats", "--format", "jsn", "missing.csv"],
      message: "unknown format 'jsn' (known: txt, json, csv): did you mean 'json'?"),
    Case(
      arguments: ["render", "--move", "1/2", "--bogus"],
      message: "Unknown option '--bogus' (see 'rings render --help')"),
    Case(
      arguments: ["render", "--move", "1/2", "--color", "x\ny"],
      message: #"--color 'x\ny' is not one of auto, always, never"#),
    Case(
      arguments: ["render", "--move", "1/2", "--color", "alwys"],
      message: "--color 'alwys' is not one of auto, always, never: did you mean 'always'?"),
    Case(
      arguments: ["import"],
      message: "Missing expected argument '<EXPORT>' (see 'rings import --help')"),
    Case(arguments: ["import", "missing.xml"], message: "'missing.xml': no such file"),
    Case(arguments: ["validate", "--draw-list", "/dev/null"], message: "is empty"),
    Case(
      arguments: ["validate", "--draw-list", "-"], input: #"{"size": true}"#,
      message: "is invalid: size is true: expected an object"),
    // Issue 25, item 6: each draw-list field named with its rule, no Swift type name.
    Case(
      arguments: ["validate", "--draw-list", "-"], input: drawList(#""scale": 1.5"#),
      message: "the draw list JSON in standard input is invalid: scale is 1.5: expected 1, 2 or 3"),
    Case(
      arguments: ["validate", "--draw-list", "-"], input: drawList(#""scale": -1"#),
      message: "is invalid: scale is -1: expected 1, 2 or 3"),
    Case(
      arguments: ["validate", "--draw-list", "-"],
      input: drawList(#""size": {"width": -5, "height": 5}"#),
      message: "is invalid: size is -5×5 points: each side must be more than 0 points, and at "
        + "most 8192 pixels at the draw list's scale"),
    Case(
      arguments: ["validate", "--draw-list", "-"],
      input: drawList(#""size": {"width": 0, "height": 100}"#),
      message: "is invalid: size is 0×100 points: each side must be more than 0 points"),
    Case(
      arguments: ["validate", "--draw-list", "-"],
      input: drawList(#""size": {"width": 3000, "height": 100}, "scale": 3"#),
      message: "is invalid: size is 3000×100 points at scale 3, 9000 pixels on a side: each "
        + "side must be more than 0 points, and at most 8192 pixels"),
    Case(
      arguments: ["validate", "--draw-list", "-"],
      input: drawList(item(fillRule: #""evenodd""#)),
      message: #"is invalid: items.0.fillRule is "evenodd": expected "nonZero" or "evenOdd""#),
    Case(
      arguments: ["validate", "--draw-list", "-"],
      input: drawList(item(role: #"{"part": "arc", "ring": "mov"}"#)),
      message: #"is invalid: items.0.role.ring is "mov": expected "move", "exercise" or "stand""#),
    Case(
      arguments: ["validate", "--draw-list", "-"], input: #"{"size": {"width": 1e999}}"#,
      message: "is invalid: not JSON: number 1e999 is too large at line 1, column 20"),
    // Issue 36, item 7: a size that is no number, a year before 1, and invisible characters.
    Case(
      arguments: ["render", "--move", "1/2", "--size", "inf"] + png,
      message: "--size must be a number of points greater than 0 (got 'inf')"),
    Case(
      arguments: ["history", "export.csv", "--month", "0000-01"] + png,
      message: "--month '0000-01': 0000-01-01 is not a day of the calendar (years run from 0001 "
        + "to 9999)"),
    Case(
      arguments: ["render", "--move", "1/2", "--label", "A\u{200B}B"] + png,
      message: #"--label 'A\u{200B}B' holds U+200B"#),
    Case(arguments: ["stats", ""], message: "the export's path is empty"),
    Case(
      arguments: ["render", "--summary", "-"] + png,
      input: String(repeating: " ", count: 1_100_000),
      message: "cannot read the summary from standard input: it is longer than 1 MiB"),
  ]

  /// `--scale` is one option: every command that takes it says the same of a bad one.
  static let scaleCases: [Case] = [
    ["render", "--move", "1/2"] + png, ["animate", "--from", "move=1/2", "--to", "move=2/2"] + png,
    ["validate", "--move", "1/2", "--preset", "square-64"],
    ["history", "missing.csv", "--month", "2019-05"] + png,
  ].flatMap { command in
    [
      Case(
        arguments: command + ["--scale", "4"], message: "--scale 4 is not supported: use 1, 2 or 3"
      ),
      Case(
        arguments: command + ["--scale", "2.0"],
        message: "--scale '2.0' is not supported: use 1, 2 or 3"),
    ]
  }

  /// A draw list's JSON: a 100-point canvas at 1× and no items, with `fields` after the valid
  /// ones (a key given twice keeps its last value).
  static func drawList(_ fields: String) -> String {
    #"{"size": {"width": 100, "height": 100}, "scale": 1, "items": [], "title": "t", "#
      + #""accessibilityText": "a", \#(fields)}"#
  }

  /// `"items"` with one item, `role` and `fillRule` as given.
  static func item(role: String = #"{"part": "dot"}"#, fillRule: String = #""nonZero""#) -> String {
    ##""items": [{"role": \##(role), "path": "M 0 0 Z", "paint": {"solid": {"color": "#ffffff"}}, "##
      + #""fillRule": \#(fillRule)}]"#
  }

  @Test(arguments: cases + scaleCases)
  func isOneLineInOurWords(_ entry: Case) throws {
    let folder = try RingsProcess.temporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("folder"), withIntermediateDirectories: false)
    let result = try RingsProcess.run(
      entry.arguments, input: entry.input.map { Data($0.utf8) }, in: folder)
    #expect(result.status == entry.status, "\(result.standardError)")
    #expect(result.standardError.contains(entry.message), "\(result.standardError)")
    Self.expectOneCleanLine(result.standardError)
    #expect(result.standardOutput.isEmpty)
    #expect(try RingsProcess.files(in: folder) == ["folder"])
  }

  /// One line, `rings: ` first, no raw control character, no type or domain names.
  static func expectOneCleanLine(_ text: String) {
    #expect(text.hasPrefix("rings: "))
    #expect(text.hasSuffix("\n"))
    #expect(text.dropLast().unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
    for leak in ["NSCocoaErrorDomain", "Error Domain", "Dictionary<", "Swift", "Cannot initialize"]
    {
      #expect(!text.contains(leak), "\(text)")
    }
  }

  @Test func csvWarningsReachTheTerminalEscaped() throws {
    let folder = try RingsProcess.temporaryFolder()
    try Data(
      "dateComponents,activeEnergyBurned,activeEnergyBurnedGoal\n\u{1B}]0;PWNED\u{07}\u{1B}[2J,1,2\n"
        .utf8
    ).write(to: folder.appendingPathComponent("e.csv"))
    let result = try RingsProcess.run(["import", "e.csv"], in: folder)
    #expect(result.status == 0)
    #expect(result.standardError.contains(#"'\u{1B}]0;PWNED\u{7}\u{1B}[2J'"#))
    for line in result.standardError.split(separator: "\n") {
      Self.expectOneCleanLine(String(line) + "\n")
    }
  }

  @Test func zipEntryNamesInErrorsAreEscaped() throws {
    let folder = try RingsProcess.temporaryFolder()
    let zip = folder.appendingPathComponent("export.zip")
    let archive = try Archive(url: zip, accessMode: .create)
    let xml = Data("<HealthData>\n</HealthData>\n".utf8)
    try archive.addEntry(
      with: "a\u{1B}[2J.xml", type: .file, uncompressedSize: Int64(xml.count),
      compressionMethod: .none
    ) { position, size in xml.subdata(in: Int(position)..<Int(position) + size) }
    // Say the entry is bzip2-compressed (method 12), in its local and central headers.
    var bytes = try [UInt8](Data(contentsOf: zip))
    let methods: [(signature: [UInt8], offset: Int)] = [
      ([0x50, 0x4B, 0x03, 0x04], 8), ([0x50, 0x4B, 0x01, 0x02], 10),
    ]
    for (signature, offset) in methods {
      let start = try #require(
        (0...(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == signature })
      bytes[start + offset] = 12
    }
    try Data(bytes).write(to: zip)
    let result = try RingsProcess.run(["import", "export.zip"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardError.contains(#"cannot read 'a\u{1B}[2J.xml'"#), "\(result.standardError)")
    Self.expectOneCleanLine(result.standardError)
  }

  /// A folder is the wrong input on standard input as by name: exit 64 both ways.
  @Test(arguments: [["render", "--summary", "-"], ["validate", "--draw-list", "-"]])
  func aFolderOnStandardInputIsAUsageError(arguments: [String]) throws {
    let result = try ProcessRunner.run(
      "/bin/sh", ["-c", #"exec "$0" "$@" < /"#, RingsProcess.executable.path] + arguments)
    #expect(result.status == 64, "\(result.standardError)")
    #expect(result.standardError.hasSuffix("from standard input: it is a folder\n"))
  }

  @Test func aFIFOSummaryIsReadNotRefused() throws {
    let folder = try RingsProcess.temporaryFolder()
    let fifo = folder.appendingPathComponent("day.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: fifo) {
        handle.write(Data(#"{"appleStandHours": 8, "appleStandHoursGoal": 12}"#.utf8))
        try? handle.close()
      }
    }
    writer.start()
    let result = try RingsProcess.run(["render", "--summary", fifo, "--format", "svg"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.text.contains("<svg"))
  }
}
