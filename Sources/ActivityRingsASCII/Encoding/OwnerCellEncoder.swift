import ActivityRings

/// ``ASCIIRenderer/Mode/ascii``: one character per cell for the cell's owner.
enum OwnerCellEncoder {
  /// The character for a cell owner: `M` `E` `S` for the rings, `:` `.` `:` for their tracks
  /// (alternating, so neighbouring tracks stay apart), a space for none.
  static func character(for owner: ASCIIRenderer.CellOwner?) -> Character {
    switch owner {
    case .ring(.move): "M"
    case .ring(.exercise): "E"
    case .ring(.stand): "S"
    case .track(.move): ":"
    case .track(.exercise): "."
    case .track(.stand): ":"
    case nil: " "
    }
  }

  /// The cells of a picture sampled at one pixel per cell; with colour, each character takes
  /// its cell's composited colour.
  static func cells(_ picture: SampledPicture, colored: Bool) -> [[TerminalCell]] {
    let image = colored ? picture.image : nil
    let owners = picture.owners()
    return (0..<picture.sampler.height).map { row in
      (0..<picture.sampler.width).map { column in
        let character = character(for: owners[row][column])
        guard let image, character != " " else { return TerminalCell(character: character) }
        return TerminalCell(
          character: character, foreground: PixelColor.visible(image[column, row]))
      }
    }
  }
}
