import ActivityRings

/// The fixed part of the xterm 256-colour palette: the 6 × 6 × 6 colour cube (16…231) and the
/// grey ramp (232…255). The 16 system colours (0…15) are left out: themes redefine them.
enum XTermPalette {
  /// The channel levels of the colour cube.
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The palette index whose colour is nearest to `color` (squared RGB distance; the cube wins
  /// ties).
  ///
  /// - Complexity: O(1).
  static func index(nearestTo color: RGBColor) -> Int {
    let channels = [Int(color.red), Int(color.green), Int(color.blue)]
    let levels = channels.map(nearestLevel)
    let cube = levels.map { cubeLevels[$0] }
    let cubeIndex = 16 + 36 * levels[0] + 6 * levels[1] + levels[2]
    let average = (channels[0] + channels[1] + channels[2]) / 3
    let step = min(23, max(0, (average - 8 + 5) / 10))
    let grey = 8 + 10 * step
    func distance(_ other: [Int]) -> Int {
      zip(channels, other).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
    }
    return distance([grey, grey, grey]) < distance(cube) ? 232 + step : cubeIndex
  }

  private static func nearestLevel(_ channel: Int) -> Int {
    var best = 0
    for (index, level) in cubeLevels.enumerated()
    where abs(level - channel) < abs(cubeLevels[best] - channel) {
      best = index
    }
    return best
  }
}
