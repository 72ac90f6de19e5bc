import ActivityRings
import ActivityRingsTerminal
import ArgumentParser

/// The core's choices, typed on the command line by their names (`--style move-only`,
/// `--curve ease-in-out`): the same names a manifest or a server takes.
extension ExpressibleByArgument where Self: NamedChoice & RawRepresentable, RawValue == String {
  /// The choice `argument` names.
  public init?(argument: String) {
    self.init(typedName: argument)
  }

  /// Every name, for help and completions.
  public static var allValueStrings: [String] { typedNames }

  /// The name of a default value, for help.
  public var defaultValueDescription: String { typedName }
}

extension RingStyle: ExpressibleByArgument {}
extension RingBackground: ExpressibleByArgument {}
extension RingLook: ExpressibleByArgument {}
extension RingLabel.Placement: ExpressibleByArgument {}
extension TimingCurve: ExpressibleByArgument {}

/// `--color auto|always|never`, by its raw values.
extension ColorChoice: ExpressibleByArgument {}
