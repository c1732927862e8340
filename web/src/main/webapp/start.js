// Fetches the game's assets (the list the build wrote, then each file), then starts the compiled game.
(function () {
  'use strict';
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
  window.ishido.loadStarted = performance.now();
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
    return window.ishidoMain();
  }).catch(function (e) { fail(e.message || String(e)); });
})();
