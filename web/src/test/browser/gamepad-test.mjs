// The game pad in the page (issue 70): a pad scripted through the Gamepad API (navigator.getGamepads answers a
// fake standard-mapping pad whose buttons the test presses), in a 320x200 window:
//   node gamepad-test.mjs SITE_DIR OUT_DIR js|wasm
// It checks, against the desktop's screenshots after the same input as keys (OUT_DIR/desktop):
//  - A at the start does what Return does: the keyboard's cursor on the board (canvas-a.ppm; the cursor blinks,
//    so the canvas equals the desktop's picture at one of the blink's two phases);
//  - Start, the d-pad and A open Game > Play Deal..., as the desktop's script of the same pad keys does
//    (canvas-play-deal.ppm), and the page shows Play Deal's Cancel; B closes it;
//  - the pad pulled out and plugged in again while the page runs: nothing breaks and its A still acts;
//  - at Game Over (Game > End Game by the pad) A alone leads on to a new game, and the ended board's line names the
//    pad's buttons, not keys;
//  - a stick leaning right moves the cursor as the d-pad does (canvas-stick.ppm against the desktop's RIGHT).
// Exits 1 with one line when a check fails or the page reports an error.
import { serve, launch } from './serve.mjs';
import { canvasPpm, startGame } from './page-state.mjs';
import { SEED, desktopPicture } from './desktop.mjs';
import { difference } from './pictures.mjs';
import fs from 'node:fs';
import path from 'node:path';

const [site, out, build] = process.argv.slice(2);
if (!site || !out || (build !== 'js' && build !== 'wasm')) {
  console.error('usage: node gamepad-test.mjs SITE_DIR OUT_DIR js|wasm');
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });
/** The standard mapping's buttons the test presses. */
const A = 0;
const B = 1;
const START = 9;
const UP = 12;
const DOWN = 13;
const RIGHT = 15;
/** Half the period of the board cursor's blink (PlayView.CURSOR_BLINK) and of a text field's cursor, in ticks. */
const CURSOR_BLINK = 16;
const FIELD_BLINK = 20;
/** Game > Play Deal... by the pad: Start, right twice to Game, down nine times past the ghosted items, A. */
const TO_PLAY_DEAL = [START, RIGHT, RIGHT, ...Array(9).fill(DOWN), A];
/** Down presses in the Game menu from New Game (highlighted as it opens) to End Game, past Start Game Over. */
const END_GAME = 2;
const NAMES = { [A]: 'ENTER', [B]: 'ESCAPE', [START]: 'MENU', [UP]: 'UP', [DOWN]: 'DOWN', [RIGHT]: 'RIGHT' };
const padScript = (buttons) => buttons.map((b) => `pad key ${NAMES[b]}`);

function expect(condition, what) {
  if (!condition) { throw new Error(what); }
}

/** The desktop's pictures after the script, at each phase of a blink of this half-period. */
function phases(name, script, half) {
  return [0, half].map((extra) => desktopPicture(out, `${name}-${extra}`, { script: [...script, `wait ${60 + extra}`] }));
}

/** Fails unless the canvas's picture is one of the desktop's. */
function expectOneOf(file, pictures, what) {
  const differs = pictures.map((p) => difference(file, p));
  expect(differs.some((d) => d === null), `${what}: ${file} is none of ${pictures.join(', ')} (${differs.join('; ')})`);
}

let desk;
try {
  desk = { a: phases('pad-a', ['key ENTER'], CURSOR_BLINK),
    playDeal: phases('pad-play-deal', padScript(TO_PLAY_DEAL), FIELD_BLINK),
    stick: phases('pad-stick', ['key ENTER', 'wait 2', 'key RIGHT'], CURSOR_BLINK) };
} catch (e) {
  console.error('gamepad-test: ' + e.message);
  process.exit(1);
}

