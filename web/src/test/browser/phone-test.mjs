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
//  - a long press opens the finger's menus, drawn by the page over the picture, which is left as it was
//    (canvas-menu.ppm, the desktop after the script's 'menu open'); the finger slides to Game > Play Deal...
//    and lifts; the focused element is then the page's text input; the code typed there (an input method's
//    text, as a phone's keyboard sends it) and Return start the deal: canvas-deal.ppm;
//  - in a fresh page a drag from the touchstone places the first stone: canvas-drag.ppm;
//  - the Menu button opens the finger's menus, a tap on Game its menu, a tap on Play Deal... the requester,
//    whose text gadget takes the page's text input;
//  - upright and sideways on a Pixel 7 and an iPhone SE, every title and every row of every menu (a submenu
//    unfolded) is at least 44 CSS pixels tall and as wide as a finger, the menus stay on the screen and scroll
//    to their last row, and a tap beside them closes them (menus.json);
//  - the page's buttons are ghosted (disabled) where they cannot act: all four on the opening's titles, Undo before
//    a stone is placed, all four while a requester is up; a long press under a requester opens nothing, and once it is
//    closed the first tap of Menu opens the menus (the page no longer waits for menus that never came).
// Exits 1 with one line when a check fails or the page reports an error.
import { serve, launch } from './serve.mjs';
import { canvasPpm, gadget, phonePage, settle } from './page-state.mjs';
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
/** Where the long press comes down, on the board. */
const LONG_PRESS = [200, 120];
/** Game > Play Deal... in the finger's menus: the Game title's place in the bar, Play Deal...'s label. */
const GAME_TITLE = 2;
const PLAY_DEAL = 'Play Deal...';
/** The least height of a row a finger hits, in CSS pixels. */
const FINGER = 44;
const TOUCHSTONE = [284, 34];
/** The OK of the question whether to end the game under way. */
const END_GAME_OK = [87, 119];
/** Screen lines the stone rides above the finger (Touch.LIFT). */
const LIFT = 18;
/** The phones whose share of the screen is measured: two sizes, both ways round. */
const SHAPES = ['Pixel 7', 'Pixel 7 landscape', 'iPhone 13', 'iPhone 13 landscape', 'iPhone SE',
  'iPhone SE landscape'];

// The desktop after the same inputs by mouse and keys: the click (CLICKED); then the menus opened for a finger
// (drawn outside the screen); then Game > Play Deal... chosen in them, the code typed, Return, and OK to end the game
// under way.
const MENU = [...CLICKED, 'menu open', 'wait 30'];
const DEAL = [...MENU, 'menu 2 15', 'wait 30', `type ${DEAL_CODE}`, 'key ENTER', 'wait 30',
  `click ${END_GAME_OK.join(' ')}`, 'wait 300'];
/** The phones whose menus are measured, both ways round. */
const MENU_SHAPES = ['Pixel 7', 'Pixel 7 landscape', 'iPhone SE', 'iPhone SE landscape'];
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
async function open(device, url = base) {
  const { context, page, cdp } = await phonePage(browser, device, url, build, (e) => { failed = failed || e; });
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
  /** The finger moved on to a point of the page, in CSS pixels, or to the middle of the page's element. */
  const slideToPoint = async (x, y) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove',
      touchPoints: [{ x, y, radiusX: 8, radiusY: 8, force: 1, id: 1 }] });
  };
  const slideTo = async (selector) => {
    const b = await page.locator(selector).first().boundingBox();
    await slideToPoint(b.x + b.width / 2, b.y + b.height / 2);
  };
  return { context, page, touch, stroke, tap, slideTo, slideToPoint };
}

