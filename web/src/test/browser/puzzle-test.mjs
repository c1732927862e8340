// The puzzles in the page (issue 68): the puzzle of the day solved by touch on an emulated phone, and by the mouse
// on a desktop's window, each from the play screen through Game > Puzzles...:
//   node puzzle-test.mjs SITE_DIR OUT_DIR js|wasm
// The day's puzzle is worked out here as the game does (docs/formats.md, "Puzzles": the second draw of SplitMix64
// seeded with the UTC day's number, modulo the shipped set's size) and its answer read from the site's set. By
// touch: a long press opens the menu bar, the finger moves to Game > Puzzles... and lifts, a tap opens the puzzle of
// the day, a tap on the answer solves it (the menus drawn by the page at a finger's size); by the mouse: the right button held on the board, Game > Puzzles..., a
// click on the row, a click on the answer. Each canvas, once the Master's words are weighed (in the page, in slices
// of the ticks), must be the desktop's screenshot after the same inputs by mouse and keys, pixel for pixel
// (OUT_DIR/canvas-touch.ppm, canvas-mouse.ppm), and the puzzle log in the page's storage must hold the try. The
// touch's Share hands the share sheet the line with the page's ?puzzle= link to the day's puzzle; a fresh page opened
// on ?puzzle= of another puzzle shows it as the desktop's screenshot --screen puzzle --puzzle N does (canvas-link.ppm),
// its answer clicked is a rated try kept, and a number the set has not is the page's one line.
// Exits 1 with one line when a check fails or the page reports an error.
import { devices } from 'playwright-core';
import { serve, launch } from './serve.mjs';
import { expectCanvas, gadget, settle, slideToMenuItem, startGame } from './page-state.mjs';
import { SEED, desktopPicture } from './desktop.mjs';
import fs from 'node:fs';
import path from 'node:path';

const [site, out, build] = process.argv.slice(2);
if (!site || !out || (build !== 'js' && build !== 'wasm')) {
  console.error('usage: node puzzle-test.mjs SITE_DIR OUT_DIR js|wasm');
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });

/** Where the long press (and the mouse's right button) comes down; the way to Game > Puzzles... from there. */
const LONG_PRESS = [200, 120];
const PUZZLES = [120, 169];
const TO_PUZZLES = [[150, 60], [80, 4], [100, 80], PUZZLES];
/** Game > Puzzles... in the finger's menus: the Game title's place in the bar, the item's label. */
const GAME_TITLE = 2;
const PUZZLES_ITEM = 'Puzzles...';
/** The puzzles' second row, the puzzle of the day (PuzzlesScreen.ROWS_Y + ROW_H + 5). */
const DAY_ROW = [100, 86];

/** SplitMix64's next draw from a state, as the game's rules.SplitMix64 has it, on 64-bit unsigned BigInts. */
const MASK = (1n << 64n) - 1n;
function splitMix(state) {
  const next = (state + 0x9e3779b97f4a7c15n) & MASK;
  let z = next;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
  return [next, z ^ (z >> 31n)];
}

/** The site's set: each puzzle's number and answer, in the set's order. */
const SET = (() => {
  const text = fs.readFileSync(path.join(site, 'assets', 'puzzles', 'puzzles.txt'), 'utf8');
  const numbers = [...text.matchAll(/^Puzzle: (\d+)\s*$/gm)].map((m) => Number(m[1]));
  const answers = [...text.matchAll(/^Answer: ([a-l])([1-8])\s*$/gm)].map((m) => [m[1], Number(m[2])]);
  return numbers.map((number, i) => ({ number, answer: answers[i] }));
})();

/** A puzzle's answer: its square's centre on the puzzle screen, its name, and the puzzle's number. */
function answerOf(i) {
  const [column, row] = SET[i].answer;
  const c = column.charCodeAt(0) - 97;
  return { name: column + row, at: [6 + c * 20 + 10, 38 + (row - 1) * 20 + 10], number: SET[i].number };
}

/** The answer of the day's puzzle of the site's set. */
function dayAnswer(day) {
  const [second] = splitMix(BigInt(day) & MASK);
  const [, draw] = splitMix(second);
  return answerOf(Number(draw % BigInt(SET.length)));
}

