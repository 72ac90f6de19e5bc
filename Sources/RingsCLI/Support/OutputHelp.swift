import ActivityRings
import ActivityRingsAssets
import ActivityRingsRequests

/// The output rule as the `--help` of every writing subcommand states it, written once, with
/// the formats taken from the renderer registry so that help and behaviour cannot drift apart.
enum OutputHelp {
  /// A list of formats as help shows it.
  struct Formats {
    /// The formats, in the registry's order.
    var formats: [OutputFormat]

    /// Their names: `png, pdf or svg`.
    var names: String { listed(joining: "or") }

    /// Their names, all of them: `png, pdf and svg`.
    var all: String { listed(joining: "and") }

    private func listed(joining last: String) -> String {
      let names = formats.map(\.name)
      guard names.count > 1 else { return names.joined() }
      return names.dropLast().joined(separator: ", ") + " \(last) " + (names.last ?? "")
    }

    /// Their extensions, each once: `.png, .pdf, .ans`.
    var extensions: String {
      var extensions: [String] = []
      for format in formats where !extensions.contains("." + format.fileExtension) {
        extensions.append("." + format.fileExtension)
      }
      return extensions.joined(separator: ", ")
    }
  }

  /// The registry's still formats (`render`, `history`).
  static let stills = Formats(
    formats: (try? RendererCatalog.standard(environment: [:])).map(OutputChoice.stillFormats)
      ?? [])

  /// The registry's picture formats an export writes (`export`).
  static let exports = Formats(
    formats: (try? RendererCatalog.standard(environment: [:])).map(ExportPlan.formats) ?? [])

  /// The registry's animated formats (`animate`).
  static let animations = Formats(
    formats: (try? RendererCatalog.standard(environment: [:])).map(OutputChoice.animatedFormats)
      ?? [])

  /// One paragraph: where the format comes from, what standard output gets, what is refused.
  ///
  /// - Parameters:
  ///   - formats: the formats `--format` and `-o` understand.
  ///   - otherwise: what is written when neither `--format` nor `-o` names a format.
  ///   - hasBinary: whether the command writes binary formats, refused on a terminal.
  static func rule(for formats: Formats, otherwise: String, hasBinary: Bool = false) -> String {
    var text =
      "Output: the format comes from --format (\(formats.names)"
      + (formats.formats.contains(.text) ? "; text is another name for txt" : "")
      + "), else from the extension of -o PATH (\(formats.extensions)), else it is "
      + "\(otherwise). Without -o, or with -o -, standard output gets exactly the bytes of that "
      + "format, for a pipe or a redirect (> file)."
    if hasBinary {
      let binary = Formats(formats: formats.formats.filter { !$0.isText }).names
      text +=
        " A binary format (\(binary)) is refused when standard output is a terminal; -o - "
        + "sends it anyway. With neither --format nor -o, a pipe or file gets plain text "
        + "(colour only with --color always)."
    }
    text +=
      " --format and -o's extension must agree, and -o cannot name a file the command reads "
      + "(standard input's included). " + files
    return text
  }

  /// How files are written, for every command that writes them.
  static let files =
    "A file is replaced in one step and keeps its mode; a symbolic link keeps pointing at the "
    + "file it names, which is replaced; a device, a FIFO or /dev/stdout is written in place; "
    + "a read-only file is an error. In a sticky folder everyone may write to, such as /tmp, "
    + "another user's link (in any part of the path) or FIFO is refused."

  /// What `export` does with the files already in its folder: it writes a set of files at
  /// once, so anything but a regular file where one goes is refused.
  static let folderFiles =
    "Each file is replaced in one step and keeps its mode. A symbolic link, a FIFO, a device "
    + "or a folder where a file goes is refused, and so is a read-only file: nothing is "
    + "written then."

  /// The rule for `render` and `history`.
  static var pictures: String {
    rule(for: stills, otherwise: "the rings in the terminal", hasBinary: true)
  }
}
