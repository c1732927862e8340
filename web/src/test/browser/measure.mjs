// Measurements of the web build in Debian's chromium (headless), for the report and the README:
//   node measure.mjs SITE_DIR first-frame [PAGE]      time to the first frame, 5 fresh loads (median, all)
//   node measure.mjs SITE_DIR master-fps SECONDS      frame times while the computer plays at Master
//   node measure.mjs SITE_DIR selfplay QUERY          the page's selfplay (e.g. games=3&iterations=1500)
//   node measure.mjs SITE_DIR profile QUERY           the page's selfplay under Chrome's profiler: the
//                                                     functions with the most self time (the JavaScript's names)
//   node measure.mjs SITE_DIR stats-frames GAMES      frame times while Scores > Statistics... reads GAMES kept games
//                                                     (one game ended, copied GAMES - 1 times into the page's store)
// BUILD=js or BUILD=wasm forces that build (?js, ?wasm) on every page opened; else the page chooses.
// PHONE='Pixel 7 landscape' (a playwright device) opens the pages on that emulated phone, with touch;
// CPU=4 slows the page's processor four times (Chrome's CPU throttling), as a phone's is slower.
// Serves the site on a free loopback port; prints one JSON object.
import { devices } from 'playwright-core';
import { serve, launch } from './serve.mjs';
import path from 'node:path';

const [dir, what, arg] = process.argv.slice(2);
const server = await serve(dir);
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();

const build = process.env.BUILD ? '&' + process.env.BUILD : '';

async function open(url, init) {
  const phone = process.env.PHONE ? devices[process.env.PHONE] : null;
  const context = await browser.newContext(phone ? { viewport: phone.viewport, deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true, hasTouch: true, userAgent: phone.userAgent } : { viewport: { width: 960, height: 600 } });
  const page = await context.newPage();
  if (process.env.CPU) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU) });
  }
  page.on('pageerror', (e) => console.error('page error: ' + e.message));
  if (init) { await page.addInitScript(init); }
  // The build joins the page's own parameters, or starts them (index.html?wasm).
  await page.goto(base + url + (build && !url.includes('?') ? '?' + build.slice(1) : build));
  if (build) {
    await page.waitForFunction(() => window.ishido && window.ishido.build, null, { timeout: 60000 });
    const ran = await page.evaluate(() => window.ishido.build);
    if ('&' + ran !== build) { throw new Error('asked for ' + build + ', the page ran ' + ran); }
  }
  return { context, page };
}

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const sum = times.reduce((a, b) => a + b, 0);
  return { frames: times.length, fps: times.length / (sum / 1000), max: sorted[sorted.length - 1],
    p99: sorted[Math.floor(sorted.length * 0.99)], over50: times.filter((t) => t > 50).length,
    over20: times.filter((t) => t > 20).length };
}