const day = Math.floor(Date.now() / 86400000);
const answer = dayAnswer(day);
/** The puzzle a ?puzzle= link opens: the one after the day's, so a rated puzzle. */
const linked = answerOf(SET.findIndex((p) => p.number === answer.number) + 1 === SET.length ? 0
  : SET.findIndex((p) => p.number === answer.number) + 1);
// The desktop after the same inputs by mouse and keys: the menu by the right button, the row, the answer; then long
// enough for the strip's words.
const SCRIPT = [`press ${LONG_PRESS.join(' ')} right`, 'wait 30', ...TO_PUZZLES.map((p) => `move ${p.join(' ')}`),
  `release ${PUZZLES.join(' ')} right`, 'wait 30', `click ${DAY_ROW.join(' ')}`, 'wait 30',
  `click ${answer.at.join(' ')}`, 'wait 30'];
let desk;
let deskLinked;
try {
  desk = desktopPicture(out, `puzzle-day-${day}`, { script: SCRIPT });
  deskLinked = desktopPicture(out, `puzzle-${linked.number}`, { screen: 'puzzle',
    options: ['--puzzle', String(linked.number)] });
} catch (e) {
  console.error('puzzle-test: ' + e.message);
  process.exit(1);
}

const server = await serve(site);
const base = `http://127.0.0.1:${server.address().port}/index.html?seed=${SEED}&skip-codewheel&${build}`;
const browser = await launch();
let failed = null;

/**
 * A fresh page (a phone's with touch, or a desktop's window), the game started (with the query's further parameters),
 * and its input at screen pixels. The phone's share sheet keeps what the game hands it for the test to read.
 */
async function open(device, query = '') {
  const d = device ? devices[device] : null;
  // The desktop's window at scale 1 leaves room round the picture, for the pointer to leave it at the end.
  const context = await browser.newContext(d ? { viewport: d.viewport, screen: d.screen || d.viewport,
    deviceScaleFactor: d.deviceScaleFactor, isMobile: true, hasTouch: true, userAgent: d.userAgent }
    : { viewport: { width: 400, height: 260 } });
  if (d) {
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: (data) => {
        window.sharedText = data.text;
        return Promise.resolve();
      } });
    });
  }
  const page = await context.newPage();
  page.on('pageerror', (e) => { failed = failed || ('the page threw: ' + e.message); });
  page.on('console', (m) => { if (m.type() === 'error') { console.error('page: ' + m.text()); } });
  await startGame(page, (d ? base : base + '&scale=1') + query, build);
  await settle(page, 60);
  const cdp = await context.newCDPSession(page);
  const box = await page.evaluate(() => {
    const b = document.getElementById('screen').getBoundingClientRect();
    return { left: b.left, top: b.top, width: b.width, height: b.height };
  });
  const at = (x, y) => [box.left + (x + 0.5) * box.width / 320, box.top + (y + 0.5) * box.height / 200];
  const touch = async (type, x, y) => {
    const [cx, cy] = at(x, y);
    await cdp.send('Input.dispatchTouchEvent', { type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: cx, y: cy, radiusX: 8, radiusY: 8, force: 1, id: 1 }] });
  };
  return { context, page, at, touch, cdp };
}

/** The page's puzzle log holds one try at the day's puzzle, solved at the first try. */
async function expectKept(page, what) {
  const log = await page.evaluate(() => window.ishido.storage.get('ishido:f:/Browser/puzzle-log.txt'));
  const tries = (log || '').split('\n').filter((l) => / try \d+ solved daily you /.test(l));
  if (tries.length !== 1) {
    throw new Error(`${what}: the puzzle log holds ${tries.length} solved tries of the day, not 1: ${JSON.stringify(log)}`);
  }
}

