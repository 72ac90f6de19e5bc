// The PNG codec (PNGEncoder, PNGDecoder, PNGCompression, PNGError, APNGEncoder) moved to its
// own module, ActivityRingsPNG, in 0.2.0. Code that imports only ActivityRingsCairo keeps
// building through this re-export until 0.3.0 removes it: import ActivityRingsPNG directly.
// (Deprecated type aliases would warn even code that imports both modules, since a module's
// names shadow those of the modules it imports.)
@_exported import ActivityRingsPNG
