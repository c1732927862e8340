// The page's service worker (issue 38): keeps the whole site, both builds and the assets, for play without
// the network. The build writes its version (a checksum of every file it serves) and the list of files into
// this copy, so a new build is a new worker with a cache of its own, filled whole before it takes over; then it
// takes over at once and the old cache goes whole with the old worker. A game under way never notices: the
// page fetches only while it starts (the code and the assets, all kept in memory), and a start that saw the
// worker change starts again (start.js), so no page ever runs on two versions. The new version is what the
// next start loads. (Chromium holds a waiting worker's take-over asked for while the page's start-up requests
// are in flight, so the take-over is not left to the next start.)
(function () {
  'use strict';
  var VERSION = '@VERSION@';
  var FILES = ['./', '@FILES@'];
  var CACHE = 'ishido-' + VERSION;

  self.addEventListener('install', function (event) {
    // Every file or none: addAll fails the install when one cannot be fetched, and the old version stays.
    event.waitUntil(caches.open(CACHE).then(function (cache) {
      return cache.addAll(FILES.map(function (f) { return new Request(f, { cache: 'reload' }); }));
    }).then(function () { return self.skipWaiting(); }));
  });

  self.addEventListener('activate', function (event) {
    event.waitUntil(caches.keys().then(function (names) {
      return Promise.all(names.filter(function (n) { return n.indexOf('ishido-') === 0 && n !== CACHE; })
        .map(function (n) { return caches.delete(n); }));
    }).then(function () { return self.clients.claim(); }));
  });

  self.addEventListener('fetch', function (event) {
    var request = event.request;
    if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) {
      return;
    }
    // The page's parameters (?deal=, ?js) choose what the game does, not which file: the same cached page.
    event.respondWith(caches.open(CACHE).then(function (cache) {
      return cache.match(request, { ignoreSearch: true }).then(function (hit) {
        return hit || fetch(request);
      });
    }));
  });
})();
