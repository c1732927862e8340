// The board's colour cycling in the page against the desktop's, pixel for pixel, at the same tick:
//   node cycling-test.mjs SITE_DIR OUT_DIR [js|wasm]
// The page plays deal SEED on the Rameses stoneset and board (the frieze's water turns registers 13-15 a step at
// the file's rate), chosen in its settings before it starts. First in a browser that asks for reduced motion, where
// colour cycling is off by itself: its canvas (canvas-still-A.ppm, then canvas-still-B.ppm 30 ticks on) must hold
// still. Then in an ordinary one: the canvas is read in the frame whose one tick T turned the picture away from
// the tick before (and from the still one), canvas-cycled.ppm, and must equal the desktop's screenshot after
// `wait T`. So that the comparison can fail, the desktop's picture after `wait T-1` must differ from it (a page a
// tick late or early fails); a page whose cycling is off shows no such frame in 30 s and fails. OUT_DIR keeps the
// pictures, the desktop's (desktop/) and ticks.json (the ticks they were read at). Exits 1 with one line when the
// page fails to start, reports an error, or a check fails.
import { serve, launch } from './serve.mjs';
import { settle, startGame, writePpm } from './page-state.mjs';
import { SEED, desktopPicture } from './desktop.mjs';
import { difference, expectSame } from './pictures.mjs';
import fs from 'node:fs';
import path from 'node:path';

const [site, out, build] = process.argv.slice(2);
if (!site || !out || (build !== undefined && build !== 'js' && build !== 'wasm')) {
  console.error('usage: node cycling-test.mjs SITE_DIR OUT_DIR [js|wasm]');
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });
/** The theme whose board cycles, as the settings and the desktop's --stoneset and --board name it. */
const THEME = 'Rameses';
const SETTINGS = `t# Ishido settings\nstoneset = ${THEME}\nboard = ${THEME}\n`;

/** Fails the test with one line unless the condition holds. */
function expect(condition, what) {
  if (!condition) { throw new Error(what); }
}

/** A page of the game in a context of its own (reduced motion or not), once it has drawn its first frames. */
async function open(browser, port, reducedMotion, failed) {
  const context = await browser.newContext({ viewport: { width: 320, height: 200 }, deviceScaleFactor: 1,
    reducedMotion });
  const page = await context.newPage();
  await page.addInitScript({ content: `localStorage.setItem('ishido:f:/Browser/settings.txt', ${JSON.stringify(SETTINGS)});` });
  page.on('pageerror', (e) => { failed.push('the page threw: ' + e.message); });
  page.on('console', (m) => { if (m.type() === 'error') { console.error('page: ' + m.text()); } });
  await startGame(page, `http://127.0.0.1:${port}/index.html?seed=${SEED}&skip-codewheel&scale=1${build ? '&' + build : ''}`,
    build);
  // Past the board's greeting, so that what the strip says no longer changes.
  await settle(page, 240, 0);
  return { context, page };
}

/** The canvas's pixels and the game's tick they show, read together between two of its frames. */
function canvasNow(page) {
  return page.evaluate(() => {
    const c = document.getElementById('screen');
    return { tick: window.ishido.ticks, rgba: Array.from(c.getContext('2d').getImageData(0, 0, c.width, c.height).data) };
  });
}

/**
 * The canvas's pixels in the first frame that turned them by one tick alone (the frame before was a tick earlier
 * and showed another picture) to a picture other than the still one, and that tick. Read at each animation frame,
 * beside the game's own: the canvas then holds what the game drew at the tick it published.
 */
function turnedFrame(page, still) {
  return page.evaluate((stillRgba) => new Promise((resolve, reject) => {
    const c = document.getElementById('screen');
    const read = () => c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const isStill = (data) => data.every((v, i) => v === stillRgba[i]);
    const started = performance.now();
    let last = { tick: window.ishido.ticks, presented: window.ishido.presented };
    const look = () => {
      const now = { tick: window.ishido.ticks, presented: window.ishido.presented };
      if (now.tick === last.tick + 1 && now.presented !== last.presented) {
        const data = read();
        if (!isStill(data)) {
          resolve({ tick: now.tick, rgba: Array.from(data) });
          return;
        }
      }
      if (performance.now() - started > 30000) {
        reject(new Error('in 30 s no tick of the page turned its picture away from the still one'));
        return;
      }
      last = now;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }), still);
}

const server = await serve(site);
const port = server.address().port;
const browser = await launch();
const failed = [];
try {
  const ticks = {};
  // Reduced motion: colour cycling off by itself, the board's colours as the file has them, holding still.
  const calm = await open(browser, port, 'reduce', failed);
  const stillA = await canvasNow(calm.page);
  await settle(calm.page, 30, 0);
  const stillB = await canvasNow(calm.page);
  await calm.context.close();
  writePpm(stillA.rgba, path.join(out, 'canvas-still-A.ppm'));
  writePpm(stillB.rgba, path.join(out, 'canvas-still-B.ppm'));
  ticks.still = [stillA.tick, stillB.tick];
  expectSame(path.join(out, 'canvas-still-B.ppm'), path.join(out, 'canvas-still-A.ppm'),
    `the page in a browser that asks for reduced motion moved between ticks ${stillA.tick} and ${stillB.tick}`);

  // Ordinary motion: the frame whose tick turned the water, against the desktop's at that tick and the one before.
  const moving = await open(browser, port, 'no-preference', failed);
  const turned = await turnedFrame(moving.page, stillA.rgba);
  await moving.context.close();
  const cycled = path.join(out, 'canvas-cycled.ppm');
  writePpm(turned.rgba, cycled);
  ticks.cycled = turned.tick;
  fs.writeFileSync(path.join(out, 'ticks.json'), JSON.stringify(ticks));
  if (failed.length > 0) { throw new Error(failed[0]); }
  const at = (t) => desktopPicture(out, `cycling-${t}`, { script: [`wait ${t}`], theme: THEME });
  const on = `the page (${build || 'chosen'} build)`;
  expectSame(cycled, at(turned.tick), `${on}'s cycled board at tick ${turned.tick} is not the desktop's`);
  expect(difference(cycled, at(turned.tick - 1)) !== null,
    `${on} turned its picture at tick ${turned.tick}, the desktop a tick before or not at all (its pictures at ticks`
    + ` ${turned.tick - 1} and ${turned.tick} are the same)`);
} catch (e) {
  console.error('cycling-test: ' + (e.message || e).toString().split('\n')[0]);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
