// The page as an app (issue 38): serves the web build on 127.0.0.1 and opens it in Debian's chromium:
//   node app-test.mjs SITE_DIR OUT_DIR js|wasm        (OUT_DIR as every test takes it; this one keeps nothing there)
// Checks that the manifest parses and names icons that exist at their stated sizes (and the apple-touch-icon);
// that the service worker is active after the first load and serves the page; that three stones placed,
// then the page opened again (without skip-codewheel) and reloaded, show the same canvas (the game under
// way goes on, no titles, no code); and that with the network cut (context.setOffline and the server
// stopped) a reload draws the game and a stone can be placed. The storage: the old version's localStorage keys
// are carried over into IndexedDB at the first start; 10,000 kept games of 750 characters (more than localStorage
// holds) are all there after a reload, and a stone placed beside them is kept. The update path: a second build
// is kept whole and replaces the first whole, the page says so, the game goes on untouched, and the next start
// runs the new version with the game under way still there. Prints one line of JSON with the times to
// the first frame (first visit, and a second one served by the service worker); exits 1 with one line
// when a check fails.
import { serve, launch, BLANK } from './serve.mjs';
import { settle } from './page-state.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [site, , build] = process.argv.slice(2);
if (!site || (build !== 'js' && build !== 'wasm')) {
  console.error('usage: node app-test.mjs SITE_DIR OUT_DIR js|wasm');
  process.exit(2);
}

function expect(condition, what) {
  if (!condition) { throw new Error(what); }
}

const canvas = (page) => page.evaluate(() => {
  const c = document.getElementById('screen');
  return Array.from(c.getContext('2d').getImageData(0, 0, c.width, c.height).data).join(',');
});

/** What the page was doing, for the line of a failed check: its start-up steps and its service worker. */
const state = (page) => page.evaluate(async () => {
  const i = window.ishido || {};
  const reg = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : null;
  const w = (x) => (x ? x.state : '-');
  const settled = (p) => Promise.race([Promise.resolve(p).then(() => 'done', () => 'failed'),
    new Promise((r) => setTimeout(() => r('pending'), 200))]);
  return `storeReady=${await settled(i.storeReady)} firstFrame=${!!i.firstFrame} loadStarted=${!!i.loadStarted} assetsLoaded=${!!i.assetsLoaded}`
    + ` controller=${w(navigator.serviceWorker && navigator.serviceWorker.controller)}`
    + ` worker installing=${w(reg && reg.installing)} waiting=${w(reg && reg.waiting)} active=${w(reg && reg.active)}`;
}).catch((e) => `(no state: ${e.message})`);

/** Opens the URL (or reloads) and waits for the first frame; the milliseconds it took. */
async function open(page, url) {
  const opened = Date.now();
  if (url) { await page.goto(url); } else { await page.reload(); }
  try {
    await page.waitForFunction(() => (window.ishido && window.ishido.firstFrame)
      || getComputedStyle(document.getElementById('status')).display !== 'none', null, { timeout: 60000 });
  } catch (e) {
    throw new Error(`no first frame within 60 s of ${url || 'a reload'}: ${await state(page)}`, { cause: e });
  }
  const status = await page.evaluate(() => document.getElementById('status').textContent);
  if (status) { throw new Error(status); }
  const ran = await page.evaluate(() => window.ishido.build);
  expect(ran === build, `asked for the ${build} build, but the page ran ${ran}`);
  return Date.now() - opened;
}

/** A key given has been handled and drawn: the game ticked after it and then drew nothing new for 200 ms. */
const handled = (page) => settle(page, 2, 200);

/**
 * Places n stones by the keyboard (the first Return shows the cursor on a square that takes the stone, each one
 * after places it there), puts the cursor away and waits until all of it is drawn.
 */
async function placeStones(page, n) {
  for (let i = 0; i <= n; i++) { await page.keyboard.press('Enter'); await handled(page); }
  await page.keyboard.press('Escape');
  await settle(page, 240);
}

const KEPT = 'ishido:f:/Browser/under-way.ishido';
const kept = (page) => page.evaluate((k) => window.ishido.storage.get(k), KEPT);