try {
  // By touch: a long press, the finger to Game > Puzzles..., a tap on the row, a tap on the answer.
  const phone = await open('Pixel 7 landscape');
  await phone.touch('touchStart', ...LONG_PRESS);
  await slideToMenuItem(phone.page, phone.cdp, GAME_TITLE, PUZZLES_ITEM);
  await phone.touch('touchEnd', 0, 0);
  await settle(phone.page, 30, 0);
  await phone.touch('touchStart', ...DAY_ROW);
  await phone.touch('touchEnd', ...DAY_ROW);
  await settle(phone.page, 30, 0);
  await phone.touch('touchStart', ...answer.at);
  await phone.touch('touchEnd', ...answer.at);
  await expectCanvas(phone.page, path.join(out, 'canvas-touch.ppm'), desk,
    `the day's puzzle solved by touch (${build} build) on ${answer.name}`);
  await expectKept(phone.page, 'by touch');
  // Share: the day's line, then the page's link to the same puzzle.
  const [sx, sy] = await gadget(phone.page, 'Share');
  await phone.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart',
    touchPoints: [{ x: sx, y: sy, radiusX: 8, radiusY: 8, force: 1, id: 1 }] });
  await phone.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await phone.page.waitForFunction(() => window.sharedText, null, { timeout: 10000 });
  const shared = await phone.page.evaluate(() => window.sharedText);
  if (!new RegExp(`^Ishido puzzle of the day .*\\n\\S*/index\\.html\\?puzzle=${answer.number}$`).test(shared)) {
    throw new Error(`Share handed on ${JSON.stringify(shared)}, not the day's line and a ?puzzle=${answer.number} link`);
  }
  await phone.context.close();

  // By the mouse: the right button held on the board, Game > Puzzles..., a click on the row, a click on the answer.
  const desktop = await open(null);
  const mouse = desktop.page.mouse;
  await mouse.move(...desktop.at(...LONG_PRESS));
  await mouse.down({ button: 'right' });
  await settle(desktop.page, 30, 0);
  for (const p of TO_PUZZLES) {
    await mouse.move(...desktop.at(...p));
    await settle(desktop.page, 1, 0);
  }
  await mouse.up({ button: 'right' });
  await settle(desktop.page, 30, 0);
  await mouse.click(...desktop.at(...DAY_ROW));
  await settle(desktop.page, 30, 0);
  await mouse.click(...desktop.at(...answer.at));
  // The pointer leaves the picture, so its sprite is off the canvas, as in the desktop's screenshot.
  await mouse.move(399, 259);
  await expectCanvas(desktop.page, path.join(out, 'canvas-mouse.ppm'), desk,
    `the day's puzzle solved by the mouse (${build} build) on ${answer.name}`);
  await expectKept(desktop.page, 'by the mouse');
  await desktop.context.close();

  // A ?puzzle= link: the puzzle over Game > Puzzles..., as the desktop's screenshot shows it; its answer a rated try.
  const link = await open(null, `&puzzle=${linked.number}`);
  await expectCanvas(link.page, path.join(out, 'canvas-link.ppm'), deskLinked,
    `the page opened on ?puzzle=${linked.number} (${build} build)`);
  await link.page.mouse.click(...link.at(...linked.at));
  await settle(link.page, 5, 0);
  const log = await link.page.evaluate(() => window.ishido.storage.get('ishido:f:/Browser/puzzle-log.txt'));
  if (!new RegExp(` try ${linked.number} solved you `).test(log || '')) {
    throw new Error(`?puzzle=${linked.number}'s answer left no rated try in the puzzle log: ${JSON.stringify(log)}`);
  }
  await link.page.goto(base + '&puzzle=1001');
  await link.page.waitForFunction(() => document.getElementById('status').textContent, null, { timeout: 60000 });
  const status = await link.page.evaluate(() => document.getElementById('status').textContent);
  if (status !== `ishido: no puzzle 1001: the shipped set has puzzles 1 to ${SET[SET.length - 1].number}`) {
    throw new Error(`?puzzle=1001 showed ${JSON.stringify(status)}, not its one line`);
  }
  await link.context.close();
  if (failed) { throw new Error(failed); }
  console.log(`puzzle-test: the day's puzzle (day ${day}, ${answer.name}) solved by touch and by the mouse, as on the desktop;`
    + ` its Share links ?puzzle=${answer.number}; ?puzzle=${linked.number} opened and solved`);
} catch (e) {
  console.error('puzzle-test: ' + e.message);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
