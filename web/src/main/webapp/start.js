// Loads the compiled game (JavaScript, or WebAssembly GC with ?wasm) and the game's assets (the list the
// build wrote, then each file), then starts the game.
(function () {
  'use strict';
  var wasm = /[?&]wasm(=|&|$)/.test(window.location.search);
  function script(src) {
    return new Promise(function (resolve, reject) {
      var tag = document.createElement('script');
      tag.src = src;
      tag.onload = resolve;
      tag.onerror = function () { reject(new Error('cannot load ' + src)); };
      document.head.appendChild(tag);
    });
  }
  function start() {
    if (wasm) {
      return TeaVM.wasmGC.load('ishido.wasm').then(function (teavm) { teavm.exports.main([]); });
    }
    main([]);
  }
  function fail(text) {
    var e = document.getElementById('status');
    e.textContent = 'ishido: ' + text;
    e.style.display = 'block';
  }
  function fetchBytes(name) {
    return fetch('assets/' + name).then(function (r) {
      if (!r.ok) { throw new Error('cannot load ' + name + ' (' + r.status + ')'); }
      return r.arrayBuffer();
    }).then(function (b) { return [name, new Int8Array(b)]; });
  }
  window.ishido = window.ishido || {};
  var code = script(wasm ? 'ishido.wasm-runtime.js' : 'ishido.js').then(function () {
    window.ishido.loadStarted = performance.now();
  });
  fetch('assets/index.txt').then(function (r) {
    if (!r.ok) { throw new Error('cannot load the list of assets (' + r.status + ')'); }
    return r.text();
  }).then(function (text) {
    var names = text.split('\n').filter(function (n) { return n.length > 0; });
    var index = ['index.txt', new Int8Array(new TextEncoder().encode(text).buffer)];
    return Promise.all(names.map(fetchBytes)).then(function (files) { return files.concat([index]); });
  }).then(function (files) {
    var assets = {};
    files.forEach(function (f) { assets[f[0]] = f[1]; });
    window.ishidoAssets = assets;
    window.ishido.assetsLoaded = performance.now();
    return code.then(start);
  }).catch(function (e) { fail(e.message || String(e)); });
})();
