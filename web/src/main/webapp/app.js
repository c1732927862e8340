// The page as an app (issue 38): the service worker that keeps the site for offline play, a new version
// taking over only at a start (before the game loads, never under a game), the player told when one is
// ready, and persistent storage asked for. start.js waits for window.ishido.appReady before it loads the game.
(function () {
  'use strict';
  window.ishido = window.ishido || {};
  var worker = 'serviceWorker' in navigator && window.isSecureContext;
  function say(text) {
    var toast = document.getElementById('toast');
    toast.textContent = text;
    toast.style.display = 'block';
    clearTimeout(window.ishidoToast);
    window.ishidoToast = setTimeout(function () { toast.style.display = 'none'; }, 8000);
  }
  // A version that arrived while the last game was played takes over now, and the page starts on it.
  window.ishido.appReady = !worker ? Promise.resolve() : navigator.serviceWorker.getRegistration().then(function (reg) {
    if (reg && reg.waiting && navigator.serviceWorker.controller) {
      return new Promise(function () {
        navigator.serviceWorker.addEventListener('controllerchange', function () { window.location.reload(); });
        reg.waiting.postMessage('take-over');
      });
    }
  }).catch(function () { });
  if (!worker) {
    return;
  }
  window.addEventListener('load', function () {
    navigator.serviceWorker.register('sw.js').then(function (reg) {
      reg.addEventListener('updatefound', function () {
        var next = reg.installing;
        next.addEventListener('statechange', function () {
          // Installed beside a worker that serves this page: a new version, kept whole, waits for the next start.
          if (next.state === 'installed' && navigator.serviceWorker.controller) {
            window.ishido.updateReady = true;
            say('A new version of Ishido is ready: it starts the next time the game opens.');
          }
        });
      });
    }).catch(function (e) { console.log('ishido: no offline play (' + (e.message || e) + ')'); });
    if (navigator.storage && navigator.storage.persist) {
      navigator.storage.persist().then(function (kept) { window.ishido.persisted = kept; });
    }
  });
})();
