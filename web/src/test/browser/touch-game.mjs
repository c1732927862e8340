// A touch player's whole game, for the note (issue 32): on an emulated phone, from the first
// title to Game Over with nothing but the fingers and the phone's keyboard (touch events through Chrome's
// DevTools protocol, the keyboard's text as an input method sends it):
//   node touch-game.mjs SITE_DIR OUT_DIR SEED ANSWER [DEVICE]
// The titles move on by taps; the code screen's wheel is shown, a disc turned by a drag, the wheel closed,
// and ANSWER (the code for the seed's challenge, as a player reads it off the wheel) typed; then the stones
// are placed by taps, each tried on the squares beside those already taken until one takes it, until no square takes it and the game is over. Screenshots of each stage go into OUT_DIR;
// prints what happened as JSON.
import { devices } from 'playwright-core';
import { serve, launch } from './serve.mjs';
import fs from 'node:fs';
import path from 'node:path';

const [site, out, seed, answer, device = 'Pixel 7 landscape'] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const server = await serve(site);
const browser = await launch();
const d = devices[device];
const context = await browser.newContext({ viewport: d.viewport, deviceScaleFactor: d.deviceScaleFactor, isMobile: true,
  hasTouch: true, userAgent: d.userAgent });
const page = await context.newPage();
page.on('pageerror', (e) => console.error('page error: ' + e.message));
const cdp = await context.newCDPSession(page);
const log = { device, stages: [] };
let shot = 0;
const snap = async (name) => {
  const file = `${String(++shot).padStart(2, '0')}-${name}.png`;
  await page.screenshot({ path: path.join(out, file) });
  log.stages.push(file);
};
const ticks = () => page.evaluate(() => window.ishido.ticks);
const waitTicks = async (n) => {
  const t = await ticks();
  await page.waitForFunction((x) => window.ishido.ticks >= x, t + n, { timeout: 60000 });
};
// The canvas as laid out, read once the game runs: a touch must not wait on the page (a slow round trip
// between a tap's start and end would make it a long press).
let box = null;
const touch = async (type, x, y) => {
  const cx = box.left + (x + 0.5) * box.width / 320;
  const cy = box.top + (y + 0.5) * box.height / 200;
  await cdp.send('Input.dispatchTouchEvent', { type,
    touchPoints: type === 'touchEnd' ? [] : [{ x: cx, y: cy, radiusX: 8, radiusY: 8, force: 1, id: 1 }] });
};
const tap = async (x, y) => { await touch('touchStart', x, y); await touch('touchEnd', x, y); };
const typingFocused = () => page.evaluate(() => document.activeElement && document.activeElement.id === 'typing');
/** A square's pixels, to see a stone land on it. */
const square = (c, r) => page.evaluate(([x, y]) => Array.from(document.getElementById('screen').getContext('2d')
  .getImageData(x, y, 20, 20).data).join(','), [8 + c * 20, 20 + r * 20]);

