// ActivityRings in a web page: loads the WebAssembly module Examples/Web/build makes and draws
// rings as SVG text. A classic script (no module, no fetch), so it also works from a file://
// page; it defines one global, ActivityRingsWasm.
//
// How memory goes back and forth:
// 1. The page passes only numbers: each ring's value and goal (NaN: the ring has no data),
//    move-time mode, size, scale, and for a transition the second day, duration, curve, time.
// 2. The module builds the SVG in its own memory, in one output buffer that it owns and
//    replaces on every call, and returns the byte count (negative: an error message instead).
// 3. rings_output() returns the buffer's address; the page views those bytes as a Uint8Array
//    of the module's memory and decodes the UTF-8 into a string, which it now owns.
// 4. Nothing is freed by the page: the next call frees the buffer. Views of the memory become
//    stale when it grows, so a view is made after each call and not kept.
"use strict";

var ActivityRingsWasm = (function () {
  var curves = ["linear", "ease-in", "ease-out", "ease-in-out", "spring"];

  function decodeBase64(text) {
    var binary = atob(text);
    var bytes = new Uint8Array(binary.length);
    for (var index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    return bytes;
  }

  // A day's values as the module takes them: [move, goal, exercise, goal, stand, goal].
  function values(day) {
    function ring(pair) {
      return pair ? [pair[0], pair[1]] : [NaN, 0];
    }
    return ring(day.move).concat(ring(day.exercise), ring(day.stand));
  }

  function wrap(instance) {
    var exports = instance.exports;
    // The text the last call left in the output buffer, or an Error with its message.
    function take(count) {
      var length = Math.abs(count);
      var bytes = new Uint8Array(exports.memory.buffer, exports.rings_output(), length);
      var text = new TextDecoder("utf-8").decode(bytes);
      if (count < 0) throw new Error(text);
      return text;
    }
    function picture(options) {
      return [options.moveTime ? 1 : 0, options.size || 160, options.scale || 1];
    }
    return {
      // The SVG of one day, as `rings render -o rings.svg` writes it. `day` is
      // {move: [350, 500], exercise: [20, 30], stand: [8, 12]}; a ring left out has no data.
      // `options`: {size: 160, scale: 1, moveTime: false}.
      svg: function (day, options) {
        options = options || {};
        var args = values(day).concat(picture(options));
        return take(exports.rings_svg.apply(null, args));
      },
      // The SVG of the frame `time` seconds into the transition from one day to another
      // (at most 2 s long; `options` adds duration, default 1, and curve, default ease-in-out).
      transitionSVG: function (from, to, time, options) {
        options = options || {};
        var curve = curves.indexOf(options.curve || "ease-in-out");
        if (curve < 0) throw new Error("unknown curve " + options.curve);
        var args = values(from).concat(values(to), picture(options), [
          options.duration || 1, curve, time,
        ]);
        return take(exports.rings_transition_svg.apply(null, args));
      },
    };
  }

  return {
    // Instantiates the module from its bytes (an ArrayBuffer or Uint8Array); no imports.
    instantiate: function (bytes) {
      return WebAssembly.instantiate(bytes, {}).then(function (result) {
        return wrap(result.instance);
      });
    },
    // Instantiates the module embedded in rings-wasm.js (RINGS_WASM_BASE64), at once: the
    // page can draw before it finishes loading.
    loadNow: function () {
      /* global RINGS_WASM_BASE64 */
      var module = new WebAssembly.Module(decodeBase64(RINGS_WASM_BASE64));
      return wrap(new WebAssembly.Instance(module, {}));
    },
  };
})();
