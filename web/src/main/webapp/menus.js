// The finger's menus (issue 70): opened by touch (a long press, the Menu button), the screen's menu bar and its
// menus are drawn here, over the page, with rows a finger can hit (at least 48 CSS pixels) in the Amiga's look:
// its four pens, its check mark, Amiga key and submenu arrow, its ghosted items. The game says what they hold
// (the menu strip's outline, PageMenus.java) each time it changes, and is told what was chosen. A long press's
// finger slides over them (touch.js calls track and release): the item under it lifts chooses, as on the
// Amiga; taps work too, and a tap beside them closes them. They are real buttons, which a screen reader reads.
(function () {
  'use strict';
  var ishido = window.ishido = window.ishido || {};
  /** CSS pixels of a row: above the 44 to 48 a finger needs. */
  var ROW = 48;
  /** CSS pixels an Amiga pixel of a glyph takes. */
  var GLYPH_SCALE = 3;
  var game = null;
  var glyphs = {};
  /** The outline last shown, parsed: { open, pens, menus: [{ title, items: [{ ..., subs: [] }] }] }, or null. */
  var shown = null;
  /** The menu whose items show (an index), and the item whose submenu is unfolded (-1 for none). */
  var menuShown = -1;
  var unfolded = -1;
  /** An open was asked for and its outline has not come yet. */
  var asked = false;
  /** Where a long press's finger is on the page while it slides over the menus (null: no finger). */
  var finger = null;
  /** CSS pixels the menu scrolls a frame while the sliding finger rests near its top or bottom edge. */
  var SCROLL_STEP = 6;

  var style = document.createElement('style');
  style.textContent = [
    '#menus { position: fixed; left: 0; top: 0; right: 0; bottom: 0; display: none; z-index: 10;',
    '  background: rgba(0, 0, 0, 0.35); font: bold 18px/1 "Ishido Sans", sans-serif; color: var(--text); }',
    '#menus.open { display: block; }',
    '#menus .bar { display: flex; flex-wrap: wrap; background: var(--shine); border-bottom: 3px solid var(--text); }',
    '#menus button { font: inherit; color: var(--text); background: transparent; border: 0; border-radius: 0;',
    '  margin: 0; -webkit-tap-highlight-color: transparent; touch-action: manipulation; }',
    '#menus .title { min-height: ' + ROW + 'px; min-width: ' + ROW + 'px; padding: 0 8px; }',
    '#menus .title.lit, #menus .row.lit { background: var(--fill); }',
    '#menus .box { position: absolute; overflow-y: auto; touch-action: pan-y; overscroll-behavior: contain;',
    '  background: var(--shine); border: 3px solid var(--text); box-sizing: border-box; }',
    '#menus .row { position: relative; display: flex; align-items: center; gap: 12px; width: 100%;',
    '  min-height: ' + ROW + 'px; padding: 0 12px 0 8px; text-align: left; box-sizing: border-box; }',
    '#menus .row .label { flex: 1; white-space: nowrap; }',
    '#menus .row .mark { width: 24px; height: 18px; flex: none; }',
    '#menus .row .keys { flex: none; white-space: nowrap; }',
    '#menus .sub { padding-left: 24px; }',
    // Intuition ghosts an item by a pattern of the background's pen over it.
    '#menus .row[aria-disabled="true"]::after { content: ""; position: absolute; left: 0; top: 0; right: 0; bottom: 0;',
    '  background: repeating-conic-gradient(var(--shine) 0 25%, transparent 0 50%) 0 0 / 4px 4px; }',
    '#menus .separator { height: 12px; margin: 0 6px;',
    '  background: repeating-linear-gradient(to right, var(--text) 0 3px, transparent 3px 6px) 0 50% / 100% 3px no-repeat; }',
    '#menus img { image-rendering: pixelated; image-rendering: crisp-edges; vertical-align: middle; }'
  ].join('\n');
  document.head.appendChild(style);
  var overlay = document.createElement('div');
  overlay.id = 'menus';
  document.body.appendChild(overlay);
  // A tap beside the menus closes them.
  overlay.addEventListener('click', function (event) {
    if (event.target === overlay) { close(); }
  });

  /** A glyph of the game's (rows of # and .) as a picture, each pixel GLYPH_SCALE CSS pixels, in the pen's colour. */
  function glyph(name, colour) {
    var rows = glyphs[name];
    var img = document.createElement('img');
    img.setAttribute('aria-hidden', 'true');
    img.alt = '';
    if (!rows) { return img; }
    var c = document.createElement('canvas');
    c.width = rows[0].length;
    c.height = rows.length;
    var g = c.getContext('2d');
    g.fillStyle = colour;
    rows.forEach(function (line, y) {
      for (var x = 0; x < line.length; x++) {
        if (line.charAt(x) === '#') { g.fillRect(x, y, 1, 1); }
      }
    });
    img.src = c.toDataURL();
    img.width = c.width * GLYPH_SCALE;
    img.height = c.height * GLYPH_SCALE;
    return img;
  }

  /** The outline's text as menus and items (MenuStrip.outline says its lines). */
  function parse(text) {
    var outline = { open: [-1, -1, -1], pens: ['#000', '#000', '#fff', '#68b'], menus: [] };
    var menu = null;
    var parent = null;
    text.split('\n').forEach(function (line) {
      var f = line.split('\t');
      if (f[0] === 'open') {
        outline.open = [Number(f[1]), Number(f[2]), Number(f[3])];
      } else if (f[0] === 'pens') {
        outline.pens = f.slice(1, 5);
      } else if (f[0] === 'menu') {
        menu = { title: f[1], items: [] };
        outline.menus.push(menu);
      } else if (f[0] === 'separator' && menu) {
        menu.items.push({ separator: true });
        parent = null;
      } else if (f[0] === 'subseparator' && parent) {
        parent.subs.push({ separator: true });
      } else if ((f[0] === 'item' || f[0] === 'sub') && menu) {
        var item = { label: f[2], enabled: f[1].indexOf('e') >= 0, checkable: f[1].indexOf('c') >= 0,
          checked: f[1].indexOf('x') >= 0, submenu: f[1].indexOf('s') >= 0, shortcut: f[3] || '', key: f[4] || '',
          subs: [] };
        if (f[0] === 'sub' && parent) {
          parent.subs.push(item);
        } else {
          menu.items.push(item);
          parent = item.submenu ? item : null;
        }
      }
    });
    return outline;
  }

  function choose(m, i, s) {
    hide();
    if (game) { game('choose', m, i, s); }
  }
  function close() {
    hide();
    if (game) { game('close', -1, -1, -1); }
  }
  function hide() {
    shown = null;
    asked = false;
    finger = null;
    overlay.className = '';
    overlay.textContent = '';
  }

  /** One item's row: its check mark's room, the label, the Amiga key and letter, the plain key or the arrow. */
  function row(item, m, i, s, checks) {
    var b = document.createElement('button');
    b.className = 'row' + (s >= 0 ? ' sub' : '');
    b.setAttribute('role', item.checkable ? 'menuitemcheckbox' : 'menuitem');
    if (item.checkable) { b.setAttribute('aria-checked', String(item.checked)); }
    if (!item.enabled) { b.setAttribute('aria-disabled', 'true'); }
    b.dataset.m = m;
    b.dataset.i = i;
    b.dataset.s = s;
    if (checks) {
      // As Intuition's, a menu with check items keeps room for the mark on every row.
      var mark = document.createElement('span');
      mark.className = 'mark';
      if (item.checked) { mark.appendChild(glyph('check', shown.pens[1])); }
      b.appendChild(mark);
    }
    var label = document.createElement('span');
    label.className = 'label';
    label.textContent = item.label;
    b.appendChild(label);
    if (item.shortcut) {
      var keys = document.createElement('span');
      keys.className = 'keys';
      keys.setAttribute('aria-label', 'Amiga ' + item.shortcut);
      keys.appendChild(glyph('amiga', shown.pens[1]));
      keys.appendChild(document.createTextNode(' ' + item.shortcut));
      b.appendChild(keys);
    } else if (item.key) {
      var key = document.createElement('span');
      key.className = 'keys';
      key.textContent = item.key;
      b.appendChild(key);
    } else if (item.submenu) {
      b.setAttribute('aria-haspopup', 'menu');
      b.setAttribute('aria-expanded', String(unfolded === i));
      b.appendChild(glyph('submenu', shown.pens[1]));
    }
    b.addEventListener('click', function (event) {
      event.stopPropagation();
      picked(b);
    });
    return b;
  }

  /** What a tap or a lifted finger does on a row or a title: choose, unfold a submenu, show a menu. */
  function picked(element) {
    if (!shown || !element) { return; }
    if (element.dataset.title !== undefined) {
      // A second tap on the open menu's title folds it again, the bar left for another title or a tap beside.
      var title = Number(element.dataset.title);
      menuShown = title === menuShown ? -1 : title;
      unfolded = -1;
      draw();
      return;
    }
    if (element.getAttribute('aria-disabled') === 'true') { return; }
    var m = Number(element.dataset.m);
    var i = Number(element.dataset.i);
    var s = Number(element.dataset.s);
    var item = shown.menus[m].items[i];
    if (s < 0 && item.submenu) {
      unfolded = unfolded === i ? -1 : i;
      draw();
      return;
    }
    choose(m, i, s);
  }

  /** The bar, and the shown menu's box under its title: as many rows as the screen holds, the rest scrolled to. */
  function draw() {
    var scroll = overlay.querySelector('.box');
    var top = scroll ? scroll.scrollTop : 0;
    overlay.textContent = '';
    overlay.style.setProperty('--text', shown.pens[1]);
    overlay.style.setProperty('--shine', shown.pens[2]);
    overlay.style.setProperty('--fill', shown.pens[3]);
    var bar = document.createElement('div');
    bar.className = 'bar';
    bar.setAttribute('role', 'menubar');
    bar.setAttribute('aria-label', 'Menus');
    overlay.appendChild(bar);
    var titles = shown.menus.map(function (menu, m) {
      var t = document.createElement('button');
      t.className = 'title' + (m === menuShown ? ' lit' : '');
      t.setAttribute('role', 'menuitem');
      t.setAttribute('aria-haspopup', 'menu');
      t.setAttribute('aria-expanded', String(m === menuShown));
      t.dataset.title = m;
      if (menu.title === '?') {
        t.setAttribute('aria-label', 'About');
        t.appendChild(glyph('yinyang', shown.pens[1]));
      } else {
        t.textContent = menu.title;
      }
      t.addEventListener('click', function (event) {
        event.stopPropagation();
        picked(t);
      });
      bar.appendChild(t);
      return t;
    });
    overlay.className = 'open';
    if (menuShown < 0 || menuShown >= shown.menus.length) { return; }
    var menu = shown.menus[menuShown];
    var checks = menu.items.some(function (item) { return item.checkable; });
    var box = document.createElement('div');
    box.className = 'box';
    box.setAttribute('role', 'menu');
    box.setAttribute('aria-label', menu.title === '?' ? 'About' : menu.title);
    menu.items.forEach(function (item, i) {
      if (item.separator) {
        var line = document.createElement('div');
        line.className = 'separator';
        line.setAttribute('role', 'separator');
        box.appendChild(line);
        return;
      }
      var r = row(item, menuShown, i, -1, checks);
      if (shown.open[0] === menuShown && shown.open[1] === i && shown.open[2] < 0) { r.classList.add('lit'); }
      box.appendChild(r);
      if (item.submenu && unfolded === i) {
        item.subs.forEach(function (sub, s) {
          if (sub.separator) { return; }
          var sr = row(sub, menuShown, i, s, checks || item.subs.some(function (x) { return x.checkable; }));
          if (shown.open[0] === menuShown && shown.open[1] === i && shown.open[2] === s) { sr.classList.add('lit'); }
          box.appendChild(sr);
        });
      }
    });
    overlay.appendChild(box);
    // Under its title, kept on the screen; as tall as the room below the bar.
    var title = titles[menuShown].getBoundingClientRect();
    var barBox = bar.getBoundingClientRect();
    var width = Math.min(box.offsetWidth, window.innerWidth - 8);
    box.style.width = width + 'px';
    box.style.left = Math.max(4, Math.min(title.left, window.innerWidth - width - 4)) + 'px';
    box.style.top = barBox.bottom + 'px';
    box.style.maxHeight = (window.innerHeight - barBox.bottom - 4) + 'px';
    box.scrollTop = top;
  }

  /** The row or title under a point of the page, or null. */
  function under(clientX, clientY) {
    var e = document.elementFromPoint(clientX, clientY);
    return e && e.closest ? e.closest('#menus .row, #menus .title') : null;
  }

  /** Lights the row under the sliding finger, the only one lit. */
  function light() {
    var e = under(finger.x, finger.y);
    overlay.querySelectorAll('.row.lit').forEach(function (r) { r.classList.remove('lit'); });
    if (e && e.classList.contains('row') && e.getAttribute('aria-disabled') !== 'true') { e.classList.add('lit'); }
  }

  /**
   * While the sliding finger rests near the menu's bottom or top edge (or beyond it), the menu scrolls under it,
   * as a long menu did under the Amiga's pointer: a finger cannot scroll what it is choosing from.
   */
  function autoScroll() {
    if (!finger || !shown) { return; }
    var box = overlay.querySelector('.box');
    if (box && finger.x >= box.getBoundingClientRect().left && finger.x <= box.getBoundingClientRect().right) {
      var b = box.getBoundingClientRect();
      var before = box.scrollTop;
      if (finger.y > b.bottom - ROW / 2) {
        box.scrollTop += SCROLL_STEP;
      } else if (finger.y < b.top + ROW / 2 && finger.y > b.top - ROW) {
        box.scrollTop -= SCROLL_STEP;
      }
      if (box.scrollTop !== before) { light(); }
    }
    window.requestAnimationFrame(autoScroll);
  }

  // What PageMenus.java and touch.js call, and what the tests read.
  ishido.menus = {
    /** The game's entry: told 'open', 'close' or 'choose' with a menu's, an item's and a submenu item's index. */
    connect: function (listener, glyphText) {
      game = function (kind, m, i, s) { listener(kind, m, i, s); };
      glyphText.split('\n').forEach(function (line) {
        var f = line.split('\t');
        if (f.length === 2) { glyphs[f[0]] = f[1].split(','); }
      });
    },
    /** The outline of the menus shown for a finger (MenuStrip.outline), or null when they closed. */
    show: function (outline) {
      if (outline === null || outline === undefined) {
        hide();
        return;
      }
      var fresh = shown === null;
      shown = parse(outline);
      asked = false;
      if (fresh) {
        menuShown = -1;
        unfolded = -1;
      }
      if (shown.open[0] >= 0) {
        // The keys move the menus: the page follows them.
        menuShown = shown.open[0];
        if (shown.open[2] >= 0) { unfolded = shown.open[1]; }
      }
      draw();
    },
    /** Asks the game to show its menus for a finger (nothing comes on a screen without menus). */
    open: function () {
      if (game && !shown) {
        asked = true;
        game('open', -1, -1, -1);
      }
    },
    close: close,
    /** Whether the menus show, or were asked for. */
    isOpen: function () { return shown !== null || asked; },
    /** A long press's finger over the page: the title under it shows its menu, the row under it lights. */
    track: function (clientX, clientY) {
      if (!shown) { return; }
      if (!finger) { window.requestAnimationFrame(autoScroll); }
      finger = { x: clientX, y: clientY };
      var e = under(clientX, clientY);
      if (e && e.dataset.title !== undefined && Number(e.dataset.title) !== menuShown) {
        menuShown = Number(e.dataset.title);
        unfolded = -1;
        draw();
        return;
      }
      light();
    },
    /** The long press's finger lifted here: an item under it is chosen; elsewhere the menus stay for taps. */
    release: function (clientX, clientY) {
      finger = null;
      if (!shown) { return; }
      var e = under(clientX, clientY);
      if (e && e.dataset.title === undefined) {
        picked(e);
      }
    }
  };
})();
