import Hummingbird
import NIOCore
import NIOHTTP1

/// Watches one connection between NIO's HTTP/1 decoder and Hummingbird, so that a client can
/// neither hold it for ever nor get an answer that is not the server's one-line JSON:
///
/// - it closes a connection whose client is too slow, as ``ConnectionTimeouts`` say: a 408
///   when part of a request had come, nothing when it was idle;
/// - it answers a request the decoder refuses (``RequestProblem/malformed(_:requestLineEnded:limits:)``)
///   where Hummingbird would send an empty 400;
/// - it tells the ``ConnectionRegistry`` what the connection is doing, so that the one idle
///   or unfinished for longest is closed for a new one at the limit.
///
/// ```swift
/// let connectionGuard = ConnectionGuard(id: id, registry: registry, configuration: configuration)
/// try channel.pipeline.syncOperations.addHandler(ReceivedBytesObserver(connectionGuard), position: .first)
/// try channel.pipeline.syncOperations.addHandler(connectionGuard, position: .after(decoder))
/// ```
///
/// Its ``ReceivedBytesObserver`` at the front of the pipeline tells it when bytes arrive, which
/// the decoder does not say until a head is whole. An error answer is written with
/// `Connection: close`; the connection then stops reading requests, drops what the client
/// still sends for ``ConnectionTimeouts/linger`` and closes. Everything runs on the channel's
/// event loop.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundIn = HTTPServerResponsePart
  typealias OutboundOut = HTTPServerResponsePart

  private let id: ConnectionRegistry.ID?
  private let registry: ConnectionRegistry
  private let timeouts: ConnectionTimeouts
  private let headLimits: RequestHeadLimits
  private let head, body, keepAlive, send, linger: TimeAmount
  private var context: ChannelHandlerContext?
  private var started = false

  // What the connection is doing.
  private var phase = ConnectionPhase.idle
  private var phaseSince = NIODeadline.now()
  private var headsRead = 0
  private var endsRead = 0
  private var answersEnded = 0
  /// The first byte of a request whose head has not come yet.
  private var requestBegan: NIODeadline?
  /// Whether a line break came since the last request ended: the request line has ended.
  private var requestLineEnded = false

  // The body being read: bytes since it last made progress, and the time the server waited.
  private var bodyBytes = 0
  private var bodyWaited = TimeAmount.zero
  /// Since when a read asked of the socket is outstanding: the server waits for the client.
  private var readRequested: NIODeadline?
  /// Since when the socket takes no more of the answer.
  private var unwritableSince: NIODeadline?

  // Error answers.
  /// The problem to answer once the answer being written ends (a pipelined request refused).
  private var problemAfterAnswer: RequestProblem?
  /// Close once the answer being written ends.
  private var closeAfterAnswer = false
  /// Nothing more is read from the client: what it sends is dropped.
  private var dropsInput = false
  /// Nothing more of Hummingbird's is written: the server's last answer is sent.
  private var dropsOutput = false

  private var timer: Scheduled<Void>?
  private var timerDeadline: NIODeadline?

  /// Watches connection `id` of `registry` (nil: refused at the limit, it answers the 503 and
  /// closes).
  init(id: ConnectionRegistry.ID?, registry: ConnectionRegistry, configuration: ServerConfiguration)
  {
    self.id = id
    self.registry = registry
    timeouts = configuration.timeouts
    headLimits = configuration.headLimits
    head = TimeAmount(timeouts.head)
    body = TimeAmount(timeouts.body)
    keepAlive = TimeAmount(timeouts.keepAlive)
    send = TimeAmount(timeouts.send)
    linger = TimeAmount(timeouts.linger)
  }

  // MARK: - Life

  func handlerAdded(context: ChannelHandlerContext) {
    self.context = context
    if context.channel.isActive { start(context) }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
    self.context = nil
  }

  func channelActive(context: ChannelHandlerContext) {
    start(context)
    context.fireChannelActive()
  }

  func channelInactive(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
    context.fireChannelInactive()
  }

  private func start(_ context: ChannelHandlerContext) {
    guard !started else { return }
    started = true
    phaseSince = .now()
    guard id != nil else {
      answer(.connectionLimit(registry.maximum, refused: true), lingering: false)
      return
    }
    scheduleTimer()
  }

  /// Closes the connection for a newer one, from the registry: a 503 for a request begun, as
  /// it will not be answered; nothing for an idle connection.
  func evict() {
    guard let context, phase != .closing else { return }
    if phase == .readingHead || (phase == .readingBody && answersEnded < headsRead) {
      answer(.connectionLimit(registry.maximum, refused: false), lingering: false)
    } else {
      context.close(promise: nil)
    }
  }

  // MARK: - Reading

  /// Whether the front of the pipeline looks for line breaks in what arrives: not in a body.
  var looksForLineBreaks: Bool { phase != .readingBody && !requestLineEnded }

  /// Bytes arrived from the client, before they are decoded; false when they are to be
  /// dropped.
  ///
  /// - Parameter lineBreak: whether they hold a line break, when ``looksForLineBreaks``.
  func received(lineBreak: Bool) -> Bool {
    guard !dropsInput else { return false }
    let now = NIODeadline.now()
    if let since = readRequested, phase == .readingBody {
      bodyWaited = bodyWaited + (now - since)
    }
    readRequested = nil
    if lineBreak { requestLineEnded = true }
    if requestBegan == nil, phase == .idle || phase == .answering {
      requestBegan = now
      if phase == .idle { enter(.readingHead, since: now) }
    }
    return true
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !dropsInput else { return }
    switch unwrapInboundIn(data) {
    case .head:
      headsRead += 1
      requestBegan = nil
      bodyBytes = 0
      bodyWaited = .zero
      enter(.readingBody, since: .now())
    case .body(let buffer):
      bodyBytes += buffer.readableBytes
      if bodyBytes >= timeouts.bodyProgressBytes {
        bodyBytes = 0
        bodyWaited = .zero
      }
    case .end:
      endsRead += 1
      requestLineEnded = false
      enter(answersEnded < endsRead ? .answering : phaseBetweenRequests, since: .now())
    }
    context.fireChannelRead(data)
  }

  func read(context: ChannelHandlerContext) {
    if readRequested == nil {
      readRequested = .now()
      // Only a body's time depends on reads.
      if phase == .readingBody { scheduleTimer() }
    }
    context.read()
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard let parserError = error as? HTTPParserError else {
      // The decoder's complaints about bytes after its first error are not news; other
      // errors (a reset connection) are Hummingbird's to see.
      if !(error is ByteToMessageDecoderError) || !dropsInput {
        context.fireErrorCaught(error)
      }
      return
    }
    guard !dropsInput else { return }
    let problem = RequestProblem.malformed(
      parserError, requestLineEnded: requestLineEnded, limits: headLimits)
    dropsInput = true
    if headsRead > endsRead {
      // In a body. Answered already (a 401, a 413): the rest is not worth reading. Else the
      // route reading it fails with the error, and ProblemMiddleware answers in JSON.
      guard answersEnded < headsRead else {
        enter(.closing, since: .now())
        context.close(promise: nil)
        return
      }
      closeAfterAnswer = true
      context.fireErrorCaught(error)
    } else if endsRead > answersEnded {
      // A pipelined request, refused after the answers before it.
      problemAfterAnswer = problem
    } else {
      answer(problem, lingering: true)
    }
  }

  // MARK: - Writing

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    guard !dropsOutput else {
      promise?.fail(ChannelError.outputClosed)
      return
    }
    switch unwrapOutboundIn(data) {
    case .head(var head) where closeAfterAnswer:
      head.headers.replaceOrAdd(name: "Connection", value: "close")
      context.write(wrapOutboundOut(.head(head)), promise: promise)
      return
    case .head, .body:
      context.write(data, promise: promise)
      return
    case .end:
      break
    }
    answersEnded += 1
    if let problem = problemAfterAnswer, answersEnded == endsRead {
      context.write(data, promise: promise)
      problemAfterAnswer = nil
      answer(problem, lingering: true)
    } else if closeAfterAnswer, answersEnded == headsRead {
      dropsOutput = true
      enter(.closing, since: .now())
      let written = promise ?? context.eventLoop.makePromise()
      context.writeAndFlush(data, promise: written)
      written.futureResult.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
    } else {
      context.write(data, promise: promise)
      if phase == .answering, answersEnded == endsRead {
        enter(phaseBetweenRequests, since: .now())
      }
    }
  }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    unwritableSince = context.channel.isWritable ? nil : .now()
    scheduleTimer()
    context.fireChannelWritabilityChanged()
  }

  /// Sends `problem` as the connection's last answer, bypassing Hummingbird, then closes:
  /// after ``ConnectionTimeouts/linger`` of dropping what the client still sends when
  /// `lingering`, at once otherwise (a connection closed for its descriptor).
  private func answer(_ problem: RequestProblem, lingering: Bool) {
    // A route reading a body cut off here fails with the decoder's own error when the
    // connection closes (the body ends before its length), so it never takes what came as the
    // whole (ConnectionTimeoutTests.anImportCutOffIsNotImported).
    guard let context, !dropsOutput else { return }
    dropsInput = true
    dropsOutput = true
    enter(.closing, since: .now())
    var headers = HTTPHeaders(problem.head.headerFields.map { ($0.name.rawName, $0.value) })
    headers.replaceOrAdd(name: "Connection", value: "close")
    headers.replaceOrAdd(name: "Content-Length", value: String(problem.body.count))
    let head = HTTPResponseHead(
      version: .http1_1,
      status: HTTPResponseStatus(
        statusCode: problem.status.code, reasonPhrase: problem.status.reasonPhrase),
      headers: headers)
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    context.write(
      wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: problem.body)))), promise: nil)
    let linger = lingering ? self.linger : nil
    context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
      guard let linger else {
        context.close(promise: nil)
        return
      }
      // Half-closed, so that the client reads the answer and an end, not a reset for the
      // bytes it sent past the error; closed whole after the linger at the latest.
      context.close(mode: .output, promise: nil)
      context.eventLoop.assumeIsolated().scheduleTask(in: linger) {
        context.close(promise: nil)
      }
    }
  }

  // MARK: - Time

  /// The phase once every request read is answered.
  private var phaseBetweenRequests: ConnectionPhase {
    requestBegan == nil ? .idle : .readingHead
  }

  private func enter(_ newPhase: ConnectionPhase, since: NIODeadline) {
    guard newPhase != phase else { return }
    phase = newPhase
    phaseSince = newPhase == .readingHead ? (requestBegan ?? since) : since
    if let id { registry.update(id, phase: newPhase, since: phaseSince) }
    if newPhase == .closing {
      timer?.cancel()
      timer = nil
    } else {
      scheduleTimer()
    }
  }

  /// When the client's time runs out, if it is running.
  private var deadline: NIODeadline? {
    let writing = unwritableSince.map { $0 + send }
    let reading: NIODeadline?
    switch phase {
    case .idle: reading = phaseSince + (answersEnded == 0 ? head : keepAlive)
    case .readingHead: reading = phaseSince + head
    case .readingBody: reading = readRequested.map { $0 + (body - bodyWaited) }
    case .answering, .closing: reading = nil
    }
    guard let writing else { return reading }
    guard let reading else { return writing }
    return min(writing, reading)
  }

  /// Makes sure a timer fires by the deadline. A timer that fires early finds more time and
  /// sets another, so one that is set already is kept when it is soon enough: most requests
  /// then set none.
  private func scheduleTimer() {
    guard let context, phase != .closing, let deadline else { return }
    if let timerDeadline, timer != nil, timerDeadline <= deadline { return }
    timer?.cancel()
    timerDeadline = deadline
    timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [self] in
      timer = nil
      timerDeadline = nil
      expire()
    }
  }

  /// Acts on a deadline that passed, or sets the timer for the next one.
  private func expire() {
    guard let context, phase != .closing else { return }
    let now = NIODeadline.now()
    guard let deadline, deadline <= now else {
      scheduleTimer()
      return
    }
    if let unwritableSince, unwritableSince + send <= now {
      // The client does not read its answer: nothing more can reach it.
      enter(.closing, since: now)
      context.close(promise: nil)
      return
    }
    switch phase {
    case .readingHead:
      answer(.headTimedOut(timeouts.head), lingering: true)
    case .readingBody where answersEnded < headsRead:
      answer(
        .bodyTimedOut(timeouts.body, bytes: timeouts.bodyProgressBytes), lingering: true)
    default:
      // Idle, or the rest of a body already answered.
      enter(.closing, since: now)
      context.close(promise: nil)
    }
  }
}
