import ArgumentParser

/// The `rings` command: draws Apple-style Activity rings to PNG, PDF, SVG or the terminal, and
/// exports them at preset sizes.
///
/// ```sh
/// $ rings render --move 350/500 --exercise 20/30 --stand 8/12
/// $ rings render --summary today.json --size 64 --scale 2 -o today@2x.png
/// $ rings export --summary today.json --preset square-64 live-activity-minimal -o out
/// $ rings --generate-completion-script zsh > ~/.zfunc/_rings
/// $ rings validate --move 350/500 --exercise 20/30 --stand 8/12
/// $ rings renderers
/// ```
struct RingsCommand: ParsableCommand {
  /// The version printed by `--version`.
  static let version = "0.4.0"

  /// The command's name, help and subcommands.
  static let configuration = CommandConfiguration(
    commandName: "rings",
    abstract:
      "Draw Apple-style Activity rings (Move, Exercise, Stand) to PNG, PDF, SVG or the terminal.",
    discussion: """
      Examples:
        rings render --move 350/500 --exercise 20/30 --stand 8/12
        rings render --summary move=350/500,exercise=89/30,stand=8/12 -o today.png
        rings render --summary today.json --size 64 --scale 3 -o today@3x.png
        rings export --summary today.json --preset square-64 live-activity-minimal
        rings export --summary today.json --preset square-64 --asset-catalog \\
          -o App
        rings export --list-presets
        rings validate --move 350/500 --exercise 20/30 --stand 8/12
        rings describe --move 350/500 --exercise 20/30 --stand 8/12
        rings stats export.zip
        rings report export.zip -o report.html
        rings renderers
        rings --generate-completion-script bash > rings-completion.bash
      """,
    version: version,
    subcommands: [
      RenderCommand.self, AnimateCommand.self, ExportCommand.self, ValidateCommand.self,
      DescribeCommand.self, ImportCommand.self, HistoryCommand.self, RenderersCommand.self,
      StatsCommand.self, ReportCommand.self,
    ]
  )

}