const server = await serve(site);
const browser = await launch();
let failed = null;
try {
  const context = await browser.newContext({ viewport: { width: 320, height: 200 }, deviceScaleFactor: 1 });
  // The fake pad: one of four slots, the standard mapping, its buttons and stick set by the test.
  await context.addInitScript(() => {
    window.fakePad = { index: 0, id: 'Test pad (standard mapping)', connected: true, mapping: 'standard',
      timestamp: 0, buttons: Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 })),
      axes: [0, 0, 0, 0] };
    window.padPlugged = true;
    Object.defineProperty(navigator, 'getGamepads', { configurable: true,
      value: () => [window.padPlugged ? window.fakePad : null, null, null, null] });
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => { failed = failed || ('the page threw: ' + e.message); });
  page.on('console', (m) => { if (m.type() === 'error') { console.error('page: ' + m.text()); } });
  await startGame(page, `http://127.0.0.1:${server.address().port}/index.html?seed=${SEED}&skip-codewheel&scale=1&${build}`,
    build);
  const ticks = () => page.evaluate(() => window.ishido.ticks);
  const waitTicks = async (n) => {
    const t = await ticks();
    await page.waitForFunction((x) => window.ishido.ticks >= x, t + n, { timeout: 60000 });
  };
  /** A button pressed for a few ticks and let go (well under the d-pad's repeat delay). */
  const press = async (button) => {
    await page.evaluate((b) => { window.fakePad.buttons[b] = { pressed: true, touched: true, value: 1 }; }, button);
    await waitTicks(3);
    await page.evaluate((b) => { window.fakePad.buttons[b] = { pressed: false, touched: false, value: 0 }; }, button);
    await waitTicks(3);
  };
  const gadgets = () => page.evaluate(() => (window.ishido.gadgets || '').split('\n').map((l) => l.split('\t')[0]));
  await waitTicks(60);

  await press(A);
  await waitTicks(60);
  await canvasPpm(page, path.join(out, 'canvas-a.ppm'));
  expectOneOf(path.join(out, 'canvas-a.ppm'), desk.a, "the pad's A at the start is not the desktop's Return");

  // Pulled out and plugged in again: the page goes on, and the pad's keys with it.
  await page.evaluate(() => { window.padPlugged = false; });
  await waitTicks(10);
  await page.evaluate(() => { window.padPlugged = true; });
  await waitTicks(10);
  for (const b of TO_PLAY_DEAL) { await press(b); }
  await waitTicks(60);
  await canvasPpm(page, path.join(out, 'canvas-play-deal.ppm'));
  const shown = await gadgets();
  expect(shown.includes('Cancel'), `Start, the d-pad and A did not open Play Deal... (the screen shows ${shown})`);
  expectOneOf(path.join(out, 'canvas-play-deal.ppm'), desk.playDeal,
    "the pad's Game > Play Deal... is not the desktop's after the same pad keys");
  await press(B);
  await waitTicks(10);
  expect(!(await gadgets()).includes('Cancel'), "the pad's B did not close Play Deal...");

  // Game Over by the pad alone: A places, Game > End Game and its OK by Start, the d-pad and A; then A alone (a name
  // given where one is asked). The first A closes Game Over, the board's line names the pad's buttons, and A twice
  // (Game Over brought back, then its New Game) leads on to a new game.
  const lines = () => page.evaluate(() => (window.ishido.lines || '').split('\n'));
  await press(A);
  for (const b of [START, RIGHT, RIGHT, ...Array(END_GAME).fill(DOWN), A]) { await press(b); }
  await waitTicks(10);
  expect((await lines()).includes('End this game now?'), `the pad's Game > End Game did not ask (${await lines()})`);
  await press(A);
  await waitTicks(10);
  expect((await gadgets()).includes('New Game'), `End Game's OK by A did not show Game Over (${await gadgets()})`);
  const overBoard = [];
  let presses = 0;
  while (!(await lines()).includes('A new game has begun.')) {
    expect(presses < 8, `${presses} presses of A at Game Over never led on to a new game (${await lines()})`);
    await press(A);
    presses++;
    await waitTicks(10);
    overBoard.push(...(await lines()).filter((l) => l.startsWith('New game: ')));
  }
  expect(overBoard.includes('New game: A twice, or R1/RB'),
    `the ended board's line did not name the pad's buttons (${overBoard})`);
  fs.writeFileSync(path.join(out, 'pad.json'), JSON.stringify({ playDealGadgets: shown, gameOverPresses: presses,
    overBoard: [...new Set(overBoard)] }));
  await context.close();

  // A fresh page: A, then the stick leaning right (held under the repeat delay) moves the cursor one square.
  const second = await browser.newContext({ viewport: { width: 320, height: 200 }, deviceScaleFactor: 1 });
  await second.addInitScript(() => {
    window.fakePad = { index: 0, id: 'Test pad', connected: true, mapping: 'standard', timestamp: 0,
      buttons: Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 })), axes: [0, 0, 0, 0] };
    Object.defineProperty(navigator, 'getGamepads', { configurable: true, value: () => [window.fakePad] });
  });
  const p2 = await second.newPage();
  p2.on('pageerror', (e) => { failed = failed || ('the page threw: ' + e.message); });
  await startGame(p2, `http://127.0.0.1:${server.address().port}/index.html?seed=${SEED}&skip-codewheel&scale=1&${build}`,
    build);
  const t2 = async (n) => {
    const t = await p2.evaluate(() => window.ishido.ticks);
    await p2.waitForFunction((x) => window.ishido.ticks >= x, t + n, { timeout: 60000 });
  };
  await t2(60);
  await p2.evaluate(() => { window.fakePad.buttons[0] = { pressed: true, touched: true, value: 1 }; });
  await t2(3);
  await p2.evaluate(() => { window.fakePad.buttons[0] = { pressed: false, touched: false, value: 0 }; });
  await t2(3);
  await p2.evaluate(() => { window.fakePad.axes[0] = 0.9; });
  await t2(3);
  await p2.evaluate(() => { window.fakePad.axes[0] = 0.1; });
  await t2(60);
  await canvasPpm(p2, path.join(out, 'canvas-stick.ppm'));
  expectOneOf(path.join(out, 'canvas-stick.ppm'), desk.stick, "the stick leaning right is not the desktop's RIGHT");
  await second.close();
  if (failed) { throw new Error(failed); }
} catch (e) {
  console.error('gamepad-test: ' + (e.message || e).toString().split('\n')[0]);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
