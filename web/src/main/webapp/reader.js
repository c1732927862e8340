// Choices > Screen Reader in the page (issue 70; on by itself with ?reader): what the game says (PageReader.java)
// goes into a live region, which a screen reader reads out as it comes; below it, what the screen shows of a
// requester (its title and lines) and its buttons and list lines are the page's own text and buttons, each pressed
// as a click on the gadget. The menus open through Menus, as the finger's menus (menus.js), real buttons with roles.
// All of it is hidden from the eye until a key's focus comes to one of its buttons; the canvas stays as it is.
(function () {
  'use strict';
  var ishido = window.ishido = window.ishido || {};
  /** The lines the live region keeps: the newest are read, the older can be read back. */
  var KEEP = 40;
  var game = null;

  var style = document.createElement('style');
  style.textContent = [
    // Out of sight but in the accessibility tree; shown over the game while a key's focus is inside it.
    '#reader { position: fixed; left: 0; top: 0; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);',
    '  z-index: 5; }',
    '#reader:focus-within { width: auto; height: auto; max-width: 100%; max-height: 60%; overflow: auto;',
    '  clip-path: none; background: #eec; color: #000; font: bold 16px "Ishido Sans", sans-serif; padding: 6px; }',
    '#reader button { font: inherit; min-height: 44px; margin: 2px; }'
  ].join('\n');
  document.head.appendChild(style);
  var panel = document.createElement('div');
  panel.id = 'reader';
  panel.hidden = true;
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-label', 'Ishido for a screen reader');
  var live = document.createElement('div');
  live.id = 'reader-live';
  live.setAttribute('role', 'log');
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('aria-label', 'What happens');
  var menus = document.createElement('button');
  menus.id = 'reader-menus';
  menus.textContent = 'Menus';
  menus.addEventListener('click', function () { ishido.menus.open(); });
  var screen = document.createElement('div');
  screen.id = 'reader-screen';
  screen.setAttribute('role', 'group');
  screen.setAttribute('aria-label', 'On the screen');
  panel.appendChild(live);
  panel.appendChild(menus);
  panel.appendChild(screen);
  document.body.appendChild(panel);
  // Return, Space and Tab on the page's buttons (these and the menus') press and move between them, and are not
  // the game's keys too; the arrows and letters still reach the board.
  [panel, document.getElementById('menus')].forEach(function (element) {
    if (!element) { return; }
    element.addEventListener('keydown', function (event) {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'Tab') { event.stopPropagation(); }
    });
    element.addEventListener('keyup', function (event) {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'Tab') { event.stopPropagation(); }
    });
  });

  ishido.reader = {
    /** The game's entry: told the framebuffer point a mirrored button stands for when it is pressed. */
    connect: function (listener) {
      game = function (x, y) { listener(x, y); };
    },
    /** Choices > Screen Reader turned on or off. */
    show: function (on) {
      panel.hidden = !on;
    },
    /** A sentence of the game's, read out by the live region. */
    say: function (sentence) {
      var p = document.createElement('p');
      p.textContent = sentence;
      live.appendChild(p);
      while (live.childNodes.length > KEEP) { live.removeChild(live.firstChild); }
    },
    /** The frame's gadgets (label, x, y, width, height and a kind a line, tab-separated) and its lines, mirrored. */
    mirror: function (gadgets, lines) {
      screen.textContent = '';
      lines.split('\n').forEach(function (line) {
        if (line) {
          var p = document.createElement('p');
          p.textContent = line;
          screen.appendChild(p);
        }
      });
      gadgets.split('\n').forEach(function (line) {
        var f = line.split('\t');
        if (f.length < 5 || !f[0].trim()) { return; }
        var b = document.createElement('button');
        b.textContent = f[0].trim();
        // The gadget's kind (GadgetMarks): a check box, a radio button, a cycle, a slider's two steps.
        var kind = f[5] || ' ';
        if (kind === 'x' || kind === 'o') {
          b.setAttribute('role', 'checkbox');
          b.setAttribute('aria-checked', String(kind === 'x'));
        } else if (kind === 'r' || kind === 'q') {
          b.setAttribute('role', 'radio');
          b.setAttribute('aria-checked', String(kind === 'r'));
        } else if (kind === 'y') {
          b.textContent = f[0].trim() + ' (next choice)';
        } else if (kind === '-' || kind === '+') {
          b.textContent = (kind === '-' ? 'Lower: ' : 'Higher: ') + f[0].trim();
        }
        var x = Number(f[1]) + Math.floor(Number(f[3]) / 2);
        var y = Number(f[2]) + Math.floor(Number(f[4]) / 2);
        b.addEventListener('click', function () { if (game) { game(x, y); } });
        screen.appendChild(b);
      });
    },
    /** The sentences said so far, for the tests. */
    said: function () {
      return Array.prototype.map.call(live.childNodes, function (p) { return p.textContent; });
    }
  };
})();
