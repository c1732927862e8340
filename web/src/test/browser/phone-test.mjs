// The phone pass of the browser test (issue 32): the site in Debian's chromium with playwright's device
// emulation (touch, a phone's screen and pixel ratio), the fingers sent as the browser's touch events:
//   node phone-test.mjs SITE_DIR OUT_DIR js|wasm
// It checks, keeping in OUT_DIR what it compares with the desktop's screenshots after the same inputs by mouse and
// keys (OUT_DIR/desktop), each identical pixel for pixel:
//  - held sideways on a Pixel 7 and an iPhone 13 the picture takes at least 85% of the height (shares.json,
//    with the picture's share of the screen on each phone shape);
//  - upright, the row of touch buttons below the picture equals its golden (golden/row-pixel7.png and
//    row-iphone13.png, drawn in the page's own type so they hold whatever fonts the machine has; GOLDEN_UPDATE=true
//    writes the new ones there, to look at and commit);
//  - a tap on the screen pixel CLICK places the first stone: canvas-tap.ppm (the pointer hidden);
//  - a long press opens the menu bar: canvas-menu.ppm; the finger moves to Game > Play Deal... and lifts;
//    the focused element is then the page's text input; the code typed there (an input method's text,
//    as a phone's keyboard sends it) and Return start the deal: canvas-deal.ppm;
//  - in a fresh page a drag from the touchstone places the first stone: canvas-drag.ppm;
//  - the Menu button opens the menu bar, a tap on Game its menu, a tap on Play Deal... the requester,
//    whose text gadget takes the page's text input.
// Exits 1 with one line when a check fails or the page reports an error.
import { devices } from 'playwright-core';
import { serve, launch } from './serve.mjs';
import { canvasPpm, settle, startGame } from './page-state.mjs';
import { CLICK, CLICKED, SEED, desktopPicture } from './desktop.mjs';
import { expectSame } from './pictures.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [site, out, build] = process.argv.slice(2);
if (!site || !out || (build !== 'js' && build !== 'wasm')) {
  console.error('usage: node phone-test.mjs SITE_DIR OUT_DIR js|wasm');
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });
const [clickX, clickY] = CLICK;
const GOLDEN = fileURLToPath(new URL('golden/', import.meta.url));

/** The deal the test plays through Game > Play Deal... (seed 8's code). */
const DEAL_CODE = 'MDXZ-RRVU';
/** Where the menus' Game title and its Play Deal... item are, in screen pixels. */
const GAME_TITLE = [80, 4];
const PLAY_DEAL = [120, 151];
/** Where the long press comes down, on the board; where the finger goes from there to Play Deal... */
const LONG_PRESS = [200, 120];
const TO_PLAY_DEAL = [[150, 60], GAME_TITLE, [100, 80], PLAY_DEAL];
const TOUCHSTONE = [284, 34];
/** The OK of the question whether to end the game under way. */
const END_GAME_OK = [87, 119];
/** Screen lines the stone rides above the finger (Touch.LIFT). */
const LIFT = 18;
/** The phones whose share of the screen is measured: two sizes, both ways round. */
const SHAPES = ['Pixel 7', 'Pixel 7 landscape', 'iPhone 13', 'iPhone 13 landscape', 'iPhone SE',
  'iPhone SE landscape'];

// The desktop after the same inputs by mouse and keys: the click (CLICKED); then the right button held on the board (the menu
// bar); then moved to Play Deal..., released, the code typed, Return, and OK to end the game under way.
const MENU = [...CLICKED, `press ${LONG_PRESS.join(' ')} right`, 'wait 30'];
const DEAL = [...MENU, ...TO_PLAY_DEAL.map((p) => `move ${p.join(' ')}`), `release ${PLAY_DEAL.join(' ')} right`,
  'wait 30', `type ${DEAL_CODE}`, 'key ENTER', 'wait 30', `click ${END_GAME_OK.join(' ')}`, 'wait 300'];
let desk;
try {
  desk = { click: desktopPicture(out, 'click', { script: CLICKED }), menu: desktopPicture(out, 'menu', { script: MENU }),
    deal: desktopPicture(out, 'deal', { script: DEAL }) };
} catch (e) {
  console.error('phone-test: ' + e.message);
  process.exit(1);
}

function expect(condition, what) {
  if (!condition) { throw new Error(what); }
}

const server = await serve(site);
const base = `http://127.0.0.1:${server.address().port}/index.html?seed=${SEED}&skip-codewheel&${build}`;
const browser = await launch();
let failed = null;

