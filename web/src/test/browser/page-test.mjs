// The browser test: serves the web build on 127.0.0.1, opens it in Debian's chromium (headless) and compares
// what the page shows with the desktop's screenshots of the same deal, pixel for pixel:
//   node page-test.mjs SITE_DIR OUT_DIR [js|wasm]
// The last argument forces that build (?js or ?wasm) and checks that it is the one that ran; without it the
// page chooses as it does for a player.
// In a 320x200 window the canvas (canvas-start.ppm) and the page (page-start.png) show deal SEED as the desktop
// deals it, and after a click on the screen pixel CLICK (canvas-click.ppm, page-click.png) as the desktop shows it
// after the same click; the next deal's picture must differ, or the comparison would see nothing. OUT_DIR keeps
// them, the desktop's (desktop/) and timings.json (time to the first frame and the frame times). Then, past the
// pictures, it checks what a player does with the page's own parts (input.json says what was seen): the sound
// reaches Web Audio after the first click and not before; Alt+letter is the Amiga key (Chrome keeps Ctrl+N/T/W);
// Ctrl+V's paste event and Alt+V paste the clipboard into a text field, and Amiga+C copies to it; the Load Game
// requester's Volumes list brings a file in through the browser's picker and Delete removes it; F11 asks for the
// keyboard lock of Ctrl+N/T/W; the mouse's right button held shows the Amiga's menu bar in the canvas, the
// desktop's lines (canvas-right.ppm), and not the finger's menus of the page. Exits 1 with one line when the page fails to start, reports an error, or one of
// these checks fails.
import { serve, launch } from './serve.mjs';
import { canvasPpm, gadget, settle, startGame } from './page-state.mjs';
import { CLICK, CLICKED, SEED, desktopPicture } from './desktop.mjs';
import { difference, expectSame, readPicture } from './pictures.mjs';
import fs from 'node:fs';
import path from 'node:path';

const [site, out, build] = process.argv.slice(2);
if (!site || !out || (build !== undefined && build !== 'js' && build !== 'wasm')) {
  console.error('usage: node page-test.mjs SITE_DIR OUT_DIR [js|wasm]');
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });
const [clickX, clickY] = CLICK;
/** Where the mouse's right button goes down: off the menus' titles, far below the bar, so the sprite is not on it. */
const RIGHT_PRESS = [300, 190];
/** The menu bar's lines (MenuStrip.BAR_HEIGHT). */
const BAR_LINES = 10;
// The desktop's pictures of the same deal: as dealt; after the click that places its first stone; the next deal.
let desk;
try {
  desk = {
    dealt: desktopPicture(out, 'play'),
    clicked: desktopPicture(out, 'click', { script: CLICKED }),
    other: desktopPicture(out, 'next-deal', { seed: SEED + 1 }),
    right: desktopPicture(out, 'right', { script: [...CLICKED, `press ${RIGHT_PRESS.join(' ')} right`, 'wait 30'] }),
  };
} catch (e) {
  console.error('page-test: ' + e.message);
  process.exit(1);
}

/** Fails the test with one line unless the condition holds. */
function expect(condition, what) {
  if (!condition) { throw new Error(what); }
}

