// A new player on a phone learns the game from it (issue 66): on an emulated phone, touch only, from the first
// title through the code screen (by its Learn to Play button, so no code from the wheel is needed) to the list of
// lessons, through the first lesson by a tap on its square, to its Next, which opens the second:
//   node lessons-test.mjs SITE_DIR OUT_DIR js|wasm
// Each stage is seen on the canvas (the list's chosen row framed in gold, the passed lesson's Next button, gone
// again for the next lesson) and its screenshot kept in OUT_DIR. Exits 1 with one line when a check fails or the
// page reports an error.
import { devices } from 'playwright-core';
import { serve, launch } from './serve.mjs';
import fs from 'node:fs';
import path from 'node:path';

const [site, out, build] = process.argv.slice(2);
if (!site || !out || (build !== 'js' && build !== 'wasm')) {
  console.error('usage: node lessons-test.mjs SITE_DIR OUT_DIR js|wasm');
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });
/** The code screen's Learn to Play button; the list's first row; lesson 1's square f3 (ReviewBoard: 6 + 20c, 38 + 20r); Next. */
const LEARN = [230, 147];
const FIRST_ROW = [160, 41];
const F3 = [116, 88];
const NEXT = [283, 176];
/** Colours as the page draws the review's registers (12-bit, each nibble doubled): the paper and the gold frame. */
const PAPER = [0x22, 0x22, 0x33];
const GOLD = [0xdd, 0xbb, 0x44];

const server = await serve(site);
const browser = await launch();
let failed = null;
try {
  const d = devices['Pixel 7 landscape'];
  const context = await browser.newContext({ viewport: d.viewport, deviceScaleFactor: d.deviceScaleFactor,
    isMobile: true, hasTouch: true, userAgent: d.userAgent });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const cdp = await context.newCDPSession(page);
  let shot = 0;
  const snap = async (name) => page.screenshot({ path: path.join(out, `${String(++shot).padStart(2, '0')}-${name}.png`) });
  const ticks = () => page.evaluate(() => window.ishido.ticks);
  const waitTicks = async (n) => {
    const t = await ticks();
    await page.waitForFunction((x) => window.ishido.ticks >= x, t + n, { timeout: 60000 });
  };
  let box = null;
  const touch = async (type, x, y) => {
    const cx = box.left + (x + 0.5) * box.width / 320;
    const cy = box.top + (y + 0.5) * box.height / 200;
    await cdp.send('Input.dispatchTouchEvent', { type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: cx, y: cy, radiusX: 8, radiusY: 8, force: 1, id: 1 }] });
  };
  const tap = async ([x, y]) => { await touch('touchStart', x, y); await touch('touchEnd', x, y); await waitTicks(20); };
  const pixel = ([x, y]) => page.evaluate(([px, py]) => Array.from(document.getElementById('screen').getContext('2d')
    .getImageData(px, py, 1, 1).data).slice(0, 3), [x, y]);
  const is = async (where, colour) => (await pixel(where)).join() === colour.join();
  const check = (ok, what) => {
    if (!ok) {
      throw new Error(what);
    }
  };

  await page.goto(`http://127.0.0.1:${server.address().port}/index.html?seed=7&${build}`);
  await page.waitForFunction(() => window.ishido && window.ishido.firstFrame, null, { timeout: 60000 });
  await waitTicks(60);
  box = await page.evaluate(() => {
    const b = document.getElementById('screen').getBoundingClientRect();
    return { left: b.left, top: b.top, width: b.width, height: b.height };
  });
  // The titles, tap by tap, until the code screen's field takes the page's text input.
  let taps = 0;
  const typing = () => page.evaluate(() => document.activeElement && document.activeElement.id === 'typing');
  while (!(await typing()) && taps < 20) {
    await tap([160, 100]);
    taps++;
    await waitTicks(40);
  }
  check(await typing(), `the code screen did not come after ${taps} taps on the titles`);
  await snap('code-screen');
  await tap(LEARN);
  await snap('lessons');
  check(await is([100, 34], GOLD), "the code screen's Learn to Play did not open the lessons (no gold row framed)");
  await tap(FIRST_ROW);
  await snap('lesson-1');
  check(await is([NEXT[0], NEXT[1]], PAPER), 'lesson 1 shows Next before it is passed');
  await tap(F3);
  await snap('lesson-1-passed');
  check(!(await is([NEXT[0], NEXT[1]], PAPER)), 'a tap on f3 did not pass lesson 1 (no Next)');
  await tap(NEXT);
  await snap('lesson-2');
  check(await is([NEXT[0], NEXT[1]], PAPER), "Next did not go on to lesson 2 (Next still shown)");
  check(errors.length === 0, `the page reported: ${errors[0]}`);
  console.log(`lessons by touch (${build}): ${taps} taps on the titles, then Learn to Play, lesson 1, f3, Next`);
} catch (e) {
  failed = e.message;
} finally {
  await browser.close();
  server.close();
}
if (failed) {
  console.error(`lessons-test ${build}: ${failed}`);
  process.exit(1);
}
