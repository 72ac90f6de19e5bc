import Foundation
import Testing

/// Shell completion offers file names where a path is expected and the formats for --format, in
/// every subcommand.
@Suite struct CompletionTests {
  /// The path options of each subcommand (long names; "" for the EXPORT argument), and what
  /// its --format offers.
  static let subcommands: [(name: String, paths: [String], formats: String)] = [
    ("render", ["output", "summary", "from-export"], "png pdf svg txt ansi ansi256 gif webp"),
    ("animate", ["output", "from", "to", "from-export"], "png svg txt ansi ansi256 gif webp"),
    ("history", ["output", ""], "png pdf svg txt ansi ansi256 gif webp"),
    ("export", ["summary"], "png pdf gif svg webp png,svg,pdf"),
    ("validate", ["output", "summary", "draw-list"], "txt json"),
    ("import", ["output", ""], "jsonl json csv"),
    ("stats", ["output", ""], "txt json csv"),
  ]

  @Test func fishOffersFilesForPathsAndFormatsForFormat() throws {
    let script = try RingsProcess.run(["--generate-completion-script", "fish"])
    #expect(script.status == 0)
    let lines = script.text.split(separator: "\n")
    for (name, paths, formats) in Self.subcommands {
      for option in paths {
        let line = lines.first { line in
          option.isEmpty
            ? line.contains("positional \"rings \(name)\" -eq 1")
            : line.contains("options \"rings \(name)\"") && line.contains("-l '\(option)'")
        }
        #expect(
          line?.hasSuffix(" -F") == true || line?.hasSuffix(" -rF") == true, "\(name) \(option)")
      }
      let format = lines.first {
        $0.contains("options \"rings \(name)\"") && $0.contains("-l 'format'")
      }
      #expect(format?.hasSuffix("-rfka '\(formats)'") == true, "\(name) --format")
    }
    let frames = lines.first { $0.contains("\"rings animate\" frames") }
    #expect(frames?.contains("__rings_complete_directories") == true)
  }

  @Test(arguments: ["bash", "zsh"])
  func bashAndZshOfferFilesAndFormats(shell: String) throws {
    let script = try RingsProcess.run(["--generate-completion-script", shell])
    #expect(script.status == 0)
    let files = shell == "bash" ? "__rings_add_completions -f" : ":_files'"
    let fileCount = script.text.components(separatedBy: files).count - 1
    // -o of render, animate, history, validate, describe, import, stats, report; --summary ×4;
    // --from-export ×3 (render, describe, animate); --from; --to; --draw-list; export's --manifest; the EXPORT arguments of
    // history, import, stats and report.
    #expect(fileCount == 23, "\(fileCount) file completions")
    for words in [
      "png'$'\\n''pdf'$'\\n''svg'$'\\n''txt'$'\\n''ansi'$'\\n''ansi256", "json'$'\\n''csv",
    ]
    where shell == "bash" {
      #expect(script.text.contains(words))
    }
  }
}