/** The page's own input: sound, the Amiga keys, the clipboard, bringing a file in, deleting it, the keyboard lock. */
async function checkInput(page, audioBeforeClick) {
  const seen = { audioBeforeClick };
  // The listener below hears the placement's sound for 2 s and the quiet after it for 2 s more.
  await page.waitForFunction(() => window.soundListened, null, { timeout: 15000 });
  seen.soundPeaks = await page.evaluate(() => window.soundPeaks || null);
  expect(!audioBeforeClick, 'the page made an AudioContext before the first click');
  expect(seen.soundPeaks, 'no AudioContext after the first click');
  expect(seen.soundPeaks[0] > 0.01, `the placement's sound did not reach Web Audio (peak ${seen.soundPeaks[0]})`);
  expect(seen.soundPeaks[1] === 0, `the game is not silent after the placement (peak ${seen.soundPeaks[1]})`);
  // A listener after the game's sees whether it took each key from the browser.
  await page.evaluate(() => {
    window.takenKeys = {};
    window.addEventListener('keydown', (e) => { window.takenKeys[e.code] = e.defaultPrevented; });
  });
  // A key or click is handled and drawn once the game has ticked after it; a key whose effect comes back from
  // the browser later (the clipboard's text) first waits for the picture to change.
  const handled = () => settle(page, 2, 200);
  const key = async (k, changes = false) => {
    const before = await page.evaluate(() => window.ishido.presented || 0);
    await page.keyboard.press(k);
    if (changes) {
      await page.waitForFunction((b) => (window.ishido.presented || 0) > b, before, { timeout: 10000 });
    }
    await handled();
  };
  const fullscreenFlips = async (k) => {
    const was = await page.evaluate(() => !!document.fullscreenElement);
    await key(k);
    await page.waitForFunction((w) => !!document.fullscreenElement !== w, was, { timeout: 10000 })
      .catch(() => { throw new Error(`${k} did not switch full screen`); });
  };
  const canvasBytes = () => page.evaluate(() => {
    const c = document.getElementById('screen');
    return Array.from(c.getContext('2d').getImageData(0, 0, c.width, c.height).data).join(',');
  });
  const stored = (name) => page.evaluate((k) => window.ishido.storage.get(k) !== null, 'ishido:f:/Browser/' + name);
  const board = await canvasBytes();
  await key('Alt+KeyL');
  seen.altL = { taken: await page.evaluate(() => window.takenKeys.KeyL), changed: (await canvasBytes()) !== board };
  expect(seen.altL.taken && seen.altL.changed, 'Alt+L (the second Amiga key) did not open Load Game');
  // Volumes, then its line that brings a file in: the browser's file picker; the file lands in Imports, shown in the File field.
  const click = async (label) => { await page.mouse.click(...await gadget(page, label)); };
  await click('Volumes');
  await handled();
  const chooser = page.waitForEvent('filechooser', { timeout: 5000 });
  await click('Bring in a file...');
  await (await chooser).setFiles({ name: 'brought.ishido', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await page.waitForFunction(() => window.ishido.storage.get('ishido:f:/Browser/Imports/brought.ishido') !== null, null,
    { timeout: 5000 });
  await handled();
  await page.screenshot({ path: path.join(out, 'page-brought.png') });
  await click('Delete');
  await handled();
  await key('Enter');
  seen.deleted = !(await stored('Imports/brought.ishido'));
  expect(seen.deleted, "the file requester's Delete did not remove the file brought in");
  await key('Escape');
  // Ctrl+V: the browser's own paste event brings the text; Alt+V reads the clipboard; Return saves under it.
  for (const [paste, name] of [['Control+KeyV', 'pasted-by-ctrl-v'], ['Alt+KeyV', 'pasted-by-alt-v']]) {
    await page.evaluate((t) => navigator.clipboard.writeText(t), name);
    await key('Alt+KeyA');
    await key('Control+KeyA');
    await key('Backspace');
    await key(paste, true);
    await key('Enter');
    seen[paste] = await stored(`saves/${name}.ishido`);
    expect(seen[paste], `${paste} did not paste the clipboard's text into Save Game's file field`);
  }
  await key('Alt+KeyA');
  await key('Control+KeyA');
  await key('Backspace');
  await page.keyboard.type('copied-name');
  await key('Control+KeyA');
  await key('Control+KeyC');
  // The game writes the browser's clipboard, which answers in its own time: read it again each tick a while.
  for (let tick = 0; tick < 300 && seen.copied !== 'copied-name'; tick++) {
    seen.copied = await page.evaluate(() => navigator.clipboard.readText());
    await settle(page, 1, 0);
  }
  expect(seen.copied === 'copied-name', `Amiga+C copied "${seen.copied}", not the field's text`);
  await key('Escape');
  await fullscreenFlips('F11');
  seen.fullscreen = await page.evaluate(() => !!document.fullscreenElement);
  seen.lockedKeys = await page.evaluate(() => window.lockedKeys);
  expect(!seen.fullscreen || seen.lockedKeys.includes('KeyN KeyT KeyW'),
    'full screen did not ask for the keyboard lock of Ctrl+N, Ctrl+T and Ctrl+W');
  await fullscreenFlips('Alt+Enter');
  seen.fullscreenAfterAltReturn = await page.evaluate(() => !!document.fullscreenElement);
  expect(seen.fullscreen !== seen.fullscreenAfterAltReturn, 'F11 and Alt+Return did not switch full screen');
  fs.writeFileSync(path.join(out, 'input.json'), JSON.stringify(seen));
}

/**
 * The mouse's right button held on the board: the Amiga's menu bar drawn in the canvas, line for line the desktop's
 * (the lines below it hold the pointer's sprite, which the desktop's screenshot has not), and no finger's menus.
 */
async function checkRightButton(page) {
  await page.mouse.move(RIGHT_PRESS[0] + 0.5, RIGHT_PRESS[1] + 0.5);
  await page.mouse.down({ button: 'right' });
  await settle(page, 30);
  await canvasPpm(page, path.join(out, 'canvas-right.ppm'));
  const fingers = await page.evaluate(() => !!document.querySelector('#menus.open') || window.ishido.menus.isOpen());
  await page.mouse.up({ button: 'right' });
  await page.mouse.move(390, 250);
  await settle(page, 10);
  expect(!fingers, "the mouse's right button opened the finger's menus");
  const a = readPicture(path.join(out, 'canvas-right.ppm'));
  const b = readPicture(desk.right);
  const bar = 320 * BAR_LINES * 3;
  expect(a.rgb.subarray(0, bar).equals(b.rgb.subarray(0, bar)),
    `the menu bar the right button shows is not the desktop's: ${path.join(out, 'canvas-right.ppm')}, ${desk.right}`);
}

/** The page's pictures against the desktop's: as dealt, after the click, and not the next deal's. */
function comparePictures() {
  const on = `the page (${build || 'chosen'} build)`;
  expectSame(path.join(out, 'canvas-start.ppm'), desk.dealt, `${on}'s canvas as dealt is not the desktop's`);
  expectSame(path.join(out, 'page-start.png'), desk.dealt, `${on} as dealt is not the desktop's`);
  expectSame(path.join(out, 'canvas-click.ppm'), desk.clicked, `${on}'s canvas after a click is not the desktop's`);
  expectSame(path.join(out, 'page-click.png'), desk.clicked, `${on} after a click is not the desktop's`);
  expect(difference(path.join(out, 'canvas-start.ppm'), desk.other) !== null,
    `${on}'s picture of deal ${SEED} equals the desktop's of deal ${SEED + 1}: the comparison sees nothing`);
}

const server = await serve(site);
const port = server.address().port;
const browser = await launch();
let failed = null;
try {
  const context = await browser.newContext({ viewport: { width: 320, height: 200 }, deviceScaleFactor: 1 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: `http://127.0.0.1:${port}` });
  const page = await context.newPage();
  // The keyboard lock is recorded, not taken: a headless browser has no keys of its own to keep.
  await page.addInitScript(() => {
    window.lockedKeys = [];
    if (navigator.keyboard) {
      navigator.keyboard.lock = (keys) => { window.lockedKeys.push((keys || ['all']).join(' ')); return Promise.resolve(); };
    }
  });
  page.on('pageerror', (e) => { failed = failed || ('the page threw: ' + e.message); });
  page.on('console', (m) => { if (m.type() === 'error') { console.error('page: ' + m.text()); } });
  const opened = Date.now();
  await startGame(page, `http://127.0.0.1:${port}/index.html?seed=${SEED}&skip-codewheel&scale=1${build ? '&' + build : ''}`,
    build);
  const firstFrame = Date.now() - opened;
  await settle(page, 60);
  await canvasPpm(page, path.join(out, 'canvas-start.ppm'));
  await page.screenshot({ path: path.join(out, 'page-start.png') });

  // The board's greeting chimes ring for up to 150 ticks from its first and each lasts 1.4 s: on a quick
  // machine the click came so soon that their tails reached the listening after it. Let them die first.
  await settle(page, 240);
  // A player's click on the square, then the mouse leaves the picture, so the sprite is off the canvas.
  await page.setViewportSize({ width: 400, height: 260 });
  const audioBeforeClick = await page.evaluate(() => !!window.ishido.audio.output);
  await page.mouse.move(Number(clickX) + 0.5, Number(clickY) + 0.5);
  await page.mouse.down();
  await page.mouse.up();
  await page.mouse.move(390, 250);
  // What the mixer puts out, tapped beside the speakers: the placement's sound, then the quiet after it.
  await page.evaluate(() => {
    const audio = window.ishido.audio.output;
    if (!audio) { window.soundListened = true; return; }
    const tap = audio.context.createAnalyser();
    tap.fftSize = 2048;
    audio.node.connect(tap);
    const samples = new Float32Array(tap.fftSize);
    window.soundPeaks = [0, 0];
    window.soundListened = false;
    const started = performance.now();
    (function listen() {
      tap.getFloatTimeDomainData(samples);
      const part = performance.now() - started < 2000 ? 0 : 1;
      for (let i = 0; i < samples.length; i++) {
        window.soundPeaks[part] = Math.max(window.soundPeaks[part], Math.abs(samples[i]));
      }
      if (performance.now() - started < 4000) { setTimeout(listen, 20); } else { window.soundListened = true; }
    })();
  });
  await settle(page, 300);
  await canvasPpm(page, path.join(out, 'canvas-click.ppm'));
  await page.screenshot({ path: path.join(out, 'page-click.png'), clip: { x: 0, y: 0, width: 320, height: 200 } });
  const timings = await page.evaluate(() => ({
    build: window.ishido.build, firstFrame: window.ishido.firstFrame, assetsLoaded: window.ishido.assetsLoaded,
    frameTimes: window.ishido.frameTimes || [] }));
  timings.firstFrameFromNavigation = firstFrame;
  fs.writeFileSync(path.join(out, 'timings.json'), JSON.stringify(timings));
  if (failed) { throw new Error(failed); }
  comparePictures();
  await checkRightButton(page);
  await checkInput(page, audioBeforeClick);
  if (failed) { throw new Error(failed); }
} catch (e) {
  console.error('page-test: ' + (e.message || e).toString().split('\n')[0]);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
