/// The output rule as the `--help` of every writing subcommand states it, written once.
///
/// ```swift
/// OutputHelp.rule(extensions: ".json, .jsonl, .csv", otherwise: "JSON lines")
/// ```
enum OutputHelp {
  /// One paragraph: where the format comes from, what standard output gets, what is refused.
  ///
  /// - Parameters:
  ///   - extensions: the extensions `-o` understands, as shown.
  ///   - otherwise: what is written when neither `--format` nor `-o` names a format.
  ///   - hasBinary: whether the command writes binary formats, refused on a terminal.
  static func rule(extensions: String, otherwise: String, hasBinary: Bool = false) -> String {
    var text =
      "Output: the format comes from --format, else from the extension of -o PATH "
      + "(\(extensions)), else it is \(otherwise). Without -o, or with -o -, standard output "
      + "gets exactly the bytes of that format, for a pipe or a redirect (> file)."
    if hasBinary {
      text +=
        " A binary format (png, pdf) is refused when standard output is a terminal; -o - sends "
        + "it anyway. With neither --format nor -o, a pipe or file gets plain text (colour only "
        + "with --color always)."
    }
    text +=
      " --format and -o's extension must agree, and -o cannot name a file the command reads "
      + "(standard input's included). " + files
    return text
  }

  /// How files are written, for every command that writes them.
  static let files =
    "A file is replaced in one step and keeps its mode; a symbolic link keeps pointing at the "
    + "file it names, which is replaced (not another user's link in a sticky folder everyone "
    + "may write to, such as /tmp); a device, a FIFO or /dev/stdout is written in place; "
    + "a read-only file is an error."

  /// The rule for `render`, `animate` and `history`.
  static let pictures = rule(
    extensions: ".png, .pdf, .svg, .txt, .ans", otherwise: "the rings in the terminal",
    hasBinary: true)
}