async function manifest(page) {
  const found = await page.evaluate(async () => {
    const link = document.querySelector('link[rel=manifest]');
    const apple = document.querySelector('link[rel=apple-touch-icon]');
    const capable = document.querySelector('meta[name=apple-mobile-web-app-capable]');
    if (!link) { return { error: 'index.html links no manifest' }; }
    const text = await (await fetch(link.href)).text();
    let m;
    try { m = JSON.parse(text); } catch (e) { return { error: 'the manifest does not parse: ' + e.message }; }
    const size = async (href) => {
      const r = await fetch(new URL(href, link.href));
      if (!r.ok) { return 'missing (' + r.status + ')'; }
      const b = await createImageBitmap(await r.blob());
      return b.width + 'x' + b.height;
    };
    const icons = [];
    for (const i of m.icons || []) { icons.push({ stated: i.sizes, purpose: i.purpose || 'any', found: await size(i.src) }); }
    return { m, icons, apple: apple ? await size(apple.href) : null, capable: capable && capable.content };
  });
  expect(!found.error, found.error);
  const m = found.m;
  for (const k of ['name', 'short_name', 'description', 'start_url', 'display', 'background_color', 'theme_color']) {
    expect(typeof m[k] === 'string' && m[k].length > 0, `the manifest has no ${k}`);
  }
  expect(['fullscreen', 'standalone'].includes(m.display), `the manifest's display is ${m.display}`);
  for (const i of found.icons) { expect(i.stated === i.found, `an icon stated ${i.stated} is ${i.found}`); }
  const sizes = found.icons.map((i) => i.found);
  expect(sizes.includes('192x192') && sizes.includes('512x512'), `no 192 and 512 px icons: ${sizes}`);
  expect(found.icons.some((i) => i.purpose.includes('maskable')), 'no maskable icon');
  expect(found.apple === '180x180', `the apple-touch-icon is ${found.apple}`);
  expect(found.capable === 'yes', 'no apple-mobile-web-app-capable');
  return found.icons.length;
}

