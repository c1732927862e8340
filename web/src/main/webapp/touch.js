// The game by touch (issue 32). The fingers become the game's pointer (Touch.java): a tap is a click; a
// drag is the left button held (from the touchstone the game lifts the stone above the finger); a long
// press, half a second without moving, opens the menus as the right button does, drawn by the page at a
// finger's size (menus.js), and the item under the finger when it lifts is chosen, as on the Amiga (on the
// stoneset editor's zoomed stone it is the right button instead, picking the colour under the finger). The
// page's buttons (shown on phones, placed by the game's layout): Menu opens the same menus for taps (tap a
// menu, tap an item; a tap beside them closes them), Undo, Suggest and New Game send the menus' Amiga keys,
// Full screen where the browser has the Fullscreen API. While a text gadget has the keyboard, a text input of the page takes the focus, so a
// phone opens its keyboard (its digits for a number, the codewheel's code); what is typed there goes to the game as keys do.
(function () {
  'use strict';
  var ishido = window.ishido = window.ishido || {};
  var LONG_PRESS_MS = 500;
  /** CSS pixels a finger may wander before a touch is a drag. */
  var SLOP = 10;
  var canvas = document.getElementById('screen');
  var game = null;
  /** What the finger down does: null, 'pending' (tap or long press yet), 'drag', 'menu' (long press). */
  var state = null;
  var start = null;
  var timer = 0;
  var textEntry = false;
  var touched = false;

  var style = document.createElement('style');
  style.textContent = [
    '.ishido-touch { position: absolute; display: none; box-sizing: border-box; margin: 0; padding: 0 4px;',
    '  font: bold 16px/1 "Ishido Sans", sans-serif; color: #000; background: #aaa; border: 3px solid; border-radius: 0;',
    '  border-color: #fff #000 #000 #fff; touch-action: manipulation; -webkit-tap-highlight-color: transparent; }',
    '.ishido-touch:active { background: #68b; border-color: #000 #fff #fff #000; }',
    // A button that cannot act on this screen is ghosted as Intuition ghosts a gadget: a pattern of its own grey.
    '.ishido-touch:disabled { color: #000; background: #aaa; border-color: #fff #000 #000 #fff; }',
    '.ishido-touch:disabled::after { content: ""; position: absolute; left: 0; top: 0; right: 0; bottom: 0;',
    '  background: repeating-conic-gradient(#aaa 0 25%, transparent 0 50%) 0 0 / 4px 4px; }',
    '#touch-hint { position: absolute; display: none; margin: 0; color: #aaa; font: bold 13px "Ishido Sans", sans-serif;',
    '  text-align: center; }',
    // The input sits under the picture, invisible; 16px text keeps a phone from zooming when it takes the focus.
    '#typing { position: fixed; left: 0; top: 0; width: 1px; height: 1px; opacity: 0; border: 0; padding: 0;',
    '  font-size: 16px; caret-color: transparent; }'
  ].join('\n');
  document.head.appendChild(style);

  function button(id, label, aria, action) {
    var b = document.createElement('button');
    b.id = id;
    b.className = 'ishido-touch';
    b.textContent = label;
    b.setAttribute('aria-label', aria);
    b.addEventListener('click', function (event) { event.preventDefault(); action(); });
    document.body.appendChild(b);
    return b;
  }
  var fullscreenAvailable = !!(document.documentElement.requestFullscreen && document.fullscreenEnabled !== false);
  var buttons = {
    menu: button('touch-menu', 'Menu', 'Menu', toggleMenu),
    undo: button('touch-undo', 'Undo', 'Undo', function () { key('amiga-u'); }),
    suggest: button('touch-suggest', 'Suggest', 'Suggest', function () { key('amiga-h'); }),
    newGame: button('touch-new', 'New Game', 'New Game', function () { key('amiga-n'); }),
    full: button('touch-full', 'Full screen', 'Full screen', toggleFullscreen)
  };
  var hint = document.createElement('p');
  hint.id = 'touch-hint';
  hint.textContent = 'Turn the phone for a larger picture.';
  document.body.appendChild(hint);
  var typing = document.createElement('input');
  typing.id = 'typing';
  typing.type = 'text';
  typing.setAttribute('autocomplete', 'off');
  typing.setAttribute('autocorrect', 'off');
  typing.setAttribute('autocapitalize', 'off');
  typing.setAttribute('spellcheck', 'false');
  typing.setAttribute('enterkeyhint', 'go');
  typing.setAttribute('aria-label', 'Text for the game');
  document.body.appendChild(typing);

  function send(type, point, which) {
    if (game) { game.pointer('touch-' + type, point.x, point.y, which, 0); }
  }
  function key(name) {
    if (game) { game.key(name); }
  }
  /** Where a touch is, in screen pixels (320x200) of the picture as laid out. */
  function at(touch) {
    var box = canvas.getBoundingClientRect();
    return { x: (touch.clientX - box.left) * 320 / box.width, y: (touch.clientY - box.top) * 200 / box.height,
      clientX: touch.clientX, clientY: touch.clientY };
  }
  function first(event) {
    return event.changedTouches[0];
  }

  function longPress() {
    timer = 0;
    if (state === 'pending') {
      state = 'menu';
      // The game opens the menus, or takes the press as its right button (the editor's zoomed stone picks).
      send('hold', start, 2);
    }
  }

  canvas.addEventListener('touchstart', function (event) {
    event.preventDefault();
    touched = true;
    if (state !== null || event.touches.length > 1) { return; }
    start = at(first(event));
    state = 'pending';
    timer = setTimeout(longPress, LONG_PRESS_MS);
  }, { passive: false });

  canvas.addEventListener('touchmove', function (event) {
    event.preventDefault();
    var p = at(first(event));
    if (state === 'pending') {
      if (Math.hypot(p.clientX - start.clientX, p.clientY - start.clientY) < SLOP) { return; }
      clearTimeout(timer);
      timer = 0;
      state = 'drag';
      send('press', start, 0);
    }
    if (state === 'menu') {
      ishido.menus.track(p.clientX, p.clientY);
    } else if (state !== null) {
      send('move', p, 0);
    }
  }, { passive: false });

  function ended(event) {
    event.preventDefault();
    var p = at(first(event));
    if (timer) { clearTimeout(timer); timer = 0; }
    if (state === 'pending') {
      // A tap: a click where the finger came down.
      send('press', start, 0);
      send('release', start, 0);
    } else if (state === 'drag') {
      send('release', p, 0);
    } else if (state === 'menu') {
      // Lifted over an item it chooses it; elsewhere (or taken by the system) the menus stay open for taps.
      ishido.menus.release(event.type === 'touchend' ? p.clientX : -1, event.type === 'touchend' ? p.clientY : -1);
    }
    state = null;
    // Within the tap, where a phone lets a page open its keyboard (a focus given outside one may not have).
    if (textEntry && !keyboardUp()) {
      if (document.activeElement === typing) { typing.blur(); }
      focusTyping();
    }
  }
  canvas.addEventListener('touchend', ended, { passive: false });
  canvas.addEventListener('touchcancel', ended, { passive: false });

  function toggleMenu() {
    touched = true;
    if (ishido.menus.isOpen()) {
      ishido.menus.close();
    } else {
      ishido.menus.open();
    }
  }
  function toggleFullscreen() {
    try {
      if (document.fullscreenElement) {
        document.exitFullscreen();
      } else {
        var asked = document.documentElement.requestFullscreen();
        if (asked) { asked.catch(function () {}); }
      }
    } catch (e) { /* the browser refused */ }
  }

  /** Whether a phone's keyboard seems up: it takes a good part of the visual viewport's height. */
  function keyboardUp() {
    return document.activeElement === typing && !!window.visualViewport
      && window.visualViewport.height < 0.85 * window.innerHeight;
  }
  function focusTyping() {
    typing.value = '';
    try { typing.focus({ preventScroll: true }); } catch (e) { typing.focus(); }
  }
  // Text from a phone's keyboard (or an input method) arrives as input events; the keys a keyboard
  // sends with names (Return, Backspace) reach the game through the page's key listener.
  typing.addEventListener('input', function () {
    var text = typing.value;
    typing.value = '';
    if (text && game) { game.text(text); }
  });
  typing.addEventListener('beforeinput', function (event) {
    if (event.inputType === 'deleteContentBackward') {
      event.preventDefault();
      key('Backspace');
    } else if (event.inputType === 'insertLineBreak' || event.inputType === 'insertParagraph') {
      event.preventDefault();
      key('Enter');
    }
  });
  // The page never scrolls, also when a phone's keyboard comes up under the focused input.
  window.addEventListener('scroll', function () { if (window.scrollY || window.scrollX) { window.scrollTo(0, 0); } });

  function show(element, x, y, width, height) {
    element.style.display = 'block';
    element.style.left = x + 'px';
    element.style.top = y + 'px';
    element.style.width = width + 'px';
    element.style.height = height + 'px';
  }

  // What Touch.java calls, and the state the phone test waits on.
  ishido.touch = {
    /** The game's entries: its pointer (touch-press, touch-move, touch-release), typed text, named keys. */
    connect: function (pointer, text, keyListener) {
      game = { pointer: pointer, text: text, key: keyListener };
    },
    /**
     * Which buttons can act on the screen shown (Touch.abilities): the others are ghosted and take no tap, so a tap
     * on them never seems to do nothing (Menu under a requester, New Game on the titles).
     */
    enable: function (menu, undo, suggest, newGame) {
      buttons.menu.disabled = !menu;
      buttons.undo.disabled = !undo;
      buttons.suggest.disabled = !suggest;
      buttons.newGame.disabled = !newGame;
    },
    /** A text gadget took (true) or gave up the keyboard; digits: it asks for a number (the phone's digit keyboard). */
    textEntry: function (on, digits) {
      textEntry = on;
      typing.inputMode = digits ? 'numeric' : 'text';
      if (on && touched) {
        focusTyping();
      } else if (!on && document.activeElement === typing) {
        typing.blur();
      }
    },
    /** Lays the buttons out around the picture at (x, y), width by height: beside it sideways, below it upright. */
    place: function (x, y, width, height, portrait) {
      var w = window.innerWidth;
      var h = window.innerHeight;
      var all = [buttons.menu, buttons.undo, buttons.suggest, buttons.newGame];
      buttons.full.style.display = 'none';
      hint.style.display = 'none';
      if (portrait) {
        var gap = 8;
        var each = (w - gap * (all.length + 1)) / all.length;
        // New Game, the widest label, is 6.0 em wide in the page's type: on one line, as the others.
        all.concat([buttons.full]).forEach(function (b) { b.style.fontSize = Math.max(9, Math.min(16, (each - 14) / 6.1)) + 'px'; });
        var rowY = y + height + gap;
        all.forEach(function (b, i) { show(b, gap + i * (each + gap), rowY, each, 56); });
        var below = rowY + 56 + gap;
        if (fullscreenAvailable) {
          show(buttons.full, gap, below, (w - 3 * gap) / 2, 40);
          show(hint, (w + gap) / 2, below, (w - 3 * gap) / 2, 40);
        } else {
          show(hint, gap, below, w - 2 * gap, 40);
        }
      } else {
        // Sideways: Menu and Full screen at the left, the game's commands at the right.
        var side = Math.max(40, x - 8);
        var tall = Math.min(56, (h - 40) / 3);
        // Narrow columns (a small phone) take smaller letters, so Suggest (4.6 em) still fits on one line.
        var size = Math.max(9, Math.min(16, (side - 14) / 4.8));
        all.concat([buttons.full]).forEach(function (b) { b.style.fontSize = size + 'px'; });
        show(buttons.menu, 4, 4, side, tall);
        if (fullscreenAvailable) { show(buttons.full, 4, h - tall - 4, side, tall); }
        [buttons.undo, buttons.suggest, buttons.newGame].forEach(function (b, i) {
          show(b, w - side - 4, 4 + i * (tall + 8), side, tall);
        });
      }
    },
    /** What the finger down does: null, 'pending', 'drag' or 'menu' (the test waits on it). */
    state: function () { return state; },
    /** Whether the page lays itself out for a finger: the primary pointer is coarse (a phone, a tablet). */
    coarse: function () {
      return !!(window.matchMedia && window.matchMedia('(pointer: coarse)').matches);
    },
    pixelRatio: function () {
      return window.devicePixelRatio || 1;
    }
  };
})();
