// Where the C libraries differ in how Swift sees them, said once: the modules above call these
// and never test `canImport(Glibc)` themselves. Each value is documented in each branch, as
// the branches are separate declarations. Built and tested on Glibc (Debian) and Darwin; the
// Musl and Bionic branches follow those libraries' headers and are not built here. WASI libc
// and ucrt have no signals, process limits or sockets of this kind: the modules that need
// them (files, terminal, server) are for POSIX systems.

#if canImport(Glibc)
  /// `RLIMIT_NOFILE` as `getrlimit(2)` and `setrlimit(2)` take it: glibc declares the
  /// resource as an enum.
  public let openFilesResource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
  /// `SOCK_STREAM` as `socket(2)` takes it: glibc declares it as an enum.
  public let streamSocketType = Int32(SOCK_STREAM.rawValue)
#else
  /// `RLIMIT_NOFILE` as `getrlimit(2)` and `setrlimit(2)` take it: a plain integer.
  public let openFilesResource = RLIMIT_NOFILE
  /// `SOCK_STREAM` as `socket(2)` takes it: a plain integer.
  public let streamSocketType = Int32(SOCK_STREAM)
#endif

#if canImport(Darwin)
  /// The most open files a process may ask for: `OPEN_MAX`, past which Darwin's `setrlimit`
  /// refuses whatever the hard limit says.
  public let openFilesCeiling = rlim_t(OPEN_MAX)
  /// 0: Darwin's `send(2)` has no `MSG_NOSIGNAL` (a socket sets `SO_NOSIGPIPE` instead).
  public let sendWithoutSignal: Int32 = 0
#else
  /// The most open files a process may ask for: the hard limit, with no ceiling of the
  /// system's own.
  public let openFilesCeiling = rlim_t.max
  /// `MSG_NOSIGNAL`: a write to a connection the peer closed fails instead of raising
  /// SIGPIPE.
  public let sendWithoutSignal = Int32(MSG_NOSIGNAL)
#endif

#if os(Linux)
  /// `O_TMPFILE` (Linux 3.11 and later), which Swift cannot import as the macro is built from
  /// another: `open(folder, O_RDWR | flag)` makes a file with no name in that folder.
  public let namelessFileFlag: Int32? = 0o20000000 | O_DIRECTORY
#else
  /// Nil: no nameless files here; make a name with `O_EXCL` and unlink it.
  public let namelessFileFlag: Int32? = nil
#endif

/// Sets `handler` as the action for `signal`, with no signal blocked while it runs
/// (`sigaction(2)`; the handler's field is named differently in glibc's struct).
///
/// - Returns: whether the system took it.
@discardableResult
public func setSignalHandler(
  _ signal: Int32, _ handler: @convention(c) (Int32) -> Void
) -> Bool {
  setSignalAction(signal, handler)
}

/// Gives `signal` back its default action (`SIG_DFL`), as a handler does before it raises
/// the signal again to end the process the way it would have ended.
public func restoreDefaultSignalAction(_ signal: Int32) {
  _ = setSignalAction(signal, SIG_DFL)
}

/// `sigaction(2)` with `handler` (a function, `SIG_DFL` or `SIG_IGN`) and an empty mask.
private func setSignalAction(
  _ signal: Int32, _ handler: (@convention(c) (Int32) -> Void)?
) -> Bool {
  var action = sigaction()
  // Each C library names the handler's field in its own way.
  #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = handler
  #elseif canImport(Musl)
    action.__sa_handler.sa_handler = handler
  #elseif canImport(Android)
    action.sa_handler = handler
  #else
    action.__sigaction_u.__sa_handler = handler
  #endif
  sigemptyset(&action.sa_mask)
  return sigaction(signal, &action, nil) == 0
}
