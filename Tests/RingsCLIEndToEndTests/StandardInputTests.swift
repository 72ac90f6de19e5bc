import Foundation
import Testing
import ZIPFoundation
import _ActivityRingsTestSupport

/// Exports from standard input and other streams, end to end: `-`, `/dev/stdin`, a FIFO and a
/// zip piped in, for import, history and render --from-export.
@Suite struct StandardInputTests {
  static let xml = ImportCommandTests.xml
  static let csv = ImportCommandTests.csv

  @Test(arguments: [xml, csv])
  func pipedIntoImportDashReadsAsTheFile(path: String) throws {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let expected = try RingsProcess.run(["import", path])
    #expect(expected.status == 0)
    for argument in ["-", "/dev/stdin"] {
      let piped = try RingsProcess.run(["import", argument], input: bytes)
      #expect(piped.status == 0, "\(argument): \(piped.standardError)")
      #expect(piped.standardError == expected.standardError)
      #expect(piped.standardOutput == expected.standardOutput)
    }
  }

  @Test func aZipOnStandardInputIsReadAndNoCopyStays() throws {
    let folder = try RingsProcess.temporaryFolder()
    let zip = folder.appendingPathComponent("export.zip")
    let archive = try Archive(url: zip, accessMode: .create)
    let xml = try Data(contentsOf: URL(fileURLWithPath: Self.xml))
    try archive.addEntry(
      with: "apple_health_export/export.xml", type: .file, uncompressedSize: Int64(xml.count),
      compressionMethod: .deflate
    ) { position, size in xml.subdata(in: Int(position)..<Int(position) + size) }
    let spool = try RingsProcess.temporaryFolder()
    let piped = try RingsProcess.run(
      ["import", "-", "--format", "csv"], input: try Data(contentsOf: zip),
      environment: ["TMPDIR": spool.path])
    #expect(piped.status == 0, "\(piped.standardError)")
    let direct = try RingsProcess.run(["import", zip.path, "--format", "csv"])
    #expect(piped.standardOutput == direct.standardOutput)
    #expect(piped.text.contains("2016-05-10,88.5"))
    #expect(try RingsProcess.files(in: spool).isEmpty)
  }

  @Test func aFIFOIsReadAsAStream() throws {
    let folder = try RingsProcess.temporaryFolder()
    let fifo = folder.appendingPathComponent("export.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.csv))
    let writer = Thread {
      // Opening blocks until rings opens the other end.
      if let handle = FileHandle(forWritingAtPath: fifo) {
        handle.write(bytes)
        try? handle.close()
      }
    }
    writer.start()
    let result = try RingsProcess.run(["import", fifo, "--format", "csv"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.text.split(separator: "\n").count == 561, "the header and 560 days")
  }

  @Test func historyAndRenderReadStandardInput() throws {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.csv))
    let week = ["--week", "2024-05-15", "--highlight", "2024-05-17", "--format", "svg"]
    let piped = try RingsProcess.run(["history", "-"] + week, input: bytes)
    let direct = try RingsProcess.run(["history", Self.csv] + week)
    #expect(piped.status == 0, "\(piped.standardError)")
    #expect(piped.standardOutput == direct.standardOutput)
    let day = ["--date", "2024-05-17", "--format", "svg"]
    let one = try RingsProcess.run(["render", "--from-export", "-"] + day, input: bytes)
    #expect(one.status == 0, "\(one.standardError)")
    #expect(
      one.standardOutput
        == (try RingsProcess.run(["render", "--from-export", Self.csv] + day)).standardOutput)
  }

  @Test func standardInputReadTwiceIsAUsageError() throws {
    let result = try RingsProcess.run(
      ["animate", "--from", "-", "--to", "-"], input: Data("{}".utf8))
    #expect(result.status == 64)
    #expect(result.standardError.contains("--from and --to both read standard input"))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }
}
