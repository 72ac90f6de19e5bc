// Built only with the package trait SnapshotTesting, which brings swift-snapshot-testing.
#if SnapshotTesting
  import ActivityRings
  import ActivityRingsASCII
  import ActivityRingsSnapshotTestingCore
  import SnapshotTesting

  extension Snapshotting where Value == String, Format == String {
    /// Text with ANSI colour escapes compared line by line, stored as `.ans` (a terminal shows it
    /// with `cat`).
    ///
    /// ```swift
    /// let text = ASCIIRenderer(mode: .halfBlocks, color: .trueColor).render(scene.drawList())
    /// assertRingSnapshot(of: text, as: .ansi, named: "today")
    /// ```
    public static var ansi: Snapshotting {
      var strategy = Snapshotting.lines
      strategy.pathExtension = "ans"
      return strategy
    }
  }

  extension Snapshotting where Value == RingScene, Format == String {
    /// The scene as plain ASCII art with its caption (`ASCIIRenderer` in `.ascii` mode, no
    /// colour), compared line by line and stored as `.txt`.
    ///
    /// ```swift
    /// assertRingSnapshot(of: scene, as: .ascii)
    /// ```
    public static var ascii: Snapshotting {
      Snapshotting<String, String>.lines.pullback { scene in
        ASCIIRenderer(mode: .ascii, color: .none).render(scene.drawList())
      }
    }

    /// The scene as 24-bit colour half blocks with its caption (`ASCIIRenderer`'s default),
    /// compared line by line and stored as `.ans`.
    ///
    /// ```swift
    /// assertRingSnapshot(of: scene, as: .ansi)
    /// ```
    public static var ansi: Snapshotting {
      Snapshotting<String, String>.ansi.pullback { scene in
        ASCIIRenderer(mode: .halfBlocks, color: .trueColor).render(scene.drawList())
      }
    }
  }

  extension Snapshotting where Value == ActivitySummary, Format == String {
    /// The summary's rings on a `size`-point square canvas as plain ASCII art, stored as `.txt`.
    ///
    /// ```swift
    /// let today = ActivitySummary(activeEnergyBurned: 350, activeEnergyBurnedGoal: 500)
    /// assertRingSnapshot(of: today, as: .ascii(size: 120))
    /// ```
    ///
    /// - Parameters:
    ///   - size: The canvas side, in points; the character grid is fitted to it.
    ///   - style: Which rings to draw.
    ///   - options: Background, look, glyphs and label.
    public static func ascii(
      size: Double = 160, style: RingStyle = .automatic, options: RingOptions = RingOptions()
    ) -> Snapshotting {
      drawing(as: .lines, side: size, style: style, options: options) {
        ASCIIRenderer(mode: .ascii, color: .none).render($0.drawList())
      }
    }

    /// The summary's rings on a `size`-point square canvas as 24-bit colour half blocks, stored
    /// as `.ans`.
    ///
    /// ```swift
    /// let today = ActivitySummary(activeEnergyBurned: 350, activeEnergyBurnedGoal: 500)
    /// assertRingSnapshot(of: today, as: .ansi(size: 120))
    /// ```
    ///
    /// - Parameters:
    ///   - size: The canvas side, in points; the character grid is fitted to it.
    ///   - style: Which rings to draw.
    ///   - options: Background, look, glyphs and label.
    public static func ansi(
      size: Double = 160, style: RingStyle = .automatic, options: RingOptions = RingOptions()
    ) -> Snapshotting {
      drawing(as: .ansi, side: size, style: style, options: options) {
        ASCIIRenderer(mode: .halfBlocks, color: .trueColor).render($0.drawList())
      }
    }
  }
#endif
