// The finger's list (issue 70): a tap on a file requester's list (its lines are 9 Amiga pixels, about 11 CSS
// pixels on a phone) opens its lines in view here, over the page, with rows a finger can hit (at least 48 CSS
// pixels) in the Amiga's look, as the finger's menus (menus.js) are: the requester's pens, the selected line in
// the fill pen, Earlier and Later to turn its pages. The game says what the list holds (PageLists.java) each time
// it changes, and is told what was tapped; a tap beside the lines, or Close, closes it. Real buttons in a listbox,
// which a screen reader reads.
(function () {
  'use strict';
  var ishido = window.ishido = window.ishido || {};
  /** CSS pixels of a row: above the 44 to 48 a finger needs. */
  var ROW = 48;
  var game = null;

  var style = document.createElement('style');
  style.textContent = [
    '#lists { position: fixed; left: 0; top: 0; right: 0; bottom: 0; display: none; z-index: 10;',
    '  background: rgba(0, 0, 0, 0.35); font: bold 18px/1 "Ishido Sans", sans-serif; color: var(--text); }',
    '#lists.open { display: block; }',
    '#lists .box { position: absolute; left: 4px; right: 4px; top: 4px; max-height: calc(100% - 8px);',
    '  overflow-y: auto; overscroll-behavior: contain; background: var(--back); border: 3px solid var(--text);',
    '  box-sizing: border-box; max-width: 640px; margin: 0 auto; }',
    '#lists button { display: block; width: 100%; min-height: ' + ROW + 'px; padding: 0 12px; font: inherit;',
    '  color: var(--text); background: transparent; border: 0; border-radius: 0; text-align: left;',
    '  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; -webkit-tap-highlight-color: transparent;',
    '  touch-action: manipulation; box-sizing: border-box; }',
    '#lists button[aria-selected="true"] { background: var(--fill); }',
    '#lists .turn, #lists .close { text-align: center; background: var(--shine); border-top: 3px solid var(--text); }',
    '#lists .turn:first-child { border-top: 0; border-bottom: 3px solid var(--text); }'
  ].join('\n');
  document.head.appendChild(style);
  var overlay = document.createElement('div');
  overlay.id = 'lists';
  document.body.appendChild(overlay);
  overlay.addEventListener('click', function (event) {
    if (event.target === overlay) { ask('close', -1); }
  });

  function ask(kind, index) {
    if (kind === 'close') { hide(); }
    if (game) { game(kind, index); }
  }
  function hide() {
    overlay.className = '';
    overlay.textContent = '';
  }

  function button(text, className, action) {
    var b = document.createElement('button');
    b.textContent = text;
    if (className) { b.className = className; }
    b.addEventListener('click', function (event) {
      event.stopPropagation();
      action();
    });
    return b;
  }

  /** The list as the game notes it (GadgetMarks.listText, after a "pens" line): its rows, and the pages' buttons. */
  function draw(text) {
    var pens = ['#aaa', '#000', '#fff', '#68b'];
    var head = null;
    var lines = [];
    text.split('\n').forEach(function (line) {
      var f = line.split('\t');
      if (f[0] === 'pens') {
        pens = f.slice(1, 5);
      } else if (f[0] === 'list') {
        head = { top: Number(f[5]), rows: Number(f[6]), size: Number(f[7]), selected: Number(f[8]) };
      } else if (f[0] === 'line') {
        lines.push(f[1]);
      }
    });
    if (!head) { hide(); return; }
    overlay.textContent = '';
    overlay.style.setProperty('--back', pens[0]);
    overlay.style.setProperty('--text', pens[1]);
    overlay.style.setProperty('--shine', pens[2]);
    overlay.style.setProperty('--fill', pens[3]);
    var box = document.createElement('div');
    box.className = 'box';
    if (head.top > 0) { box.appendChild(button('\u25b2 Earlier', 'turn', function () { ask('scroll', -1); })); }
    var list = document.createElement('div');
    list.setAttribute('role', 'listbox');
    list.setAttribute('aria-label', 'Files');
    lines.forEach(function (line, i) {
      var b = button(line.trim(), '', function () { ask('pick', i); });
      b.setAttribute('role', 'option');
      b.setAttribute('aria-selected', String(head.top + i === head.selected));
      list.appendChild(b);
    });
    box.appendChild(list);
    if (head.top + head.rows < head.size) {
      box.appendChild(button('\u25bc Later', 'turn', function () { ask('scroll', 1); }));
    }
    box.appendChild(button('Close', 'close', function () { ask('close', -1); }));
    overlay.appendChild(box);
    overlay.className = 'open';
  }

  // What PageLists.java calls, and what the tests read.
  ishido.lists = {
    /** The game's entry: told 'pick' with a line's place among those in view, 'scroll' by -1 or 1, or 'close'. */
    connect: function (listener) {
      game = function (kind, index) { listener(kind, index); };
    },
    /** The list for a finger (its text), or null when it closed. */
    show: function (text) {
      if (text === null || text === undefined) {
        hide();
      } else {
        draw(text);
      }
    },
    /** Whether the list shows. */
    isOpen: function () { return overlay.className === 'open'; }
  };
})();
