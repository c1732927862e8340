// The game's bundled assets as the code reads them (PageAssets.java), in the page and in a helper of the search
// (helper.js loads this file too; there self is the worker): the bytes start.js fetched before the game started,
// or those the page handed the helper, by name.
(function () {
  'use strict';
  var ishido = self.ishido = self.ishido || {};
  var fetched = {};
  ishido.assets = {
    /** Keeps the assets: an object of Int8Arrays by name. */
    keep: function (files) {
      fetched = files;
    },

    /** The bytes of the asset of that name (an Int8Array), or null when there is none. */
    read: function (name) {
      return Object.prototype.hasOwnProperty.call(fetched, name) ? fetched[name] : null;
    },

    has: function (name) {
      return Object.prototype.hasOwnProperty.call(fetched, name);
    }
  };
})();