/** The finger's menus opened by the Menu button: every menu's titles and rows measured, a submenu unfolded. */
async function measureMenus(page) {
  await page.tap('[aria-label="Menu"]');
  await page.waitForSelector('#menus.open .title', { timeout: 10000 });
  const titles = await page.locator('#menus .title').count();
  const seen = { titles: [], menus: [] };
  for (let t = 0; t < titles; t++) {
    await page.tap(`#menus .title >> nth=${t}`);
    // Each submenu unfolded too (its rows shown under its item).
    const folds = await page.locator('#menus .row[aria-haspopup="menu"]:not([aria-disabled="true"])').count();
    for (let f = 0; f < folds; f++) {
      const fold = page.locator('#menus .row[aria-haspopup="menu"]:not([aria-disabled="true"])').nth(f);
      if ((await fold.getAttribute('aria-expanded')) !== 'true') {
        await fold.scrollIntoViewIfNeeded();
        await fold.tap();
      }
    }
    seen.menus.push(await page.evaluate(() => {
      const box = document.querySelector('#menus .box');
      const b = box.getBoundingClientRect();
      const rows = Array.from(box.querySelectorAll('.row')).map((r) => {
        const rb = r.getBoundingClientRect();
        return { label: r.querySelector('.label').textContent, height: rb.height, width: rb.width };
      });
      // The last row is reached by scrolling the menu.
      box.scrollTop = box.scrollHeight;
      const last = box.querySelector('.row:last-of-type').getBoundingClientRect();
      return { title: box.getAttribute('aria-label'), rows, left: b.left, top: b.top, right: b.right,
        bottom: b.bottom, lastInView: last.bottom <= b.bottom + 0.5 && last.top >= b.top - 0.5 };
    }));
  }
  seen.titles = await page.evaluate(() => Array.from(document.querySelectorAll('#menus .title')).map((t) => {
    const b = t.getBoundingClientRect();
    return { name: t.getAttribute('aria-label') || t.textContent, height: b.height, width: b.width, right: b.right };
  }));
  seen.screen = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  // A tap beside the menus (at the bottom right corner, below any menu that does not reach there) closes them.
  await page.evaluate(() => { document.querySelector('#menus .box').style.maxHeight = '50px'; });
  await page.touchscreen.tap(seen.screen.width - 2, seen.screen.height - 2);
  await page.waitForFunction(() => !document.querySelector('#menus.open') && !window.ishido.menus.isOpen(), null,
    { timeout: 5000 }).catch(() => {});
  seen.closedByTapBeside = await page.evaluate(() => !document.querySelector('#menus.open'));
  return seen;
}

