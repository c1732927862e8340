// The page as an app (issue 38): the service worker that keeps the site for offline play (sw.js), the player
// told when a new version is ready (it is what the next start loads; the game under way runs on in memory),
// and persistent storage asked for.
(function () {
  'use strict';
  var ishido = window.ishido = window.ishido || {};
  var worker = 'serviceWorker' in navigator && window.isSecureContext;
  if (!worker) {
    return;
  }
  window.addEventListener('load', function () {
    navigator.serviceWorker.register('sw.js').then(function (reg) {
      reg.addEventListener('updatefound', function () {
        var next = reg.installing;
        next.addEventListener('statechange', function () {
          // Installed beside a worker that serves this page: a new version, kept whole, for the next start.
          if (next.state === 'installed' && navigator.serviceWorker.controller) {
            ishido.updateReady = true;
            ishido.page.toast('A new version of Ishido is ready: it starts the next time the game opens.', 8000);
          }
        });
      });
    }).catch(function (e) { console.log('ishido: no offline play (' + (e.message || e) + ')'); });
    if (navigator.storage && navigator.storage.persist) {
      navigator.storage.persist().then(function (kept) { ishido.persisted = kept; });
    }
  });
})();
