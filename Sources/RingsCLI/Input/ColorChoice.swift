import ArgumentParser

/// `--color` values.
public enum ColorChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// Colour when standard output is a terminal and `NO_COLOR` is not set.
  case auto
  /// Always colour.
  case always
  /// Never colour.
  case never
}
