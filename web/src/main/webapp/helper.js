// A helper of the page's search (helpers.js starts it as a Web Worker): its first message names the build the
// page runs and hands it the assets it reads (the rollouts' weights); it loads the helper of that build
// (ishido-helper.wasm, or ishido-helper.js), says 'ready', then answers each halving round it is sent with its
// tallies (HelperMain). A failure is sent back as {failed: why}, and the page searches without its helpers.
importScripts('assets.js');
(function () {
  'use strict';
  var answerer = null;
  // What HelperMain calls: it hands over its answer to a round, and reads the worker's clock.
  self.ishido.helper = {
    serve: function (answer) {
      answerer = answer;
    },
    now: function () {
      return performance.now();
    }
  };
  self.onmessage = function (first) {
    var setup = first.data;
    self.ishido.assets.keep(setup.assets);
    var loaded;
    try {
      if (setup.build === 'wasm') {
        importScripts('ishido.wasm-runtime.js');
        loaded = TeaVM.wasmGC.load('ishido-helper.wasm').then(function (teavm) { teavm.exports.main([]); });
      } else {
        importScripts('ishido-helper.js');
        main([]);
        loaded = Promise.resolve();
      }
    } catch (e) {
      loaded = Promise.reject(e);
    }
    self.onmessage = null;
    loaded.then(function () {
      self.onmessage = function (e) {
        var answer;
        try {
          answer = answerer(e.data);
        } catch (x) {
          self.postMessage({ failed: String(x && x.message || x) });
          return;
        }
        self.postMessage(answer, [answer.buffer]);
      };
      self.postMessage('ready');
    }, function (e) {
      self.postMessage({ failed: 'cannot load the ' + setup.build + ' helper: ' + (e && e.message || e) });
    });
  };
})();
