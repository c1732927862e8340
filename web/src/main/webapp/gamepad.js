// The game pads in the page (issue 70), through the browser's Gamepad API: once an animation frame the game asks
// for them (PageGamepad.java), and every pad the browser sees counts, in the standard mapping's order (A, B, X,
// Y, the shoulders, the triggers, Select, Start, the sticks' buttons, the d-pad, Home): a button down on any is
// down, the left stick leaning most leads. A pad plugged in or pulled out is simply there or not at the next frame
// (a browser shows a page its pads once a button has been pressed on them).
(function () {
  'use strict';
  var ishido = window.ishido = window.ishido || {};
  /** Buttons the standard mapping has. */
  var BUTTONS = 17;
  /** A pad's trigger counts as pressed past this value (some report only the value). */
  var PRESSED = 0.5;
  var stick = { x: 0, y: 0 };

  function pressed(button) {
    if (!button) { return false; }
    return typeof button === 'object' ? (button.pressed || button.value > PRESSED) : button > PRESSED;
  }

  ishido.gamepad = {
    /** The buttons down on the pads as bits (bit i: button i of the standard mapping), or -1 with no pad. */
    poll: function () {
      var pads = navigator.getGamepads ? navigator.getGamepads() : [];
      var mask = -1;
      stick.x = 0;
      stick.y = 0;
      for (var p = 0; p < (pads ? pads.length : 0); p++) {
        var pad = pads[p];
        if (!pad || pad.connected === false) { continue; }
        mask = Math.max(mask, 0);
        for (var b = 0; b < BUTTONS && b < pad.buttons.length; b++) {
          if (pressed(pad.buttons[b])) { mask |= 1 << b; }
        }
        var x = pad.axes.length > 0 ? pad.axes[0] : 0;
        var y = pad.axes.length > 1 ? pad.axes[1] : 0;
        if (Math.hypot(x, y) > Math.hypot(stick.x, stick.y)) {
          stick.x = x;
          stick.y = y;
        }
      }
      return mask;
    },
    /** The left stick's lean at the last poll, x to the right, y down, each from -1 to 1. */
    stickX: function () { return stick.x; },
    stickY: function () { return stick.y; }
  };
})();
