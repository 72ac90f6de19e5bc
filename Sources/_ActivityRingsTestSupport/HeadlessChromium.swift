import ActivityRings
import ActivityRingsPNG
import Foundation

/// Debian's `chromium`, headless, for the suites that check our SVG and the report page in a
/// real browser (CI installs it; a suite that needs it is enabled only when it is there).
///
/// ```swift
/// let chromium = try #require(HeadlessChromium())
/// let page = try chromium.dumpDOM(of: URL(fileURLWithPath: "report.html"))
/// page.consoleMessages  // [] when the page logged nothing and threw nothing
/// ```
///
/// Every run gets its own profile folder (`--user-data-dir`), removed afterwards, and runs with
/// `--headless --no-sandbox --disable-gpu`. Headless Chromium lays out a window narrower than
/// about 300 pixels at another size, so windows are at least 300 × 300 and screenshots are
/// cropped to the size asked for. It cannot screenshot a page scrolled to a `#fragment` (the
/// picture comes out black), so a screenshot shows the top of the page.
public struct HeadlessChromium: Sendable {
  /// The executable.
  public let tool: InstalledTool

  /// Whether `chromium` is installed.
  public static var isInstalled: Bool { InstalledTool.isInstalled("chromium") }

  /// The installed `chromium`, or nil.
  public init?() {
    guard let tool = InstalledTool("chromium") else { return nil }
    self.tool = tool
  }

  /// A page as Chromium leaves it after loading (and running its scripts, unless turned off).
  public struct Page: Sendable {
    /// The serialised DOM (`--dump-dom`).
    public let dom: String
    /// Each console message the page produced (log lines, warnings, uncaught errors), as
    /// Chromium logs them on standard error (`…:CONSOLE:…] "message", source: …`).
    public let consoleMessages: [String]
    /// The exit status.
    public let status: Int32
  }

  /// Loads `url` and returns its DOM and console messages.
  ///
  /// - Parameters:
  ///   - url: The page, usually a `file://` URL.
  ///   - scripts: false runs the page with JavaScript turned off
  ///     (`--blink-settings=scriptEnabled=false`).
  /// - Throws: when Chromium cannot start.
  public func dumpDOM(of url: URL, scripts: Bool = true) throws -> Page {
    try withProfile { profile in
      var arguments = common(profile) + ["--enable-logging=stderr", "--v=0", "--dump-dom"]
      if !scripts { arguments.append("--blink-settings=scriptEnabled=false") }
      let result = try run(arguments + [url.absoluteString])
      let console = result.standardError.split(separator: "\n").filter { $0.contains(":CONSOLE") }
        .map(String.init)
      return Page(dom: result.standardOutput, consoleMessages: console, status: result.status)
    }
  }

  /// A screenshot of the top of `url`, `width` × `height` CSS pixels at `deviceScale` device
  /// pixels each, decoded.
  ///
  /// - Parameters:
  ///   - url: The page, usually a `file://` URL.
  ///   - width: The width in CSS pixels.
  ///   - height: The height in CSS pixels.
  ///   - deviceScale: Device pixels per CSS pixel (1…3).
  ///   - transparent: A transparent page background (for pictures without one).
  /// - Throws: ``ChromiumError`` when Chromium writes no screenshot, or the PNG decoder's error.
  public func screenshot(
    of url: URL, width: Int, height: Int, deviceScale: Int = 1, transparent: Bool = false
  ) throws -> RGBAImage {
    try withProfile { profile in
      let shot = profile.appendingPathComponent("shot.png")
      var arguments =
        common(profile) + [
          "--hide-scrollbars", "--force-device-scale-factor=\(deviceScale)",
          "--window-size=\(max(width, 300)),\(max(height, 300))", "--screenshot=\(shot.path)",
        ]
      if transparent { arguments.append("--default-background-color=00000000") }
      let result = try run(arguments + [url.absoluteString])
      guard let png = try? Data(contentsOf: shot) else {
        throw ChromiumError(
          "chromium wrote no screenshot (exit \(result.status)): \(result.standardError.suffix(2000))"
        )
      }
      let full = try PNGDecoder().decode(png)
      let (pixelWidth, pixelHeight) = (width * deviceScale, height * deviceScale)
      var cropped = RGBAImage(width: pixelWidth, height: pixelHeight)
      for y in 0..<min(pixelHeight, full.height) {
        for x in 0..<min(pixelWidth, full.width) { cropped[x, y] = full[x, y] }
      }
      return cropped
    }
  }

