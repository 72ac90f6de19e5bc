import ActivityRings
import ActivityRingsJSON
import ArgumentParser

/// Did-you-mean for the names typed on the command line, by the one rule of the core
/// (`NameSuggestion`): a subcommand (also after `rings help`), an option's name, and an
/// option's value from a fixed list (`--color`, `--style`, `--curve`, …).
///
/// ```swift
/// try ArgumentSuggestion.checkSubcommand(["help", "rendr"])
/// // throws: unknown subcommand 'rendr': did you mean 'render'? (see 'rings --help')
/// ArgumentSuggestion.suggesting("unknown option '--sise'", in: RenderCommand.self)
/// // "unknown option '--sise': did you mean '--size'?"
/// ```
///
/// Options and their values are read from what argument-parser knows of the command (its
/// help dump), so a new option is suggested without a list to keep.
enum ArgumentSuggestion {
  /// Throws when the first argument, or the one after `help`, is a word that names no
  /// subcommand.
  ///
  /// - Throws: a usage ``CLIError`` naming the word and the nearest subcommand, or listing them
  ///   all when none is near.
  static func checkSubcommand(_ arguments: some Collection<String>) throws(CLIError) {
    let names = RingsCommand.configuration.subcommands.map { $0._commandName }
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

  /// An argument-parser message, reworded, with the nearest option name or value added, or
  /// argument-parser's own suggestion taken out where ours finds none.
  static func suggesting(_ message: String, in command: any ParsableCommand.Type) -> String {
    if message.hasPrefix("unknown option '--") {
      let typed = String(message.dropFirst("unknown option '".count).prefix { $0 != "'" })
      let names = options(of: command).flatMap(\.names)
      return "unknown option '\(typed)'"
        + UnknownNameError(name: typed, known: names).didYouMean
    }
    // "the value 'x' is invalid for '--color <color>': use one of …"
    guard message.hasPrefix("the value '"),
      let valueEnd = message.ranges(of: "' is invalid for '").last
    else { return message }
    let typed = String(
      message[message.index(message.startIndex, offsetBy: 11)..<valueEnd.lowerBound])
    let option = String(message[valueEnd.upperBound...].prefix { $0 != " " && $0 != "'" })
    guard let values = options(of: command).first(where: { $0.names.contains(option) })?.values,
      !values.isEmpty
    else { return message }
    return message + UnknownNameError(name: typed, known: values).didYouMean
  }

  /// A command's options: their long names (`--size`) and the values they take from a list.
  private static func options(of command: any ParsableCommand.Type)
    -> [(names: [String], values: [String])]
  {
    guard let info = try? JSONReader.parse(Array(command._dumpHelp().utf8)),
      let arguments = info["command"]?["arguments"]?.array
    else { return [] }
    return arguments.map { argument in
      let names = (argument["names"]?.array.map(Array.init) ?? []).compactMap { name in
        name["kind"]?.string == "long" ? name["name"]?.string.map { "--" + $0 } : nil
      }
      let values = (argument["allValues"]?.array.map(Array.init) ?? []).compactMap(\.string)
      return (names, values)
    }
  }
}