const server = await serve(site);
const port = server.address().port;
const origin = `http://127.0.0.1:${port}`;
const browser = await launch();
let failed = null;
const seen = { build };
try {
  const context = await browser.newContext({ viewport: { width: 320, height: 200 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (e) => { failed = failed || ('the page threw: ' + e.message); });
  page.on('console', (m) => { if (m.type() === 'error') { console.error('page: ' + m.text()); } });
  page.on('response', (r) => { if (r.status() >= 400) { console.error(`page: ${r.status()} for ${r.url()}`); } });
  // What the old version kept in localStorage, before the first start of this one: carried over into IndexedDB.
  const OLD = { 'ishido:d:/Browser/saves': '', 'ishido:f:/Browser/saves/old game.ishido': 'tkept by the old version' };
  await page.goto(origin + BLANK);
  await page.evaluate((old) => {
    for (const [k, v] of Object.entries(old)) { localStorage.setItem(k, v); }
    localStorage.setItem('another-page', 'left alone');
  }, OLD);
  seen.firstVisitMs = await open(page, `${origin}/index.html?skip-codewheel&scale=1&${build}`);
  seen.carried = await page.evaluate((old) => ({
    kind: window.ishido.storeKind,
    count: window.ishido.storeCarried,
    kept: Object.keys(old).every((k) => window.ishido.storage.get(k) === old[k]),
    left: Object.keys(localStorage).filter((k) => k.startsWith('ishido:')).length,
    other: localStorage.getItem('another-page'),
  }), OLD);
  seen.room = await page.evaluate(() => window.ishido.room);
  expect(seen.room && seen.room.quota > 0, `the browser's estimate of the room is ${JSON.stringify(seen.room)}`);
  expect(seen.carried.kind === 'indexeddb', `the page keeps its data in ${seen.carried.kind}, not IndexedDB`);
  expect(seen.carried.count === 2 && seen.carried.kept, `the old version's files were not carried over: ${JSON.stringify(seen.carried)}`);
  expect(seen.carried.left === 0 && seen.carried.other === 'left alone', `localStorage after the carry-over: ${JSON.stringify(seen.carried)}`);
  seen.icons = await manifest(page);
  // The worker keeps the whole site before it is active; then it serves the page.
  seen.worker = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const w = reg.active;
    if (w.state === 'activating') {
      await new Promise((resolve) => w.addEventListener('statechange', resolve));
    }
    return w.state;
  });
  expect(seen.worker === 'activated', `the service worker is ${seen.worker} after the first load`);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 10000 });
  seen.cached = await page.evaluate(async () => (await (await caches.open((await caches.keys())[0])).keys()).length);

  // Three stones by the keyboard.
  await settle(page, 240);
  expect(await kept(page) === null, 'a game without a stone is kept');
  await placeStones(page, 3);
  const before = await canvas(page);
  const record = await kept(page);
  expect(record !== null, 'the game under way is not kept after three stones');
  // Opened again without skip-codewheel: straight back to the game, no titles, no code.
  seen.secondVisitMs = await open(page, `${origin}/index.html?scale=1&${build}`);
  await settle(page, 240);
  expect(await canvas(page) === before, 'the game opened again is not the board and score it left');
  await open(page, null);
  await settle(page, 240);
  expect(await canvas(page) === before, 'after a reload the game is not the board and score it left');
  expect(await kept(page) === record, 'a reload changed the kept game');

  // No network: the worker draws the game, and a stone goes on the board.
  await context.setOffline(true);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  seen.offlineMs = await open(page, null);
  await settle(page, 240);
  expect(await canvas(page) === before, 'offline, the reload does not draw the game');
  await placeStones(page, 1);
  expect(await canvas(page) !== before, 'offline, no stone could be placed');
  expect(await kept(page) !== record, 'offline, the stone placed was not kept');
  // The search's helpers (Web Workers) load from the worker's cache too, in the build the page runs.
  try {
    await page.waitForFunction(() => window.ishido.helpers.ready() > 0, null, { timeout: 20000 });
  } catch (e) {
    throw new Error('offline, the search\'s helpers did not load within 20 s', { cause: e });
  }

  // Room for years: 10,000 kept games of 750 characters (more than localStorage's 5 M characters hold) and the
  // game still keeps its game under way; all of it there after a reload.
  const GAMES = 10000;
  const game = (await kept(page)).padEnd(750, ' ');
  seen.historyWriteMs = await page.evaluate(async ([n, text]) => {
    const started = performance.now();
    window.ishido.storage.put('ishido:d:/Browser/history', '');
    for (let i = 0; i < n; i++) {
      window.ishido.storage.put(`ishido:f:/Browser/history/2026-01-01T00-00-00.000Z-${String(i).padStart(5, '0')}.ishido`, text);
    }
    // The last write done: IndexedDB answers in order.
    const db = await new Promise((resolve) => { const r = indexedDB.open('ishido'); r.onsuccess = () => resolve(r.result); });
    await new Promise((resolve) => { const t = db.transaction('files', 'readonly'); t.oncomplete = resolve; t.objectStore('files').count(); });
    return Math.round(performance.now() - started);
  }, [GAMES, game]);
  const beforeHistory = await kept(page);
  seen.historyReloadMs = await open(page, null);
  await settle(page, 240);
  seen.history = await page.evaluate(() => {
    let games = 0;
    let chars = 0;
    for (let i = 0; i < window.ishido.storage.length(); i++) {
      const k = window.ishido.storage.key(i);
      if (k.startsWith('ishido:f:/Browser/history/')) { games++; }
      chars += k.length + window.ishido.storage.get(k).length;
    }
    return { games, chars };
  });
  expect(seen.history.games === GAMES, `${seen.history.games} kept games after the reload, not ${GAMES}`);
  expect(seen.history.chars > 7500000, `only ${seen.history.chars} characters kept`);
  await placeStones(page, 1);
  expect(await kept(page) !== beforeHistory, 'beside 10,000 kept games, the stone placed was not kept');
  const stored = await page.evaluate(async (k) => {
    const db = await new Promise((resolve) => { const r = indexedDB.open('ishido'); r.onsuccess = () => resolve(r.result); });
    return new Promise((resolve) => { const r = db.transaction('files', 'readonly').objectStore('files').get(k); r.onsuccess = () => resolve(r.result); });
  }, KEPT);
  expect(stored === await kept(page), 'the game under way in IndexedDB is not the one in the page');
  await context.close();
  await update();
} catch (e) {
  failed = failed || e.message;
} finally {
  await browser.close();
  // The worker's keep-alive connections would hold close() open: a failed run ends, it does not hang.
  if (server.listening) { server.closeAllConnections(); server.close(); }
}

