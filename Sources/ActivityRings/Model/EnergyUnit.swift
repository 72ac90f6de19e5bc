/// The unit of a Move ring's active energy.
///
/// Apple Health exports write `kcal` (older exports) or `Cal` (newer ones); both mean
/// kilocalories. `kJ` is possible where the user chose kilojoules.
///
/// ```swift
/// EnergyUnit(exportName: "Cal")  // .kilocalories
/// EnergyUnit.kilojoules.symbol   // "kJ"
/// ```
public enum EnergyUnit: String, Sendable, Hashable, CaseIterable {
  /// Kilocalories (the export's `kcal` or `Cal`).
  case kilocalories = "kcal"
  /// Kilojoules (the export's `kJ`).
  case kilojoules = "kJ"

  /// Reads the unit as the export spells it: `kcal`, `Cal` or `kJ` (case-sensitive for `Cal`,
  /// since `cal`, the small calorie, is a different unit). Returns nil for anything else.
  public init?(exportName: String) {
    switch exportName {
    case "kcal", "Cal", "kCal": self = .kilocalories
    case "kJ", "kj": self = .kilojoules
    default: return nil
    }
  }

  /// The short symbol used in JSON output: `kcal` or `kJ`.
  public var symbol: String { rawValue }

  /// The unit written out for accessibility text: "calories" for kilocalories, as Apple's
  /// Activity app names them ("350 of 500 calories"), or "kilojoules".
  public var spokenName: String {
    switch self {
    case .kilocalories: "calories"
    case .kilojoules: "kilojoules"
    }
  }

  /// The abbreviation Apple's Fitness app shows on ring labels: `CAL` or `KJ`.
  public var labelAbbreviation: String {
    switch self {
    case .kilocalories: "CAL"
    case .kilojoules: "KJ"
    }
  }
}
