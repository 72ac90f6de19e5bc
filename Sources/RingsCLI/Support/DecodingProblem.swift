import Foundation

/// One-line descriptions of decoding and file errors, instead of Foundation's multi-line dumps.
///
/// ```swift
/// DecodingProblem.describe(error)  // "appleStandHours is -1.0: it must not be negative"
/// ```
enum DecodingProblem {
  static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map(\.stringValue).filter { !$0.isEmpty }
      return keys.isEmpty ? "" : " at \(keys.joined(separator: "."))"
    }
    switch error {
    case .dataCorrupted(let context):
      if let underlying = context.underlyingError as NSError?,
        let detail = underlying.userInfo[NSDebugDescriptionErrorKey] as? String
      {
        return "not JSON (\(detail))"
      }
      return context.debugDescription + path(context)
    case .keyNotFound(let key, let context):
      return "missing key '\(key.stringValue)'\(path(context))"
    case .typeMismatch(let type, let context):
      return "expected \(type)\(path(context))"
    case .valueNotFound(let type, let context):
      return "expected \(type)\(path(context)), found null"
    @unknown default:
      return "\(error)"
    }
  }
}

/// One-line descriptions of file-system errors.
enum FileProblem {
  static func describe(_ error: any Error, path: String) -> String {
    let nsError = error as NSError
    if let posix = (nsError.userInfo[NSUnderlyingErrorKey] as? NSError),
      posix.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(posix.code)))
    }
    if nsError.domain == NSCocoaErrorDomain {
      switch nsError.code {
      case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
      case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
      default: break
      }
    }
    if nsError.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(nsError.code)))
    }
    return nsError.localizedDescription
  }
}