/** A fresh page on an emulated phone (chromium whatever the phone's own browser), the game started. */
async function open(device) {
  const d = devices[device];
  const context = await browser.newContext({ viewport: d.viewport, screen: d.screen || d.viewport,
    deviceScaleFactor: d.deviceScaleFactor, isMobile: true, hasTouch: true, userAgent: d.userAgent });
  const page = await context.newPage();
  page.on('pageerror', (e) => { failed = failed || ('the page threw: ' + e.message); });
  page.on('console', (m) => { if (m.type() === 'error') { console.error('page: ' + m.text()); } });
  await startGame(page, base, build);
  await settle(page, 60);
  const cdp = await context.newCDPSession(page);
  // The canvas as laid out, read once: a touch must not wait on the page (a slow round trip between a tap's
  // start and end would make it a long press).
  const box = await page.evaluate(() => {
    const b = document.getElementById('screen').getBoundingClientRect();
    return { left: b.left, top: b.top, width: b.width, height: b.height };
  });
  /** One finger's touch event at a screen pixel's centre (touchStart, touchMove, touchEnd). */
  const touch = async (type, x, y) => {
    const cx = box.left + (x + 0.5) * box.width / 320;
    const cy = box.top + (y + 0.5) * box.height / 200;
    await cdp.send('Input.dispatchTouchEvent', { type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: cx, y: cy, radiusX: 8, radiusY: 8, force: 1, id: 1 }] });
  };
  /** Fingers through these screen pixels: down at the first, moving through the rest in steps, up at the last. */
  const stroke = async (points) => {
    await touch('touchStart', ...points[0]);
    for (let i = 1; i < points.length; i++) {
      const [x0, y0] = points[i - 1];
      const [x1, y1] = points[i];
      for (let s = 1; s <= 4; s++) {
        await touch('touchMove', x0 + (x1 - x0) * s / 4, y0 + (y1 - y0) * s / 4);
      }
      await settle(page, 1, 0);
    }
    await touch('touchEnd', ...points[points.length - 1]);
  };
  const tap = async (x, y) => { await touch('touchStart', x, y); await touch('touchEnd', x, y); };
  return { context, page, touch, stroke, tap };
}

/** The canvases against the desktop's after the same inputs, and the upright button rows against their goldens. */
function comparePictures() {
  const on = `the phone (${build} build)`;
  expectSame(path.join(out, 'canvas-tap.ppm'), desk.click, `${on} after a tap is not the desktop after a click`);
  expectSame(path.join(out, 'canvas-drag.ppm'), desk.click,
    `${on} after a drag from the touchstone is not the desktop after a click`);
  expectSame(path.join(out, 'canvas-menu.ppm'), desk.menu, `${on}'s long press is not the desktop's right button`);
  expectSame(path.join(out, 'canvas-deal.ppm'), desk.deal, `${on}'s Play Deal... is not the desktop's`);
  for (const row of ['row-pixel7.png', 'row-iphone13.png']) {
    if (process.env.GOLDEN_UPDATE === 'true') {
      fs.copyFileSync(path.join(out, row), path.join(GOLDEN, row));
      console.log(`phone-test: wrote ${path.join(GOLDEN, row)}: look at it before committing it`);
    }
    expectSame(path.join(out, row), path.join(GOLDEN, row), `${on}'s upright button row is not its golden`);
  }
}

const focusedIsTyping = (page) => page.evaluate(() => {
  const e = document.activeElement;
  return !!e && e.tagName === 'INPUT' && e.type === 'text' && e.id === 'typing';
});

