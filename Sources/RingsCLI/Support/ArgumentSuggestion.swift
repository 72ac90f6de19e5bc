import ActivityRings
import ArgumentParser

/// Did-you-mean for a subcommand (also after `rings help`), by the one rule of the core
/// (`NameSuggestion`), from the names the commands declare (`CommandConfiguration.commandName`).
/// An option's name is argument-parser's to suggest (`Unknown option '--sise'. Did you mean
/// '--size'?`); a choice's value is the request layer's.
enum ArgumentSuggestion {
  /// The subcommands' names, as each declares it.
  static var subcommandNames: [String] {
    RingsCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
  }

  /// Throws when the first argument, or the one after `help`, is a word that names no
  /// subcommand.
  ///
  /// - Throws: a usage ``CLIError`` naming the word and the nearest subcommand, or listing them
  ///   all when none is near.
  static func checkSubcommand(_ arguments: some Collection<String>) throws(CLIError) {
    let names = subcommandNames
    let asked = arguments.first == "help" ? arguments.dropFirst().first : arguments.first
    guard let word = asked, !word.isEmpty, !word.hasPrefix("-"),
      !(names + ["help"]).contains(word)
    else { return }
    let error = UnknownNameError(name: word, known: names + ["help"])
    if let nearest = error.suggestion {
      throw .usage(
        "unknown subcommand \(QuotedText.quoted(word)): did you mean '\(nearest)'? "
          + "(see 'rings --help')")
    }
    throw .usage(
      "unknown subcommand \(QuotedText.quoted(word)) (the subcommands: "
        + names.joined(separator: ", ") + ")")
  }
}
