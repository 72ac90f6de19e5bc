import ActivityRings
import _ActivityRingsPlatform

/// The parts of a path the writers need, by the path's text alone (nothing is resolved). A path
/// is read as POSIX spells it, byte by byte (its bytes as ``PathEncoding`` carries them): runs of `/` are one separator and a `/` at the end
/// (but the root's) is dropped, so `out//a.png/` and `out/a.png` are the same path; `.` and `..`
/// are kept as they are.
///
/// ```swift
/// PathNames.folder(of: "out/a.png")       // "out"
/// PathNames.folder(of: "a.png")           // "."
/// PathNames.absolute("a.png")             // "/current/folder/a.png"
/// PathNames.parent(of: "/out/a.png")      // "/out"
/// PathNames.appending("../b", to: "/out") // "/out/../b"
/// ```
enum PathNames {
  /// The folder part of a path as written: `out/a.png` → `out`, `a.png` → `.`, `/a.png` → `/`.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// `path` with one `/` between components and none at the end (`/` stays `/`, `` stays ``).
  static func normalized(_ path: String) -> String {
    let (isAbsolute, components) = parts(of: path)
    return (isAbsolute ? "/" : "") + components.joined(separator: "/")
  }

  /// `path`, made absolute against the current folder when it is relative, and normalized.
  static func absolute(_ path: String) -> String {
    guard !path.hasPrefix("/"), let current = getcwd(nil, 0) else { return normalized(path) }
    defer { free(current) }
    return appending(path, to: PathEncoding.string(fromCString: current))
  }

  /// The last component of `path`, or nil when it has none (`/`, the empty path).
  static func lastComponent(of path: String) -> String? {
    parts(of: path).components.last
  }

  /// The components of `path`, split at every `/`, without empty ones.
  static func components(of path: String) -> [String] {
    parts(of: path).components
  }

  /// `path` without its last component: `/out/a.png` → `/out`, `/a.png` → `/`, `a.png` → ``.
  static func parent(of path: String) -> String {
    let (isAbsolute, components) = parts(of: path)
    return (isAbsolute ? "/" : "") + components.dropLast().joined(separator: "/")
  }

  /// `other` after `base`, or `other` alone when it is absolute.
  static func appending(_ other: String, to base: String) -> String {
    let tail = parts(of: other)
    guard !tail.isAbsolute else { return normalized(other) }
    let head = parts(of: base)
    return (head.isAbsolute ? "/" : "") + (head.components + tail.components).joined(separator: "/")
  }

  /// Whether `path` starts at the root, and its components, split at every `/` byte.
  private static func parts(of path: String) -> (isAbsolute: Bool, components: [String]) {
    let slash = UInt8(ascii: "/")
    let components = path.utf8.split(separator: slash).map {
      // Split at an ASCII byte, each part is whole UTF-8.
      String(decoding: $0, as: UTF8.self)
    }
    return (path.utf8.first == slash, components)
  }
}
