// The page's storage (issue 38): the player's data in IndexedDB, which has room for years of games (localStorage's
// few megabytes held some 6,500 kept games). The game reads and writes its files synchronously (KeyValues in
// Java), so the whole store is loaded into a map in memory before the game starts (start.js waits for
// window.ishido.storeReady); reads come from the map, and every write lands in the map at once and is written
// through to IndexedDB behind it, in order (one transaction a write).
//
// A write IndexedDB refuses (the disk full, the storage cleared under the page) reaches the player two ways: the
// page says so at once in the status strip, with what to do; and the store is marked failed, so the game's next
// write is refused on the spot (setItem throws, which KeyValueStorage reports as "The browser's storage for this
// game is full", the failed file's old value put back in the map so the game never reads what was not kept).
//
// The first start of this version carries the files the old one kept in localStorage (keys "ishido:...") over
// into IndexedDB, then removes them from localStorage; a key IndexedDB already has is left to IndexedDB's value.
// Two tabs tell each other of every write (a BroadcastChannel), so each map stays the store's. Where the browser
// offers no IndexedDB the game keeps using localStorage, as before.
(function () {
  'use strict';
  var ishido = window.ishido = window.ishido || {};
  var PREFIX = 'ishido:';
  var DB = 'ishido';
  var FILES = 'files';

  function legacy() {
    try {
      var s = window.localStorage;
      s.getItem('ishido-probe');
      return s;
    } catch (e) {
      return null;
    }
  }

  function request(r) {
    return new Promise(function (resolve, reject) {
      r.onsuccess = function () { resolve(r.result); };
      r.onerror = function () { reject(r.error); };
    });
  }

  function done(t) {
    return new Promise(function (resolve, reject) {
      t.oncomplete = function () { resolve(); };
      t.onabort = t.onerror = function () { reject(t.error || new Error('the write was abandoned')); };
    });
  }

  function open() {
    var r = indexedDB.open(DB, 1);
    r.onupgradeneeded = function () { r.result.createObjectStore(FILES); };
    return request(r);
  }

  // Every key and value in the database, as a map.
  function load(db) {
    var t = db.transaction(FILES, 'readonly');
    var s = t.objectStore(FILES);
    return Promise.all([request(s.getAllKeys()), request(s.getAll())]).then(function (kv) {
      var values = new Map();
      for (var i = 0; i < kv[0].length; i++) {
        values.set(kv[0][i], kv[1][i]);
      }
      return values;
    });
  }

  // The old version's keys in localStorage, into the database (one transaction: all or none), then out of localStorage.
  function carryOver(db, values) {
    var old = legacy();
    var keys = [];
    if (old) {
      for (var i = 0; i < old.length; i++) {
        var name = old.key(i);
        if (name && name.indexOf(PREFIX) === 0) {
          keys.push(name);
        }
      }
    }
    var moving = keys.filter(function (k) { return !values.has(k); });
    if (keys.length === 0) {
      return Promise.resolve(0);
    }
    var t = db.transaction(FILES, 'readwrite');
    var s = t.objectStore(FILES);
    moving.forEach(function (k) { s.put(old.getItem(k), k); });
    return done(t).then(function () {
      moving.forEach(function (k) { values.set(k, old.getItem(k)); });
      keys.forEach(function (k) { old.removeItem(k); });
      return moving.length;
    });
  }

  // The browser's estimate of the room the origin takes and may take (the Export All and Import All requesters
  // say it), asked at the start and again some seconds after writes.
  var estimating = null;
  function estimate() {
    if (estimating || !navigator.storage || !navigator.storage.estimate) {
      return;
    }
    estimating = setTimeout(function () {
      navigator.storage.estimate().then(function (e) {
        ishido.room = { usage: e.usage, quota: e.quota };
      }).catch(function () { }).then(function () { estimating = null; });
    }, ishido.room ? 5000 : 0);
  }

  // The store the game uses (LocalStorageValues in Java): localStorage's five calls on the map, written through.
  function mirror(db, values) {
    var keys = null;
    var failed = null;
    var channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('ishido-store') : null;
    if (channel) {
      channel.onmessage = function (m) {
        if (m.data.value === null) { values.delete(m.data.key); } else { values.set(m.data.key, m.data.value); }
        keys = null;
      };
    }
    function change(key, value) {
      if (failed) {
        // Refused on the spot: the game says the browser's storage is full, and its old value stands.
        var e = new Error('the browser did not keep the last write (' + failed + ')');
        e.name = 'QuotaExceededError';
        throw e;
      }
      var before = values.has(key) ? values.get(key) : null;
      if (value === null) { values.delete(key); } else { values.set(key, value); }
      keys = null;
      var t = db.transaction(FILES, 'readwrite');
      if (value === null) { t.objectStore(FILES).delete(key); } else { t.objectStore(FILES).put(value, key); }
      done(t).then(function () {
        if (channel) { channel.postMessage({ key: key, value: value }); }
        estimate();
      }, function (error) {
        failed = (error && error.name) || String(error);
        if ((values.has(key) ? values.get(key) : null) === value) {
          if (before === null) { values.delete(key); } else { values.set(key, before); }
          keys = null;
        }
        ishido.storeFailed = failed;
        ishido.page.status('Ishido could not keep your data in the browser (' + failed + '): the last change is lost and'
          + ' nothing more is kept until the page is opened again. Free some room, or keep a copy with'
          + ' File > Export All.');
      });
    }
    return {
      getItem: function (key) { return values.has(key) ? values.get(key) : null; },
      setItem: function (key, value) { change(key, String(value)); },
      removeItem: function (key) { if (values.has(key)) { change(key, null); } },
      key: function (index) {
        if (!keys) { keys = Array.from(values.keys()); }
        return index < keys.length ? keys[index] : null;
      },
      get length() { return values.size; }
    };
  }

  // A map in the page's memory, for a browser that offers no localStorage either: the values last the session.
  function memory() {
    var values = new Map();
    return {
      getItem: function (key) { return values.has(key) ? values.get(key) : null; },
      setItem: function (key, value) { values.set(key, String(value)); },
      removeItem: function (key) { values.delete(key); },
      key: function (index) { return Array.from(values.keys())[index]; },
      get length() { return values.size; }
    };
  }

  // The store the game uses: the IndexedDB mirror once loaded, else the one open() chooses.
  var store = null;
  // Why IndexedDB could not be used (it was refused or blocked), or null: said once on the screen at the start.
  var refused = null;

  // Says once, in the page's status strip, where the game's data goes when IndexedDB is not it: the game goes on.
  function sayWhere(kind) {
    var why = refused ? ' (' + refused + ')' : '';
    ishido.storeKind = kind;
    if (kind === 'memory') {
      ishido.page.status('The browser lets this page keep nothing' + why + ': you can play, but no game, score or'
        + ' setting is kept once the page closes. Allow this site to store data to keep them.');
    } else if (refused) {
      ishido.page.status('The browser refused its database to this page' + why + ': your data is kept in'
        + ' localStorage, which holds fewer games (some 6,500).');
    }
  }

  // One tab holds the game under way (a Web Lock, 'ishido-game', which the browser frees when the tab closes):
  // another opened beside it plays nothing until the player takes the game over there, which takes the lock from
  // the first (steal), and the first is told it let go. Without the Web Locks API every tab holds, as before.
  var holding = typeof navigator.locks === 'undefined' || !navigator.locks;
  var onLost = [];
  function hold(options) {
    return new Promise(function (resolve) {
      var answered = false;
      navigator.locks.request('ishido-game', options, function (lock) {
        answered = true;
        holding = !!lock;
        resolve(holding);
        // Held until the page closes, or another tab takes it (the request then fails with an AbortError).
        return lock ? new Promise(function () { }) : null;
      }).catch(function () {
        if (!answered) {
          // The browser refused the lock itself: this tab plays as if it were alone.
          holding = true;
          resolve(true);
        } else if (holding) {
          holding = false;
          onLost.forEach(function (listener) { listener(); });
        }
      });
    });
  }

  // The game's key/value store (LocalStorageValues in Java), on the store chosen.
  ishido.storage = {
    /** Whether this tab holds the game under way (false: another tab of the page plays it). */
    holdsGame: function () {
      return holding;
    },
    /** Takes the game under way from the tab that holds it, then calls back (TabHold in Java). */
    takeGame: function (listener) {
      if (holding) {
        listener();
        return;
      }
      hold({ steal: true }).then(function () { listener(); });
    },
    /** Calls back when another tab takes the game under way from this one. */
    onGameLost: function (listener) {
      onLost.push(listener);
    },
    /** Chooses the store once the game starts: the mirror loaded from IndexedDB, else localStorage, else memory. */
    open: function () {
      if (!store) {
        var old = legacy();
        store = old || memory();
        sayWhere(old ? 'localstorage' : 'memory');
      }
    },
    get: function (key) {
      return store.getItem(key);
    },
    /** Keeps the value; false when the browser refuses it (its QuotaExceededError: no room). */
    put: function (key, value) {
      try {
        store.setItem(key, value);
        return true;
      } catch (error) {
        return false;
      }
    },
    remove: function (key) {
      store.removeItem(key);
    },
    length: function () {
      return store.length;
    },
    key: function (index) {
      return store.key(index);
    },
    /** The browser's last estimate of the room ('usage' or 'quota' in bytes), or -1 when it gave none. */
    estimate: function (what) {
      var room = ishido.room;
      return room && typeof room[what] === 'number' ? room[what] : -1;
    }
  };

  estimate();
  // The game starts once the store is loaded and this tab knows whether it holds the game under way.
  var held = holding ? Promise.resolve() : hold({ ifAvailable: true });
  if (typeof indexedDB === 'undefined' || !indexedDB) {
    ishido.storeReady = held;
    return;
  }
  // open() inside the promise: a browser that blocks the site's storage throws at indexedDB.open itself.
  ishido.storeReady = Promise.resolve().then(open).then(function (db) {
    return load(db).then(function (values) {
      return carryOver(db, values).then(function (carried) {
        ishido.storeCarried = carried;
        ishido.storeKind = 'indexeddb';
        store = mirror(db, values);
      });
    });
  }).catch(function (e) {
    // No IndexedDB after all (a private window of some browsers, a site's storage blocked): localStorage, as
    // before, else memory; nothing was moved. open() says so once on the screen.
    refused = (e && (e.name || e.message)) || String(e);
    console.log('ishido: the browser refused IndexedDB (' + refused + ')');
  }).then(function () { return held; });
})();
