import NIOCore
import NIOHTTP1

/// Puts a ``ConnectionGuard`` in each new connection's pipeline, and the connection in the
/// server's ``ConnectionRegistry``: one of Hummingbird's `additionalChannelHandlers`, made for
/// each connection, which places the guard where it must be when it is added.
///
/// ```swift
/// Application(
///   router: router,
///   server: .http1(
///     configuration: .init(
///       additionalChannelHandlers: [ConnectionGuardInstaller(registry: registry, configuration: configuration)],
///       httpDecoderConfiguration: …)))
/// ```
///
/// A connection's pipeline, from the socket: the ``ReceivedBytesObserver``, NIO's HTTP/1
/// encoder and decoder (with ``RequestHeadLimits``), the guard, then Hummingbird's handlers (this
/// installer among them, passing everything by). The guard sits before Hummingbird's
/// conversion to HTTPTypes so that it sees the decoder's own parts and errors. Hummingbird's own
/// idle timeout is not used: the guard's timeouts tell a head from a body and from the time
/// between requests.
final class ConnectionGuardInstaller: ChannelInboundHandler, RemovableChannelHandler {
  /// Whatever comes, passed on untouched (NIO's pipeline takes no handler that is neither
  /// inbound nor outbound).
  typealias InboundIn = Any

  private let registry: ConnectionRegistry
  private let configuration: ServerConfiguration

  /// An installer for one new connection.
  init(registry: ConnectionRegistry, configuration: ServerConfiguration) {
    self.registry = registry
    self.configuration = configuration
  }

  /// Registers the connection and adds its guard, on its event loop, before it is active.
  func handlerAdded(context: ChannelHandlerContext) {
    let loop = context.eventLoop
    // The registry closes the connection through this box, on the connection's event loop.
    let box = NIOLoopBoundBox<ConnectionGuard?>(nil, eventLoop: loop)
    let id = registry.open(since: .now()) {
      loop.execute { box.value?.evict() }
    }
    if let id {
      let registry = self.registry
      context.channel.closeFuture.whenComplete { _ in registry.close(id) }
    }
    let connectionGuard = ConnectionGuard(id: id, registry: registry, configuration: configuration)
    box.value = connectionGuard
    do {
      let operations = context.pipeline.syncOperations
      let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
      try operations.addHandler(connectionGuard, position: .after(decoder))
      try operations.addHandler(ReceivedBytesObserver(connectionGuard), position: .first)
    } catch {
      // A pipeline without NIO's HTTP/1 decoder is not Hummingbird's HTTP/1: no request can be
      // read on it.
      context.close(promise: nil)
    }
  }
}
