// The WebAssembly module of Examples/Web: C functions a page calls with a day's values, each
// writing SVG text into memory the module owns. Built in Embedded Swift by Examples/Web/build.
//
// Memory: every call replaces the module's one output buffer and returns the byte count of what
// it wrote there (SVG text as UTF-8); `rings_output` gives the buffer's address in the module's
// memory. A negative count means the input was refused: the buffer then holds the reason, one
// line, and the count is minus its length. The buffer stays valid until the next call.
//
// Values: each ring is a value and a goal; a NaN value means the ring has no data (as when
// `rings render` is not given that ring's option).

import ActivityRings
import ActivityRingsSVG

/// The bytes of the last call's SVG or message; the page reads them before its next call.
nonisolated(unsafe) private var output = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)

/// Replaces the output buffer with `text`'s UTF-8 and returns its length (negative for a
/// message).
private func publish(_ text: String, isMessage: Bool) -> Int32 {
  output.deallocate()
  let bytes = Array(text.utf8)
  output = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
  _ = output.initialize(from: bytes)
  return isMessage ? -Int32(bytes.count) : Int32(bytes.count)
}

/// A summary as `rings render --move V/G --exercise V/G --stand V/G` builds it (or
/// `--move-time V/G` when `moveTime` is non-zero); a NaN value leaves its ring without data.
private func summary(
  _ move: Double, _ moveGoal: Double, _ exercise: Double, _ exerciseGoal: Double,
  _ stand: Double, _ standGoal: Double, moveTime: Int32
) -> ActivitySummary {
  var summary = ActivitySummary()
  if !move.isNaN {
    if moveTime != 0 {
      summary.appleMoveTime = move
      summary.appleMoveTimeGoal = moveGoal
      summary.moveMode = .appleMoveTime
    } else {
      summary.activeEnergyBurned = move
      summary.activeEnergyBurnedGoal = moveGoal
    }
  }
  if !exercise.isNaN {
    summary.appleExerciseTime = exercise
    summary.appleExerciseTimeGoal = exerciseGoal
  }
  if !stand.isNaN {
    summary.appleStandHours = stand
    summary.appleStandHoursGoal = standGoal
  }
  return summary
}

/// The scene `rings render --size side --scale scale` draws for a summary.
private func scene(_ summary: ActivitySummary, side: Double, scale: Int32) throws(SceneError)
  -> RingScene
{
  try RingScene(summary: summary, ringSide: side, scale: RenderScale(Int(scale)))
}

/// The SVG of one day's rings, byte for byte what `rings render -o rings.svg` writes for the
/// same values, `--size side` and `--scale scale`.
@_cdecl("rings_svg")
public func ringsSVG(
  move: Double, moveGoal: Double, exercise: Double, exerciseGoal: Double,
  stand: Double, standGoal: Double, moveTime: Int32, side: Double, scale: Int32
) -> Int32 {
  let day = summary(
    move, moveGoal, exercise, exerciseGoal, stand, standGoal, moveTime: moveTime)
  let picture: RingScene
  do throws(SceneError) {
    picture = try scene(day, side: side, scale: scale)
  } catch {
    return publish(error.description, isMessage: true)
  }
  return svg(picture)
}

/// Publishes a scene's SVG (or why it cannot be drawn), drawn as a vector as `rings render`
/// draws it: glyphs wherever a @2x picture has them.
private func svg(_ picture: RingScene) -> Int32 {
  do throws(SVGRenderError) {
    return publish(
      try SVGRenderer().render(picture.drawn(as: .svg).drawList()), isMessage: false)
  } catch {
    return publish(error.description, isMessage: true)
  }
}

/// The SVG of the frame at `time` seconds of the transition from one day to another, as
/// `rings animate` draws it: exactly the first day at 0, exactly the second from the duration
/// (at most 2 s) on. `curve` is an index into `TimingCurve.allCases` (linear, ease-in,
/// ease-out, ease-in-out, spring).
@_cdecl("rings_transition_svg")
public func ringsTransitionSVG(
  fromMove: Double, fromMoveGoal: Double, fromExercise: Double, fromExerciseGoal: Double,
  fromStand: Double, fromStandGoal: Double,
  toMove: Double, toMoveGoal: Double, toExercise: Double, toExerciseGoal: Double,
  toStand: Double, toStandGoal: Double,
  moveTime: Int32, side: Double, scale: Int32, duration: Double, curve: Int32, time: Double
) -> Int32 {
  let curves = TimingCurve.allCases
  guard curve >= 0, Int(curve) < curves.count else {
    return publish("curve \(curve) is not one of 0…\(curves.count - 1)", isMessage: true)
  }
  let start = summary(
    fromMove, fromMoveGoal, fromExercise, fromExerciseGoal, fromStand, fromStandGoal,
    moveTime: moveTime)
  let end = summary(
    toMove, toMoveGoal, toExercise, toExerciseGoal, toStand, toStandGoal, moveTime: moveTime)
  let transition: RingTransition
  do throws(TransitionError) {
    transition = try RingTransition(
      from: start, to: end, duration: duration, curve: curves[Int(curve)])
  } catch {
    return publish(error.description, isMessage: true)
  }
  let first: RingScene
  let last: RingScene
  do throws(SceneError) {
    first = try scene(start, side: side, scale: scale)
    last = try scene(end, side: side, scale: scale)
  } catch {
    return publish(error.description, isMessage: true)
  }
  return svg(transition.scene(at: time, from: first, to: last))
}

/// The address of the output buffer in the module's memory.
@_cdecl("rings_output")
public func ringsOutput() -> UnsafeMutablePointer<UInt8>? {
  output.baseAddress
}