await page.goto(`http://127.0.0.1:${server.address().port}/index.html?seed=${seed}&js`);
await page.waitForFunction(() => window.ishido && window.ishido.firstFrame, null, { timeout: 60000 });
await waitTicks(60);
box = await page.evaluate(() => {
  const b = document.getElementById('screen').getBoundingClientRect();
  return { left: b.left, top: b.top, width: b.width, height: b.height };
});
await snap('title');
// The titles, tap by tap, until the code screen's field takes the page's text input.
let taps = 0;
while (!(await typingFocused()) && taps < 20) {
  await tap(160, 100);
  taps++;
  await waitTicks(60);
  if (taps === 1) { await snap('after-first-tap'); }
}
log.titleTaps = taps;
await snap('code-screen');
// Show Codewheel, turn the middle disc by a drag around the wheel's centre, close it.
await tap(160, 149);
await waitTicks(30);
await snap('codewheel');
const wheel = await page.evaluate(() => window.ishido.ticks);
await touch('touchStart', 160 + 55, 100);
for (let a = 0; a <= 90; a += 10) {
  const r = a * Math.PI / 180;
  await touch('touchMove', 160 + 55 * Math.cos(r), 100 + 55 * Math.sin(r) * 0.8);
  await page.waitForTimeout(30);
}
await touch('touchEnd', 160, 155);
await waitTicks(20);
await snap('codewheel-turned');
log.wheelTicks = (await ticks()) - wheel;
await page.keyboard.press('Escape');
await waitTicks(20);
await tap(150, 104);
await waitTicks(10);
log.typingFocusedAtCode = await typingFocused();
await page.keyboard.insertText(answer);
await snap('code-typed');
await page.keyboard.press('Enter');
await waitTicks(120);
await snap('game');
// The game: each stone tried on the free squares beside those taken (at first any square) until it goes.
const taken = new Set();
const cell = (c, r) => [8 + c * 20 + 10, 20 + r * 20 + 10];
// The six stones dealt: the corners and the two in the middle.
for (const [c, r] of [[0, 0], [11, 0], [0, 7], [11, 7], [5, 3], [6, 4]]) { taken.add(c + ',' + r); }
let placed = 0;
let reminders = 0;
/**
 * Where the OK of the rules' reminder is (a requester across the board, with an orange title bar the
 * same across its width), as the line to tap; null when there is none.
 */
const reminderOk = () => page.evaluate(() => {
  const ctx = document.getElementById('screen').getContext('2d');
  const at = (x, y) => ctx.getImageData(x, y, 1, 1).data;
  for (let y = 30; y < 100; y++) {
    const p = at(150, y);
    if (p[0] > 180 && p[1] > 120 && p[2] < 110
        && [100, 125, 175, 200].every((x) => at(x, y).join() === p.join())) {
      for (let b = y + 14; b < 185; b++) {
        const q = at(150, b);
        if (q[0] > 230 && q[1] > 230 && q[2] > 230) { return b + 6; }
      }
    }
  }
  return null;
});
let tries = 0;
const started = Date.now();
for (;;) {
  const candidates = [];
  for (let c = 0; c < 12; c++) {
    for (let r = 0; r < 8; r++) {
      if (taken.has(c + ',' + r)) { continue; }
      const near = [[1, 0], [-1, 0], [0, 1], [0, -1]].some(([dc, dr]) => taken.has((c + dc) + ',' + (r + dr)));
      if (near) { candidates.push([c, r]); }
    }
  }
  let went = false;
  for (const [c, r] of candidates) {
    const before = await square(c, r);
    await tap(...cell(c, r));
    tries++;
    await waitTicks(4);
    // A refused square may bring the rules' reminder (a requester with OK): the finger taps its OK.
    const ok = await reminderOk();
    if (ok !== null) {
      if (++reminders === 1) { await snap('reminder'); }
      await tap(160, ok);
      await waitTicks(4);
      continue;
    }
    if ((await square(c, r)) !== before) {
      taken.add(c + ',' + r);
      placed++;
      went = true;
      break;
    }

  }
  if (placed === 1) { await snap('first-stone'); }
  if (placed === 36) { await snap('half-way'); }
  if (!went) { break; }
}
await waitTicks(120);
await snap('game-over');
// A name for the high scores, typed into the page's text input (the field has the keyboard), and OK.
log.typingFocusedAtName = await typingFocused();
await page.keyboard.insertText('Touch');
await waitTicks(10);
await snap('name-typed');
// OK, tapped again while the requester stays (in the runs for the note the first tap did not close it).
log.okTaps = 0;
while (log.okTaps < 3 && (await reminderOk()) !== null) {
  await tap(100, 139);
  log.okTaps++;
  await waitTicks(60);
}
await waitTicks(60);
await snap('after-name');
log.placed = placed;
log.reminders = reminders;
log.tries = tries;
log.seconds = (Date.now() - started) / 1000;
console.log(JSON.stringify(log, null, 1));
await browser.close();
server.close();
