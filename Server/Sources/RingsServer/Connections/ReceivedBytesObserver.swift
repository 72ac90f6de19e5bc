import NIOCore

/// The front of a connection's pipeline: tells its ``ConnectionGuard`` when bytes arrive, and
/// whether a line break is among them, before the HTTP decoder takes them (it says nothing
/// until a head is whole), and drops them once the guard has sent the connection's last answer.
final class ReceivedBytesObserver: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  private let connectionGuard: ConnectionGuard

  /// An observer for `connectionGuard`.
  init(_ connectionGuard: ConnectionGuard) {
    self.connectionGuard = connectionGuard
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let lineBreak =
      connectionGuard.looksForLineBreaks && unwrapInboundIn(data).readableBytesView.contains(0x0A)
    guard connectionGuard.received(lineBreak: lineBreak) else { return }
    context.fireChannelRead(data)
  }
}
