import ActivityRingsTerminal
import ArgumentParser

/// `--color auto|always|never`, by its raw values: the terminal's policy, the tool's own
/// (the request layer's choices are read by the layer, as text).
extension ColorChoice: ExpressibleByArgument {}
