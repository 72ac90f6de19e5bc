import ActivityRings
import ArgumentParser

/// Catches a mistyped subcommand before argument-parser does, and suggests the nearest one:
/// `rings rendr` → "unknown subcommand 'rendr': did you mean 'render'?".
///
/// ```swift
/// try SubcommandSuggestion.check(["rendr", "--move", "1/2"], of: RingsCommand.self)
/// ```
package enum SubcommandSuggestion {
  /// Throws when the first argument is a word that names no subcommand.
  ///
  /// - Throws: a usage ``CLIError`` naming the word and the nearest subcommand, or listing them
  ///   all when none is near.
  package static func check(
    _ arguments: some Collection<String>, of command: any ParsableCommand.Type
  )
    throws(CLIError)
  {
    guard let word = arguments.first, !word.isEmpty, !word.hasPrefix("-") else { return }
    let names =
      command.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    guard !names.contains(word) else { return }
    if let nearest = NameSuggestion.nearest(to: word, among: names) {
      throw .usage(
        "unknown subcommand \(QuotedText.quoted(word)): did you mean '\(nearest)'? "
          + "(see 'rings --help')")
    }
    throw .usage(
      "unknown subcommand \(QuotedText.quoted(word)) (the subcommands: "
        + names.dropLast().joined(separator: ", ") + ")")
  }
}
