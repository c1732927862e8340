// The helpers of the page's search (issue 37): Web Workers (helper.js), each running the search's code compiled
// apart from the game, so the Master thinks on cores of its own, as on the desktop's threads, while the page's
// one thread draws the frames. The game (PageHelpers) starts them, hands each a halving round as an Int32Array
// and hears each answer (a Float64Array) through its listener: listener(i, answer) from helper i, or
// listener(-1, null) once any helper has failed, after which there are none and the page searches alone.
(function () {
  'use strict';
  var ishido = window.ishido = window.ishido || {};
  var workers = [];
  var ready = 0;
  var failed = false;
  var listener = null;
  // Rounds sent and answered, for the page's tests.
  ishido.helperRounds = 0;
  function fail(why) {
    if (!failed) {
      console.log('ishido: a helper of the search failed (' + why + '); the page searches alone');
    }
    failed = true;
    if (listener) {
      listener(-1, null);
    }
  }
  ishido.helpers = {
    // Starts the helpers (once): count of them, for the given build; each is handed the assets it reads.
    start: function (count, build, names, listen) {
      listener = listen;
      if (workers.length > 0 || typeof Worker === 'undefined') {
        return;
      }
      var assets = {};
      names.split('\n').forEach(function (name) {
        assets[name] = ishido.assets.read(name);
      });
      for (var i = 0; i < count; i++) {
        (function (index) {
          var worker;
          try {
            worker = new Worker('helper.js');
          } catch (e) {
            fail(e.message || String(e));
            return;
          }
          worker.onmessage = function (e) {
            if (e.data === 'ready') {
              ready++;
            } else if (e.data instanceof Float64Array) {
              ishido.helperRounds++;
              if (listener && !failed) {
                listener(index, e.data);
              }
            } else {
              fail(e.data && e.data.failed || 'an answer that is not one');
            }
          };
          worker.onerror = function (e) {
            e.preventDefault();
            fail(e.message || 'an error');
          };
          worker.postMessage({ build: build, assets: assets });
          workers.push(worker);
        })(i);
      }
    },
    // Helpers ready for work: all of them once each has loaded, none once one has failed.
    ready: function () {
      return failed || ready < workers.length ? 0 : ready;
    },
    // Whether the helpers are still loading (none failed, not all ready).
    starting: function () {
      return !failed && ready < workers.length;
    },
    post: function (index, message) {
      workers[index].postMessage(message, [message.buffer]);
    },
    cores: function () {
      return navigator.hardwareConcurrency || 1;
    },
    // The build the page runs ('wasm' or 'js', start.js), whose helper each worker loads.
    build: function () {
      return ishido.build;
    }
  };
})();