try {
  // The picture's share of each phone shape; sideways at least 85% of the height. Upright, the button row.
  const shares = {};
  for (const device of SHAPES) {
    const { context, page } = await open(device);
    const seen = await page.evaluate(() => {
      const box = document.getElementById('screen').getBoundingClientRect();
      const menu = document.querySelector('[aria-label="Menu"]').getBoundingClientRect();
      return { width: box.width, height: box.height, top: box.top, screenWidth: innerWidth, screenHeight: innerHeight,
        ratio: devicePixelRatio, menuShown: menu.width > 0 && menu.height > 0,
        menuOutside: menu.right <= box.left || menu.left >= box.right || menu.top >= box.bottom };
    });
    seen.heightShare = seen.height / seen.screenHeight;
    seen.widthShare = seen.width / seen.screenWidth;
    seen.areaShare = seen.heightShare * seen.widthShare;
    shares[device] = seen;
    expect(seen.menuShown && seen.menuOutside, `${device}: the Menu button is not on screen beside the picture`);
    if (device.endsWith('landscape')) {
      expect(seen.heightShare >= 0.85, `${device}: the picture takes ${(100 * seen.heightShare).toFixed(1)}% of the height`);
    } else {
      expect(seen.top === 0, `${device}: the picture is not at the top`);
      if (device === 'Pixel 7' || device === 'iPhone 13') {
        const name = device === 'Pixel 7' ? 'row-pixel7.png' : 'row-iphone13.png';
        const y = Math.ceil(seen.top + seen.height);
        await page.screenshot({ path: path.join(out, name),
          clip: { x: 0, y, width: seen.screenWidth, height: Math.min(seen.screenHeight - y, 132) } });
      }
    }
    await context.close();
  }
  fs.writeFileSync(path.join(out, 'shares.json'), JSON.stringify(shares, null, 1));

  // A tap places the first stone; a long press opens the menus; Play Deal... by the finger, its code typed.
  {
    const { context, page, touch, tap } = await open('Pixel 7 landscape');
    await tap(Number(clickX), Number(clickY));
    await settle(page, 300);
    await canvasPpm(page, path.join(out, 'canvas-tap.ppm'));
    await touch('touchStart', ...LONG_PRESS);
    await page.waitForFunction(() => window.ishido.touch.state() === 'menu', null, { timeout: 5000 });
    await settle(page, 30);
    await canvasPpm(page, path.join(out, 'canvas-menu.ppm'));
    for (const [x, y] of TO_PLAY_DEAL) {
      await touch('touchMove', x, y);
      await settle(page, 1, 0);
    }
    await touch('touchEnd', ...PLAY_DEAL);
    await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'typing', null,
      { timeout: 5000 }).catch(() => {});
    expect(await focusedIsTyping(page), 'Play Deal... chosen by a long press: the focus is not on a text input');
    await page.keyboard.insertText(DEAL_CODE);
    await page.keyboard.press('Enter');
    // "End this game and play deal ...?": OK.
    await settle(page, 30);
    await tap(...END_GAME_OK);
    await settle(page, 300);
    await canvasPpm(page, path.join(out, 'canvas-deal.ppm'));
    expect(!(await focusedIsTyping(page)), 'the text input kept the focus after the requester closed');
    await context.close();
  }

  // A drag from the touchstone; then the Menu button and taps open Play Deal...
  {
    const { context, page, stroke, tap } = await open('iPhone 13 landscape');
    await stroke([TOUCHSTONE, [200, 120], [Number(clickX), Number(clickY) + LIFT]]);
    await settle(page, 300);
    await canvasPpm(page, path.join(out, 'canvas-drag.ppm'));
    const before = await page.evaluate(() => document.getElementById('screen').toDataURL());
    await page.tap('[aria-label="Menu"]');
    await settle(page, 10);
    const barShown = await page.evaluate(() => document.getElementById('screen').toDataURL());
    expect(barShown !== before, 'the Menu button did not open the menu bar');
    await tap(...GAME_TITLE);
    await settle(page, 10);
    const gameShown = await page.evaluate(() => document.getElementById('screen').toDataURL());
    expect(gameShown !== barShown, 'a tap on Game did not show its menu');
    await tap(...PLAY_DEAL);
    await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'typing', null,
      { timeout: 5000 }).catch(() => {});
    expect(await focusedIsTyping(page), 'Menu, Game, Play Deal... by taps: the focus is not on a text input');
    // The phone's keyboard opens: the page's viewport shrinks to what is left above it (Chrome's
    // resizes-content). The whole picture, the gadget in it, stays in view; the page neither scrolls nor zooms.
    const full = page.viewportSize();
    await page.setViewportSize({ width: full.width, height: 150 });
    // (Ticks, not a still picture: the gadget's cursor blinks.)
    const resized = await page.evaluate(() => window.ishido.ticks);
    await page.waitForFunction((t) => window.ishido.ticks >= t, resized + 10, { timeout: 60000 });
    const above = await page.evaluate(() => {
      const b = document.getElementById('screen').getBoundingClientRect();
      return { top: b.top, bottom: b.bottom, height: b.height, innerHeight, scrollX, scrollY,
        scale: visualViewport ? visualViewport.scale : 1 };
    });
    expect(above.top >= 0 && above.bottom <= above.innerHeight + 0.5 && above.height >= 0.85 * above.innerHeight,
      `with the keyboard open the picture is not whole above it: ${JSON.stringify(above)}`);
    expect(above.scrollX === 0 && above.scrollY === 0 && above.scale === 1,
      `the page scrolled or zoomed as the keyboard opened: ${JSON.stringify(above)}`);
    expect(await focusedIsTyping(page), 'the text input lost the focus as the keyboard opened');
    await context.close();
  }
  if (failed) { throw new Error(failed); }
  comparePictures();
} catch (e) {
  console.error('phone-test: ' + (e.message || e).toString().split('\n')[0]);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