let result;
if (what === 'first-frame') {
  const page = arg || 'index.html';
  const loads = [];
  for (let i = 0; i < 5; i++) {
    const { context, page: p } = await open(`${page}?seed=7&skip-codewheel`);
    await p.waitForFunction(() => window.ishido && window.ishido.firstFrame, null, { timeout: 60000 });
    loads.push(await p.evaluate(() => ({ firstFrame: window.ishido.firstFrame,
      scriptsRun: window.ishido.loadStarted, assetsLoaded: window.ishido.assetsLoaded })));
    await context.close();
  }
  const ff = loads.map((l) => l.firstFrame).sort((a, b) => a - b);
  result = { page, build: process.env.BUILD || 'chosen', medianFirstFrameMs: ff[2], loads };
} else if (what === 'master-fps') {
  // Solitaire with the computer in the seat, at Master (the default skill): it plays the whole deal.
  const settings = 't# Ishido settings\ncomputer-player-1 = true\ncomputer-skill = master\n';
  const { page } = await open('index.html?seed=7&skip-codewheel',
    { content: `localStorage.setItem('ishido:f:/Browser/settings.txt', ${JSON.stringify(settings)});` });
  await page.waitForFunction(() => window.ishido && window.ishido.firstFrame, null, { timeout: 60000 });
  await page.evaluate(() => { window.ishido.frameTimes = []; });
  await page.waitForTimeout(Number(arg || 30) * 1000);
  const times = await page.evaluate(() => window.ishido.frameTimes);
  await page.screenshot({ path: '/tmp/master-fps.png' });
  result = stats(times);
  result.helperRounds = await page.evaluate(() => window.ishido.helperRounds);
  result.slowFrames = times.map((t, i) => [i, t]).filter((p) => p[1] > 20);
} else if (what === 'selfplay') {
  const { page } = await open(`index.html?selfplay&${arg}`);
  await page.waitForFunction(() => window.ishido && window.ishido.selfplayDone, null,
    { timeout: 3600000, polling: 1000 });
  result = { lines: await page.evaluate(() => window.ishido.selfplay),
    helperRounds: await page.evaluate(() => window.ishido.helperRounds) };
} else if (what === 'profile') {
  const { context, page } = await open('index.html');
  await page.waitForFunction(() => window.ishido && window.ishido.firstFrame, null, { timeout: 60000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.goto(`${base}index.html?selfplay&${arg}`);
  await page.waitForFunction(() => window.ishido && window.ishido.loadStarted, null, { timeout: 60000 });
  await cdp.send('Profiler.start');
  await page.waitForFunction(() => window.ishido && window.ishido.selfplayDone, null,
    { timeout: 3600000, polling: 1000 });
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map();
  for (const id of profile.samples) { counts.set(id, (counts.get(id) || 0) + 1); }
  let total = 0;
  for (const [id, n] of counts) {
    const f = byId.get(id).callFrame;
    const name = `${f.functionName || '(anonymous)'} ${path.basename(f.url || '')}:${f.lineNumber}`;
    self.set(name, (self.get(name) || 0) + n);
    total += n;
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)
    .map(([name, n]) => `${(100 * n / total).toFixed(1).padStart(5)}%  ${name}`);
  result = { samples: total, lines: await page.evaluate(() => window.ishido.selfplay), top };
}
if (what === 'stats-frames') {
  const games = Number(arg || 20000);
  const { page } = await open('index.html?seed=7&skip-codewheel');
  await page.waitForFunction(() => window.ishido && window.ishido.firstFrame, null, { timeout: 60000 });
  await page.waitForTimeout(2000);
  // One game of 30 stones (the keyboard's Return) ended by End Game (Amiga-E, OK), kept in the history; then copied in one IndexedDB transaction.
  // Then Game Over closed, its high score entered and a new game begun, so that the page opens on a game under way.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Enter');
    await page.waitForTimeout(150);
  }
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  for (const key of ['Alt+KeyE', 'Enter', 'Escape', 'A', 'n', 'n', 'Enter', 'Escape', 'Alt+KeyN']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(700);
  }
  const copied = await page.evaluate(async (n) => {
    const prefix = 'ishido:f:/Browser/history/';
    let key = null;
    for (let i = 0; i < window.ishido.storage.length(); i++) {
      const k = window.ishido.storage.key(i);
      if (k.startsWith(prefix)) { key = k; }
    }
    if (!key) { return 'no kept game'; }
    const value = window.ishido.storage.get(key);
    const db = await new Promise((ok, no) => { const r = indexedDB.open('ishido', 1); r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
    const t = db.transaction('files', 'readwrite');
    const s = t.objectStore('files');
    for (let i = 1; i < n; i++) {
      s.put(value, prefix + '1990-05-01T00-00-00.000Z-c' + String(i).padStart(6, '0') + '.ishido');
    }
    await new Promise((ok, no) => { t.oncomplete = ok; t.onerror = () => no(t.error); });
    return n;
  }, games);
  if (copied !== games) { throw new Error('could not copy the kept game: ' + copied); }
  await page.reload();
  await page.waitForFunction(() => window.ishido && window.ishido.firstFrame, null, { timeout: 120000 });
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/tmp/stats-frames-before.png' });
  // Scores > Statistics... through the page's own menus (opened as the Menu button does).
  await page.evaluate(() => { window.ishido.frameTimes = []; window.ishido.menus.open(); });
  await page.waitForSelector('#menus.open .title', { timeout: 10000 });
  await page.click('#menus .title:has-text("Scores")');
  const asked = Date.now();
  await page.click('#menus .row:has-text("Statistics...")');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/stats-frames-reading.png' });
  await page.waitForFunction(() => window.ishido.screen === 'other', null, { timeout: 300000, polling: 100 });
  const shownAfterMs = Date.now() - asked;
  await page.waitForTimeout(1000);
  const times = await page.evaluate(() => window.ishido.frameTimes);
  await page.screenshot({ path: '/tmp/stats-frames.png' });
  result = { games, shownAfterMs, ...stats(times), slowFrames: times.filter((t) => t > 50).map(Math.round) };
}
console.log(JSON.stringify(result, null, 1));
await browser.close();
server.close();
