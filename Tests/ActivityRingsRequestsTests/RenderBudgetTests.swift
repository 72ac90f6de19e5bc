import ActivityRings
import ActivityRingsRequests
import Testing

@Suite struct RenderBudgetTests {
  @Test func aStillIsCheckedByItsPixels() throws {
    try RenderBudget.checkStill(width: 4096, height: 4096)
    try RenderBudget.checkStill(width: 8192, height: 2048)
    #expect(
      throws: RenderBudgetError.stillTooLarge(width: 4097, height: 4096, limit: 16_777_216)
    ) {
      try RenderBudget.checkStill(width: 4097, height: 4096)
    }
  }

  @Test func anAnimationIsCheckedByFramesTimesPixels() throws {
    try RenderBudget.checkAnimation(frames: 121, width: 1024, height: 1024)
    try RenderBudget.checkAnimation(frames: 16, width: 4096, height: 4096)
    #expect(throws: RenderBudgetError.self) {
      try RenderBudget.checkAnimation(frames: 17, width: 4096, height: 4096)
    }
  }

  /// Products past `Int.max` count as over the budget, never as small wrapped numbers.
  @Test func overflowingProductsAreOverTheBudget() {
    #expect(throws: RenderBudgetError.self) {
      try RenderBudget.checkAnimation(frames: Int.max, width: Int.max, height: 2)
    }
    #expect(throws: RenderBudgetError.self) {
      try RenderBudget.checkStill(width: 1 << 40, height: 1 << 40)
    }
  }

  @Test func theMessagesGiveTheNumbers() {
    #expect(
      RenderBudgetError.stillTooLarge(width: 8190, height: 8190, limit: 16_777_216).description
        == "a picture of 8190 × 8190 pixels is 67,076,100 pixels; the limit is 16,777,216 "
        + "(4096 × 4096)")
    #expect(
      RenderBudgetError.animationTooLarge(frames: 1, width: 2, height: 3, limit: 5).description
        == "1 frame of 2 × 3 pixels are 6 pixels to draw; the limit is 5 (frames × pixels)")
  }
}
