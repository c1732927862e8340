// Loads the compiled game and the game's assets (the list the build wrote, then each file), then starts
// the game. The game comes in two builds of the same code: WebAssembly GC (ishido.wasm), which the page
// loads where the browser has WebAssembly's garbage-collected types, and JavaScript (ishido.js) otherwise;
// ?wasm or ?js forces one. window.ishido.build says which one runs.
(function () {
  'use strict';
  var ishido = window.ishido = window.ishido || {};
  var query = window.location.search;
  // The smallest module with a garbage-collected type (an empty struct): valid only where Wasm GC is.
  var GC_PROBE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x03, 0x01, 0x5f, 0x00]);
  function hasWasmGc() {
    try {
      return typeof WebAssembly === 'object' && WebAssembly.validate(GC_PROBE);
    } catch (e) {
      return false;
    }
  }
  var forced = /[?&]wasm(=|&|$)/.test(query) ? 'wasm' : /[?&]js(=|&|$)/.test(query) ? 'js' : null;
  var wasm = forced ? forced === 'wasm' : hasWasmGc();
  ishido.build = wasm ? 'wasm' : 'js';
  function script(src) {
    return new Promise(function (resolve, reject) {
      var tag = document.createElement('script');
      tag.src = src;
      tag.onload = resolve;
      tag.onerror = function () { reject(new Error('cannot load ' + src)); };
      document.head.appendChild(tag);
    });
  }
  // Runs the game's main, in the build that loaded (teavm: the WebAssembly module, else the JavaScript).
  function start(teavm) {
    if (teavm) {
      teavm.exports.main([]);
    } else {
      main([]);
    }
  }
  function fetchBytes(name) {
    return fetch('assets/' + name).then(function (r) {
      if (!r.ok) { throw new Error('cannot load ' + name + ' (' + r.status + ')'); }
      return r.arrayBuffer();
    }).then(function (b) { return [name, new Int8Array(b)]; });
  }
  function javascript() {
    ishido.build = 'js';
    return script('ishido.js').then(function () { return null; });
  }
  // The module is fetched and compiled while the assets come; a browser whose Wasm GC cannot take it after all
  // gets the JavaScript, unless ?wasm asked for the module.
  var code = (wasm ? script('ishido.wasm-runtime.js').then(function () { return TeaVM.wasmGC.load('ishido.wasm'); })
    .catch(function (e) {
      if (forced) { throw e; }
      console.log('ishido: the WebAssembly build did not load (' + (e.message || e) + '); JavaScript instead');
      return javascript();
    }) : javascript()).then(function (teavm) {
    ishido.loadStarted = performance.now();
    return teavm;
  });
  // A new version taking over (sw.js) while a page served by the old one starts: its files may come from two
  // versions, so the page starts again, on the new one alone, before the game runs. (A page not yet served by a
  // worker, at the first visit, has every file from the network.)
  var served = 'serviceWorker' in navigator && navigator.serviceWorker.controller;
  var changed = false;
  if (served) {
    navigator.serviceWorker.addEventListener('controllerchange', function () { changed = true; });
  }
  // The code still loading when the old cache goes may fail; that is no error of the page's (it starts again).
  code.catch(function () { });
  // store.js: the player's data loaded from IndexedDB.
  Promise.resolve(ishido.storeReady).then(function () { return fetch('assets/index.txt'); }).then(function (r) {
    if (!r.ok) { throw new Error('cannot load the list of assets (' + r.status + ')'); }
    return r.text();
  }).then(function (text) {
    var names = text.split('\n').filter(function (n) { return n.length > 0; });
    var index = ['index.txt', new Int8Array(new TextEncoder().encode(text).buffer)];
    return Promise.all(names.map(fetchBytes)).then(function (files) { return files.concat([index]); });
  }).then(function (files) {
    var assets = {};
    files.forEach(function (f) { assets[f[0]] = f[1]; });
    ishido.assets.keep(assets);
    ishido.assetsLoaded = performance.now();
    return code.then(function (teavm) {
      if (changed) {
        window.location.reload();
      } else {
        start(teavm);
      }
    });
  }).catch(function (e) {
    if (changed) {
      window.location.reload();
    } else {
      ishido.page.status('ishido: ' + (e.message || String(e)));
    }
  });
})();
