import ActivityRings
import ActivityRingsCairo
import ActivityRingsRequests

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The renderers the `rings` tool offers: the request layer's one registry
/// (`RendererRegistry.standard`), with PDFs dated by the environment.
enum RendererCatalog {
  /// A registry with every backend this package ships.
  ///
  /// PDFs are dated `SOURCE_DATE_EPOCH` (seconds since 1970, UTC) when it is set, else
  /// 1970-01-01T00:00:00Z, so that every output is the same bytes on every run, in every time
  /// zone and locale.
  ///
  /// - Throws: a usage ``CLIError`` when `SOURCE_DATE_EPOCH` is set but not a whole number.
  static func standard(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> RendererRegistry {
    try RendererRegistry.standard(cairo: .init(pdfCreationDate: try pdfDate(environment)))
  }

  /// The PDF creation date from `SOURCE_DATE_EPOCH`, or 0.
  ///
  /// - Throws: a usage ``CLIError`` for a value that is not a whole number of seconds.
  static func pdfDate(_ environment: [String: String]) throws(CLIError) -> Int64 {
    guard let text = environment["SOURCE_DATE_EPOCH"], !text.isEmpty else { return 0 }
    guard let seconds = Int64(text) else {
      throw .usage(
        "SOURCE_DATE_EPOCH \(QuotedText.quoted(text)) is not a whole number of seconds since 1970")
    }
    return seconds
  }

  /// The registered renderers' names, for completion scripts (empty if registration fails).
  static var names: [String] { (try? standard())?.names ?? [] }
}