  /// Loads `url`, waits for its `load` event, evaluates `expression` in the page, waits for it
  /// when it is a promise, and returns its value: for a page whose answer comes from a
  /// promise (`ImageDecoder`, `img.decode()`), which ``dumpDOM(of:scripts:)`` would dump before
  /// it settles. Runs through the DevTools protocol on a pipe; gives up after `timeout` seconds.
  ///
  /// ```swift
  /// let frames = try chromium.evaluate("check()", in: page) as? Int
  /// let width = try chromium.evaluate("innerWidth", in: page, mobileWidth: 390) as? Int  // 390
  /// ```
  ///
  /// - Parameters:
  ///   - expression: JavaScript, evaluated once the page has loaded.
  ///   - url: The page, usually a `file://` URL.
  ///   - mobileWidth: When given, the page is laid out as on a phone this many CSS pixels wide
  ///     (844 high, its `<meta name="viewport">` honoured), through DevTools' device emulation:
  ///     a headless window itself is never narrower than about 500 pixels.
  ///   - timeout: Seconds before giving up.
  /// - Throws: ``ChromiumError`` when Chromium fails, the page does not load, or the
  ///   expression throws.
  public func evaluate(
    _ expression: String, in url: URL, mobileWidth: Int? = nil, timeout: Double = 120
  ) throws -> Any? {
    try withProfile { profile in
      var browser = try DevToolsPipe(
        chromium: tool.path, arguments: common(profile), folder: profile, timeout: timeout)
      defer { browser.close() }
      // With a phone's width, the page loads only once the width is set, as on a phone.
      let target = try browser.send(
        "Target.createTarget", ["url": mobileWidth == nil ? url.absoluteString : "about:blank"])
      let session = try browser.send(
        "Target.attachToTarget", ["targetId": target["targetId"] ?? "", "flatten": true])
      guard let sessionID = session["sessionId"] as? String else {
        throw ChromiumError("no DevTools session for \(url)")
      }
      if let mobileWidth {
        _ = try browser.send(
          "Emulation.setDeviceMetricsOverride",
          ["width": mobileWidth, "height": 844, "deviceScaleFactor": 1, "mobile": true],
          session: sessionID)
        _ = try browser.send("Page.navigate", ["url": url.absoluteString], session: sessionID)
      }
      func run(_ expression: String) throws -> Any? {
        let reply = try browser.send(
          "Runtime.evaluate",
          ["expression": expression, "awaitPromise": true, "returnByValue": true],
          session: sessionID)
        if let exception = reply["exceptionDetails"] {
          throw ChromiumError("\(expression.prefix(80)) threw: \(exception)")
        }
        return (reply["result"] as? [String: Any])?["value"]
      }
      // The new tab starts on about:blank; wait until the page itself has loaded.
      let loaded = try JSONSerialization.data(withJSONObject: [url.absoluteString])
      let page = String(decoding: loaded, as: UTF8.self)
      let deadline = Date().addingTimeInterval(timeout)
      while try run("location.href === \(page)[0] && document.readyState === 'complete'")
        as? Bool != true
      {
        guard Date() < deadline else { throw ChromiumError("\(url) did not load") }
        Thread.sleep(forTimeInterval: 0.05)
      }
      return try run(expression)
    }
  }

  /// What went wrong running Chromium.
  public struct ChromiumError: Error, CustomStringConvertible {
    /// What happened.
    public let description: String
    init(_ description: String) { self.description = description }
  }

  private func common(_ profile: URL) -> [String] {
    [
      "--headless", "--no-sandbox", "--disable-gpu",
      "--user-data-dir=\(profile.appendingPathComponent("profile").path)",
    ]
  }

  private func withProfile<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("activity-rings-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }

  private func run(_ arguments: [String]) throws -> (
    status: Int32, standardOutput: String, standardError: String
  ) {
    let result = try ProcessRunner.run(tool.path, arguments)
    return (result.status, result.text, result.standardError)
  }
}
