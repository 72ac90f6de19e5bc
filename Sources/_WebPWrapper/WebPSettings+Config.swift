import CWebP

extension WebPSettings {
  /// The encoder's configuration for these settings.
  ///
  /// - Throws: ``WebPFailure`` when libwebp refuses it.
  func config() throws(WebPFailure) -> WebPConfig {
    var config = WebPConfig()
    guard WebPConfigInit(&config) != 0 else {
      throw WebPFailure("configuring the encoder", "libwebp's headers and library disagree")
    }
    config.lossless = lossless ? 1 : 0
    config.quality = min(max(quality, 0), 100)
    config.method = Int32(min(max(method, 0), 6))
    guard WebPValidateConfig(&config) != 0 else {
      throw WebPFailure("configuring the encoder", "invalid configuration")
    }
    return config
  }
}
