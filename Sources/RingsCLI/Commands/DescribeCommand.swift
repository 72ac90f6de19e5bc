import ActivityRings
import ActivityRingsJSON
import ActivityRingsRequests
import ArgumentParser

/// `rings describe`: what a day's rings say in words — the sentence every output format
/// carries (SVG `<desc>`, PNG text chunks, PDF metadata, the terminal caption).
///
/// ```sh
/// $ rings describe --move 350/500 --exercise 20/30 --stand 8/12
/// Move: 350 of 500 calories, 70 percent. Exercise: 20 of 30 minutes, 67 percent. Stand: 8 of 12 hours, 67 percent.
/// $ rings describe --from-export export.zip --date 2026-11-20 --label Ana --format json
/// ```
struct DescribeCommand: ParsableCommand, WritesDocument {
  static let configuration = CommandConfiguration(
    commandName: "describe",
    abstract: "Say what a day's rings show, in words.",
    discussion: """
      Prints the sentence that every picture of these rings carries for assistive \
      technology: SVG <title> and <desc>, PNG and APNG text chunks, the GIF comment, PDF \
      metadata and the terminal caption. It is worded like Apple's: the person's name and the \
      date when known, \
      then each ring ("Move: 350 of 500 calories, 70 percent."), "no data" for a ring without \
      values, "no goal" for a goal of 0, and "Rings paused." on a paused day. --format json \
      prints the sentence with its parts.


      """ + OutputHelp.rule(for: Self.formats, otherwise: "the sentence") + """


        Examples:
          rings describe --move 350/500 --exercise 20/30 --stand 8/12
          rings describe --summary today.json --label Ana --wheelchair
          rings describe --from-export export.zip --date 2026-11-20 --format json
        """
  )

  /// The sentence (`txt`) or the sentence and its parts (`json`).
  static let formats = OutputHelp.Formats(formats: [.text, .json])

  @OptionGroup(title: "Values") var values: SummaryOptions
  @OptionGroup(title: "A day from an export") var day: ExportDayOptions

  @Option(
    help: ArgumentHelp(
      "Which rings: auto (the default: Move only when there is no Exercise or Stand data), three or move-only.",
      valueName: "STYLE"),
    completion: .list(RingStyle.typedNames))
  var style: String?

  @OptionGroup(title: "Label") var label: LabelOptions

  @OptionGroup var document: DocumentOutputOptions<Self>

  /// Describes and prints.
  func run() throws {
    let target = try document.target()
    var fields = label.fields
    fields[.style] = style
    let request = try CanvasOptions.checkedRequest(fields)
    let summary = try day.summary(or: values, whenMissing: "describing empty rings")
    let description: RingDescription
    do {
      description = try RingDescription(
        summary: summary, style: request.style, label: request.label)
    } catch {
      throw CLIError.usage("\(error)")
    }
    try target.destination.write(
      Array(
        (target.format == .json
          ? try JSONDocument.text(of: description)
          : description.sentence + "\n").utf8))
  }
}