/**
 * The worker's update path: a copy of the site is served and played on; then a second build (a changed
 * checksum in sw.js, a changed index.html) appears. It is kept whole and then replaces the first whole (one
 * cache, with every file), the page says a new version is ready, and the game under way goes on untouched, the
 * page as it was; the next start runs the new version (its page, its one cache), and the game under way is
 * still there.
 */
async function update() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'ishido-site-'));
  fs.cpSync(site, copy, { recursive: true });
  const second = await serve(copy);
  try {
    const at = `http://127.0.0.1:${second.address().port}`;
    const context = await browser.newContext({ viewport: { width: 320, height: 200 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    page.on('pageerror', (e) => { failed = failed || ('the page threw: ' + e.message); });
    await open(page, `${at}/index.html?skip-codewheel&scale=1&${build}`);
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 10000 });
    await settle(page, 240);
    await placeStones(page, 3);
    const playing = await canvas(page);
    const first = await page.evaluate(async () => await caches.keys());

    // The second build.
    const sw = path.join(copy, 'sw.js');
    fs.writeFileSync(sw, fs.readFileSync(sw, 'utf8').replace(/var VERSION = '([^']*)'/, "var VERSION = '$1-next'"));
    const index = path.join(copy, 'index.html');
    fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace('<head>', '<head>\n<meta name="ishido-build" content="next">'));
    await page.evaluate(async () => { await (await navigator.serviceWorker.getRegistration()).update(); });
    await page.waitForFunction(() => window.ishido.updateReady === true, null, { timeout: 30000 });
    // Kept whole, it takes over at once and the old cache goes whole; the page under the game stays as it was.
    const during = await page.evaluate(async (count) => {
      let names = await caches.keys();
      for (let i = 0; i < 100 && (names.length !== 1 || !names[0].endsWith('-next')); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        names = await caches.keys();
      }
      return {
        toast: document.getElementById('toast').textContent,
        caches: names,
        files: (await (await caches.open(names[names.length - 1])).keys()).length === count,
        next: !!document.querySelector('meta[name=ishido-build]'),
      };
    }, await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, first[0]));
    seen.update = { first, during };
    expect(during.toast.includes('A new version of Ishido is ready'), `no word of the new version: "${during.toast}"`);
    expect(during.caches.length === 1 && during.caches[0] === first[0] + '-next' && during.files,
      `the new version did not replace the first whole: ${JSON.stringify(during)}`);
    expect(!during.next, 'the page changed under the game');
    await settle(page, 240);
    expect(await canvas(page) === playing, 'the game changed when the new version arrived');

    // The next start: the new version whole, and the game under way goes on.
    await open(page, `${at}/index.html?scale=1&${build}`);
    await settle(page, 240);
    const after = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names[0]);
      const cached = await (await cache.match('index.html')).text();
      return { caches: names, next: !!document.querySelector('meta[name=ishido-build]'), cachedNext: cached.includes('ishido-build'),
        controller: navigator.serviceWorker.controller && navigator.serviceWorker.controller.state };
    });
    seen.update.after = after;
    expect(after.next && after.cachedNext, 'the next start did not take the new version');
    expect(after.caches.length === 1 && after.caches[0] !== first[0], `not the new version's cache alone: ${after.caches}`);
    expect(await canvas(page) === playing, 'the game under way was not there after the update');
    await context.close();
  } finally {
    second.closeAllConnections();
    second.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}
if (failed) {
  console.error(`app-test (${build}): ${failed}`);
  process.exit(1);
}
console.log(JSON.stringify(seen));
