// The page around the game (Page.java calls these, one function a call): the query string, the canvas and its
// pixels, the layout, full screen, the status line for errors, the mouse, the keys and the clipboard, and the
// numbers the browser tests read (window.ishido.NAME).
(function () {
  'use strict';
  var ishido = window.ishido = window.ishido || {};
  var canvas = document.getElementById('screen');
  var context = null;
  var image = null;
  var toastTimer = 0;
  // The game's layout, called again when the status strip comes or goes, so the canvas stays above it.
  var relayouts = [];

  // The status strip shown, or hidden (empty text): the game lays itself out again in the room left above it.
  function showStatus(text) {
    var line = document.getElementById('status');
    line.textContent = text;
    line.style.display = text ? 'block' : 'none';
    document.getElementById('status-close').style.display = text ? 'block' : 'none';
    relayouts.forEach(function (listener) { listener(); });
  }
  document.getElementById('status-close').addEventListener('click', function () { showStatus(''); });

  function place(style, x, y, width, height) {
    style.left = x + 'px';
    style.top = y + 'px';
    style.width = width + 'px';
    style.height = height + 'px';
  }

  // The Display requester's CRT look over the canvas as CSS backgrounds, multiplied into the picture (placeCrt).
  function crtLayers(width, height, mode) {
    // Each Amiga line darker towards its edges, as the desktop's shader does once a line is two screen pixels or more.
    var line = height / 200;
    var weight = Math.max(0, Math.min(1, line - 1.5));
    var edge = 'rgba(0,0,0,' + 0.36 * weight + ')';
    var layers = ['repeating-linear-gradient(to bottom, ' + edge + ' 0px, rgba(0,0,0,0) ' + line / 2 + 'px, '
      + edge + ' ' + line + 'px)'];
    if (mode === 2) {
      // The aperture mask's red, green and blue stripes (from three screen pixels a pixel) and the darker corners.
      var mask = Math.max(0, Math.min(1, width / 320 - 2));
      var low = Math.round(255 - 38 * mask);
      var red = 'rgb(255,' + low + ',' + low + ')';
      var green = 'rgb(' + low + ',255,' + low + ')';
      var blue = 'rgb(' + low + ',' + low + ',255)';
      layers.unshift('radial-gradient(farthest-corner, rgba(0,0,0,0) 0%, rgba(0,0,0,0.075) 50%,'
        + ' rgba(0,0,0,0.15) 70.7%, rgba(0,0,0,0.3) 100%)');
      layers.push('repeating-linear-gradient(to right, ' + red + ' 0px 1px, ' + green + ' 1px 2px, ' + blue
        + ' 2px 3px)');
    }
    return layers.join(', ');
  }

  ishido.page = {
    /** Whether the player asked the system for less motion (the CSS media feature prefers-reduced-motion). */
    prefersReducedMotion: function () {
      return !!(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    },

    search: function () {
      return window.location.search;
    },

    /**
     * The status strip at the foot of the page, for errors and what the player must know of the page (its storage);
     * an empty text hides it, as its x does. While it shows, the canvas is laid out in the room above it.
     */
    status: function (text) {
      showStatus(text);
    },

    /** The benchmark's lines shown over the page and published (window.ishido.selfplay). */
    report: function (text) {
      var report = document.getElementById('status');
      report.textContent = text;
      report.style.display = 'block';
      report.style.background = '#000';
      report.style.top = '0';
      ishido.selfplay = text;
    },

    /** A line at the foot of the page for six seconds, or millis; a new line replaces the one shown. */
    toast: function (text, millis) {
      var toast = document.getElementById('toast');
      toast.textContent = text;
      toast.style.display = 'block';
      clearTimeout(toastTimer);
      toastTimer = setTimeout(function () { toast.style.display = 'none'; }, millis || 6000);
    },

    /** The canvas's 320x200 pixels, one int of RGBA bytes each, for putImage to show. */
    openCanvas: function () {
      context = canvas.getContext('2d');
      image = context.createImageData(320, 200);
      return new Int32Array(image.data.buffer);
    },

    putImage: function () {
      context.putImageData(image, 0, 0);
    },

    /** Places the canvas at (x, y) in CSS pixels, width by height. */
    placeCanvas: function (x, y, width, height) {
      place(canvas.style, x, y, width, height);
    },

    /**
     * Lays the CRT look over the canvas: mode 0 none; 1 scanlines; 2 those plus the aperture mask and the darker
     * corners. The desktop's curvature is not drawn.
     */
    placeCrt: function (x, y, width, height, mode) {
      var style = document.getElementById('crt').style;
      if (mode === 0) {
        style.display = 'none';
        return;
      }
      style.backgroundImage = crtLayers(width, height, mode);
      place(style, x, y, width, height);
      style.display = 'block';
    },

    /** The Bring in a file... button in the top-right corner ('right'), the bottom-left ('below') or away ('none'). */
    placeButton: function (where) {
      var button = document.getElementById('bring').style;
      button.display = where === 'none' ? 'none' : 'block';
      button.top = where === 'right' ? '4px' : 'auto';
      button.bottom = where === 'below' ? '4px' : 'auto';
      button.right = where === 'right' ? '4px' : 'auto';
      button.left = where === 'below' ? '4px' : 'auto';
    },

    width: function () {
      return window.innerWidth;
    },

    /** The window's height less the status strip's while it shows: the room the game lays itself out in. */
    height: function () {
      var line = document.getElementById('status');
      return window.innerHeight - (line.style.display === 'block' && !ishido.selfplay ? line.offsetHeight : 0);
    },

    /**
     * Calls back when the window's size changes or full screen comes or goes. In full screen the page asks for the
     * keys a browser keeps for itself (Chrome's Ctrl+N, Ctrl+T, Ctrl+W) where the Keyboard Lock API exists, so the
     * Ctrl shortcuts reach the game there; Esc still leaves full screen.
     */
    onResize: function (listener) {
      relayouts.push(listener);
      window.addEventListener('resize', function () { listener(); });
      document.addEventListener('fullscreenchange', function () {
        var keys = navigator.keyboard;
        try {
          if (keys && keys.lock && document.fullscreenElement) {
            var asked = keys.lock(['KeyN', 'KeyT', 'KeyW']);
            if (asked) { asked.catch(function () { }); }
          } else if (keys && keys.unlock && !document.fullscreenElement) {
            keys.unlock();
          }
        } catch (error) {
          // A browser that refuses the lock leaves Ctrl+N, T and W to itself; Alt+letter still works.
        }
        listener();
      });
    },

    isFullscreen: function () {
      return !!document.fullscreenElement;
    },

    /** Asks for full screen or a window; the browser may refuse full screen outside a click or key press. */
    fullscreen: function (on) {
      try {
        if (on && !document.fullscreenElement) {
          var asked = document.documentElement.requestFullscreen();
          if (asked) { asked.catch(function () { }); }
        } else if (!on && document.fullscreenElement) {
          document.exitFullscreen();
        }
      } catch (error) {
        // No Fullscreen API (iOS Safari): the game stays in its window.
      }
    },

    nextFrame: function (listener) {
      window.requestAnimationFrame(function (time) { listener(time); });
    },

    now: function () {
      return performance.now();
    },

    /**
     * Listens to the canvas's mouse and wheel, in canvas pixels from its top-left corner as laid out: the left and
     * right buttons, the context menu suppressed, and the pointer leaving the canvas.
     */
    onPointer: function (listener) {
      function report(event, type, button, delta) {
        var box = canvas.getBoundingClientRect();
        listener(type, (event.clientX - box.left) * 320 / box.width, (event.clientY - box.top) * 200 / box.height,
          button, delta);
      }
      canvas.addEventListener('mousemove', function (event) { report(event, 'move', 0, 0); });
      canvas.addEventListener('mousedown', function (event) {
        event.preventDefault();
        report(event, 'press', event.button, 0);
      });
      window.addEventListener('mouseup', function (event) { report(event, 'release', event.button, 0); });
      canvas.addEventListener('mouseleave', function (event) { report(event, 'leave', 0, 0); });
      canvas.addEventListener('contextmenu', function (event) { event.preventDefault(); });
      canvas.addEventListener('wheel', function (event) {
        event.preventDefault();
        // In lines: a line mode as it is, a page as 20 lines, pixels at 40 a line.
        var lines = event.deltaMode === 1 ? event.deltaY : event.deltaMode === 2 ? event.deltaY * 20 : event.deltaY / 40;
        report(event, 'wheel', 0, lines);
      }, { passive: false });
    },

    /** Keys down and up; the browser's own action is prevented for a key the game took. */
    onKeys: function (listener) {
      function keyHandler(down) {
        return function (event) {
          if (listener(down, event.code || '', event.key || '', event.ctrlKey, event.altKey)) {
            event.preventDefault();
          }
        };
      }
      window.addEventListener('keydown', keyHandler(true));
      window.addEventListener('keyup', keyHandler(false));
    },

    /**
     * Calls back with the text of each paste the browser makes into the page (Ctrl+V, or its Edit menu's Paste): the
     * paste event is the one way a page reads the clipboard without asking permission.
     */
    onPaste: function (listener) {
      window.addEventListener('paste', function (event) {
        var data = event.clipboardData;
        event.preventDefault();
        listener(data ? data.getData('text/plain') || '' : '');
      });
    },

    /**
     * Reads the clipboard's text outside a paste event (Alt+V), where the browser offers that: it may ask the player
     * first; calls back with null when it cannot or is not allowed to.
     */
    readClipboard: function (listener) {
      try {
        navigator.clipboard.readText().then(function (text) { listener(text); }, function () { listener(null); });
      } catch (error) {
        listener(null);
      }
    },

    /** Puts text on the system's clipboard where the browser allows it (in a key's or click's wake). */
    writeClipboard: function (text) {
      try {
        var asked = navigator.clipboard.writeText(text);
        if (asked) { asked.catch(function () { }); }
      } catch (error) {
        // No clipboard for the page: the game's own clipboard still has the text.
      }
    },

    /** Calls back once, at the first click, tap or key press: the moment browsers let a page start its sound. */
    onFirstGesture: function (listener) {
      var gestured = false;
      function firstGesture() {
        if (!gestured) {
          gestured = true;
          listener();
        }
      }
      window.addEventListener('mousedown', firstGesture, true);
      window.addEventListener('touchend', firstGesture, true);
      window.addEventListener('keydown', firstGesture, true);
    },

    /** Publishes a number or a text for the browser tests and the measurements (window.ishido.NAME). */
    publish: function (name, value) {
      ishido[name] = value;
    },

    /** Appends a frame's time to the log the measurements read (window.ishido.frameTimes). */
    logFrame: function (millis) {
      (ishido.frameTimes = ishido.frameTimes || []).push(millis);
    },

    /** Opens the system's share sheet with the text; false where the browser has none (the caller copies instead). */
    share: function (text) {
      if (!navigator.share) {
        return false;
      }
      navigator.share({ text: text }).catch(function (e) { console.log('ishido: not shared (' + e + ')'); });
      return true;
    },

    /** The page's own address without its parameters, for a ?deal= link; null for a page not served over http(s). */
    address: function () {
      var l = window.location;
      return /^https?:$/.test(l.protocol) ? l.origin + l.pathname : null;
    }
  };
})();
