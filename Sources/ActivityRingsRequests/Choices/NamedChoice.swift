import ActivityRings

/// A choice people make by typing its name — on a command line (`--style move-only`), in a URL's
/// query (`style=move-only`) or in a manifest — with one spelling everywhere: lower-case words
/// joined by `-`.
///
/// ```swift
/// RingStyle(typedName: "move-only")    // .moveOnly
/// RingStyle.typedNames                 // ["auto", "three", "move-only"]
/// try TimingCurve.named("ease-inout")
/// // throws: 'ease-inout' is not one of linear, ease-in, ease-out, ease-in-out, spring: did
/// // you mean 'ease-in-out'?
/// ```
///
/// Conforming types: `RingStyle`, `RingBackground`, `RingLook`, `RingLabel.Placement`,
/// `RenderingMode`, `Weekday` and `TimingCurve`. A misspelt name is answered with the nearest one
/// (`NameSuggestion`).
public protocol NamedChoice: CaseIterable, Sendable, Hashable {
  /// The name people type for this choice.
  var typedName: String { get }
}

extension NamedChoice {
  /// The choice `name` names (exactly, in lower case), or nil.
  public init?(typedName name: some StringProtocol) {
    guard let choice = Self.allCases.first(where: { $0.typedName == name }) else { return nil }
    self = choice
  }

  /// Every choice's name, in declaration order.
  public static var typedNames: [String] { allCases.map { $0.typedName } }

  /// The choice `name` names.
  ///
  /// - Throws: `UnknownNameError` listing the names, with the nearest one when one is near.
  public static func named(_ name: String) throws(UnknownNameError) -> Self {
    guard let choice = Self(typedName: name) else {
      throw UnknownNameError(name: name, known: typedNames)
    }
    return choice
  }
}

extension RingStyle: NamedChoice {
  /// `auto`, `three` or `move-only`.
  public var typedName: String {
    switch self {
    case .automatic: "auto"
    case .threeRings: "three"
    case .moveOnly: "move-only"
    }
  }
}

extension RingBackground: NamedChoice {
  /// `black`, `circle` or `none`.
  public var typedName: String { rawValue }
}

extension RingLook: NamedChoice {
  /// `flat` or `gradient`.
  public var typedName: String { rawValue }
}

extension RingLabel.Placement: NamedChoice {
  /// `beside` or `below`.
  public var typedName: String { rawValue }
}

extension RenderingMode: NamedChoice {
  /// `full-color`, `accented`, `clear`, `vibrant`, `night` or `always-on`.
  public var typedName: String { rawValue }
}

extension Weekday: NamedChoice {
  /// `monday`, `tuesday`, … `sunday`.
  public var typedName: String {
    String(decoding: name.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
  }
}

extension TimingCurve: NamedChoice {
  /// `linear`, `ease-in`, `ease-out`, `ease-in-out` or `spring`.
  public var typedName: String {
    switch self {
    case .linear: "linear"
    case .easeIn: "ease-in"
    case .easeOut: "ease-out"
    case .easeInOut: "ease-in-out"
    case .spring: "spring"
    }
  }
}
