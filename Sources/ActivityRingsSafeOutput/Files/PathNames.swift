import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The parts of a path the writers need, by the path's text alone (nothing is resolved).
///
/// ```swift
/// PathNames.folder(of: "out/a.png")  // "out"
/// PathNames.folder(of: "a.png")      // "."
/// PathNames.absolute("a.png")        // "/current/folder/a.png"
/// ```
enum PathNames {
  /// The folder part of a path as written: `out/a.png` → `out`, `a.png` → `.`, `/a.png` → `/`.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// `path`, made absolute against the current folder when it is relative.
  static func absolute(_ path: String) -> FilePath {
    let file = FilePath(path)
    guard file.isRelative else { return file }
    guard let current = getcwd(nil, 0) else { return file }
    defer { free(current) }
    return FilePath(String(cString: current)).pushing(file)
  }
}