/** What a finger needs of the menus measured: rows and titles tall and wide enough, all on the screen. */
function checkMenus(device, seen) {
  expect(seen.menus.length >= 5, `${device}: the finger's menus showed ${seen.menus.length} menus`);
  for (const t of seen.titles) {
    expect(t.height >= FINGER && t.width >= FINGER && t.right <= seen.screen.width + 0.5,
      `${device}: the menu title ${t.name} is ${t.width}x${t.height} CSS px, or off the screen`);
  }
  for (const m of seen.menus) {
    expect(m.rows.length > 0, `${device}: the menu ${m.title} has no rows`);
    for (const r of m.rows) {
      expect(r.height >= FINGER, `${device}: ${m.title} > ${r.label} is ${r.height} CSS px tall`);
    }
    expect(m.left >= 0 && m.right <= seen.screen.width + 0.5 && m.bottom <= seen.screen.height + 0.5,
      `${device}: the menu ${m.title} leaves the screen: ${JSON.stringify(m)}`);
    expect(m.lastInView, `${device}: the menu ${m.title}'s last row cannot be scrolled to`);
  }
  expect(seen.closedByTapBeside, `${device}: a tap beside the finger's menus did not close them`);
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

/** The page's buttons that can act (not disabled), by name: "menu undo suggest new" when all can. */
const buttonsEnabled = (page) => page.evaluate(() => [['menu', 'touch-menu'], ['undo', 'touch-undo'],
  ['suggest', 'touch-suggest'], ['new', 'touch-new']].filter(([, id]) => !document.getElementById(id).disabled)
  .map(([name]) => name).join(' '));

const focusedIsTyping = (page) => page.evaluate(() => {
  const e = document.activeElement;
  return !!e && e.tagName === 'INPUT' && e.type === 'text' && e.id === 'typing';
});

try {
  // The picture's share of each phone shape; sideways at least 85% of the height. Upright, the button row.
  const shares = {};
  const menus = {};
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
    if (MENU_SHAPES.includes(device)) {
      menus[device] = await measureMenus(page);
      checkMenus(device, menus[device]);
    }
    await context.close();
  }
  fs.writeFileSync(path.join(out, 'shares.json'), JSON.stringify(shares, null, 1));
  fs.writeFileSync(path.join(out, 'menus.json'), JSON.stringify(menus, null, 1));

  // A tap places the first stone; a long press opens the menus; Play Deal... by the finger, its code typed.
  {
    const { context, page, touch, tap, slideTo, slideToPoint } = await open('Pixel 7 landscape');
    expect(await buttonsEnabled(page) === 'menu suggest new', `at a fresh game the buttons are ${await buttonsEnabled(page)}`);
    await tap(Number(clickX), Number(clickY));
    await settle(page, 300);
    expect(await buttonsEnabled(page) === 'menu undo suggest new', `after a stone the buttons are ${await buttonsEnabled(page)}`);
    await canvasPpm(page, path.join(out, 'canvas-tap.ppm'));
    await touch('touchStart', ...LONG_PRESS);
    await page.waitForFunction(() => window.ishido.touch.state() === 'menu', null, { timeout: 5000 });
    await page.waitForSelector('#menus.open .title', { timeout: 5000 });
    await settle(page, 30);
    await canvasPpm(page, path.join(out, 'canvas-menu.ppm'));
    // The finger slides onto the Game title, which shows its menu, then down onto Play Deal..., and lifts there.
    await slideTo(`#menus .title >> nth=${GAME_TITLE}`);
    await page.waitForSelector('#menus .box', { timeout: 5000 });
    // Sideways the menu is taller than the screen: the finger rests at its bottom edge until it has scrolled
    // Play Deal... into view, then moves onto it.
    const box = await page.locator('#menus .box').boundingBox();
    await slideToPoint(box.x + box.width / 2, box.y + box.height - 4);
    await page.waitForFunction((label) => {
      const b = document.querySelector('#menus .box').getBoundingClientRect();
      const row = Array.from(document.querySelectorAll('#menus .row')).find((r) => r.textContent.includes(label));
      return row.getBoundingClientRect().bottom < b.bottom - 48;
    }, PLAY_DEAL, { timeout: 10000 });
    await slideTo(`#menus .row:has-text("${PLAY_DEAL}")`);
    expect(await page.evaluate((label) => { const lit = document.querySelector('#menus .row.lit');
      return !!lit && lit.textContent.includes(label); }, PLAY_DEAL), 'the row under the sliding finger is not lit');
    await touch('touchEnd', 0, 0);
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
    const { context, page, stroke, touch } = await open('iPhone 13 landscape');
    await stroke([TOUCHSTONE, [200, 120], [Number(clickX), Number(clickY) + LIFT]]);
    await settle(page, 300);
    await canvasPpm(page, path.join(out, 'canvas-drag.ppm'));
    await page.tap('[aria-label="Menu"]');
    await page.waitForSelector('#menus.open .title', { timeout: 5000 });
    await page.tap(`#menus .title >> nth=${GAME_TITLE}`);
    await page.waitForSelector('#menus .box[aria-label="Game"]', { timeout: 5000 });
    // A second tap on the open title folds its menu (the bar stays); a third shows it again.
    await page.tap(`#menus .title >> nth=${GAME_TITLE}`);
    const folded = await page.evaluate(() => ({ box: document.querySelectorAll('#menus .box').length,
      bar: document.querySelectorAll('#menus.open .title').length }));
    expect(folded.box === 0 && folded.bar > 0,
      `a second tap on the Game title does not fold its menu: ${JSON.stringify(folded)}`);
    await page.tap(`#menus .title >> nth=${GAME_TITLE}`);
    await page.waitForSelector('#menus .box[aria-label="Game"]', { timeout: 5000 });
    await page.tap(`#menus .row:has-text("${PLAY_DEAL}")`);
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
    await page.setViewportSize(full);
    await settle(page, 10, 100);
    // The Play Deal requester is up and takes every input: the buttons are ghosted, and a long press opens nothing.
    expect(await buttonsEnabled(page) === '', `under a requester the page's buttons can act: ${await buttonsEnabled(page)}`);
    await touch('touchStart', ...LONG_PRESS);
    await page.waitForFunction(() => window.ishido.touch.state() === 'menu', null, { timeout: 5000 });
    await touch('touchEnd', ...LONG_PRESS);
    await settle(page, 10, 100);
    expect(!(await page.evaluate(() => window.ishido.menus.isOpen())),
      'a long press under a requester left the page waiting for menus');
    await page.touchscreen.tap(...await gadget(page, 'Cancel'));
    await settle(page, 10, 100);
    expect(await buttonsEnabled(page) === 'menu undo suggest new', `after Cancel the buttons are ${await buttonsEnabled(page)}`);
    await page.tap('[aria-label="Menu"]');
    await page.waitForSelector('#menus.open .title', { timeout: 5000 }).catch(() => {});
    expect(await page.evaluate(() => !!document.querySelector('#menus.open')),
      'the first tap of Menu after a requester closed did not open the menus');
    await context.close();
  }

  // The opening's titles have no menus and no game: every button is ghosted.
  {
    const { context, page } = await open('Pixel 7 landscape', base.replace('&skip-codewheel', ''));
    expect(await buttonsEnabled(page) === '', `on the titles the page's buttons can act: ${await buttonsEnabled(page)}`);
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
