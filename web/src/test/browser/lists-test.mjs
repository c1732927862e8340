// The finger's list (issue 70): a file requester's list, whose lines are 9 Amiga pixels, opened by a finger's tap
// at a finger's size (lists.js), on emulated phones, the fingers sent as the browser's touch events:
//   node lists-test.mjs SITE_DIR OUT_DIR js|wasm
// On a Pixel 7 upright and an iPhone SE sideways it checks that:
//  - a tap on File > Load Game...'s list (after Volumes) opens the finger's list, with the list's lines in view,
//    each row at least 44 CSS pixels tall and as wide as a finger; a tap on a drawer's row opens the drawer and the
//    finger's list stays, with its lines; Close closes it;
//  - on the Pixel 7 (a game saved first by Save Game As...): a tap on the file's row picks it in the game (the
//    requester's list selects it) and closes the finger's list; a mouse's click on the list selects its line as ever
//    and opens nothing (the Amiga's list unchanged).
// What it measured is kept in OUT_DIR/lists.json, with a picture of each phone's finger's list (lists-PHONE.png).
// Exits 1 with one line when a check fails or the page reports an error.
import { serve, launch } from './serve.mjs';
import { gadget, phonePage, settle } from './page-state.mjs';
import { SEED } from './desktop.mjs';
import fs from 'node:fs';
import path from 'node:path';

const [site, out, build] = process.argv.slice(2);
if (!site || !out || (build !== 'js' && build !== 'wasm')) {
  console.error('usage: node lists-test.mjs SITE_DIR OUT_DIR js|wasm');
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });
/** The least a finger needs, in CSS pixels. */
const FINGER = 44;

function expect(condition, what) {
  if (!condition) { throw new Error(what); }
}

const server = await serve(site);
const base = `http://127.0.0.1:${server.address().port}/index.html?seed=${SEED}&skip-codewheel&${build}`;
const browser = await launch();
let failed = null;
const measured = {};
try {
  for (const device of ['Pixel 7', 'iPhone SE landscape']) {
    const { context, page, cdp } = await phonePage(browser, device, base, build, (e) => { failed = failed || e; });
    /** A finger's tap at a point of the page, in CSS pixels. */
    const tap = async (x, y) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart',
        touchPoints: [{ x, y, radiusX: 8, radiusY: 8, force: 1, id: 1 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const tapOn = async (locator) => {
      const b = await locator.boundingBox();
      await tap(b.x + b.width / 2, b.y + b.height / 2);
    };
    /** The game's list as it notes it: its head (top, rows, size, selected) and its lines in view. */
    const list = async () => {
      const text = await page.evaluate(() => window.ishido.list || '');
      const rows = text.split('\n').filter((l) => l);
      if (rows.length === 0) { return null; }
      const h = rows[0].split('\t').map(Number);
      return { x: h[1], y: h[2], w: h[3], h: h[4], top: h[5], selected: h[8],
        lines: rows.slice(1).map((l) => l.split('\t')[1]) };
    };
    /** A screen point (Amiga pixels) as a point of the page. */
    const onPage = (x, y) => page.evaluate(([sx, sy]) => {
      const r = document.getElementById('screen').getBoundingClientRect();
      return [r.left + (sx + 0.5) * r.width / 320, r.top + (sy + 0.5) * r.height / 200];
    }, [x, y]);

    /** A menu item chosen by the finger's menus: the Menu button, the menu's title, the item's row. */
    const choose = async (title, item) => {
      await tapOn(page.locator('[aria-label="Menu"]'));
      await page.waitForSelector('#menus.open .title', { timeout: 10000 });
      await tapOn(page.locator('#menus .title', { hasText: title }));
      await tapOn(page.locator('#menus .row', { hasText: item }));
    };
    const tapGadget = async (label) => { await tap(...await gadget(page, label)); };
    /** Waits for the game's list to hold lines (other than these, if given). */
    const listed = async (what, was = '') => {
      await page.waitForFunction((w) => (window.ishido.list || '').includes('\nline\t')
        && (window.ishido.list || '').split('\n').slice(1).join('\n') !== w, was, { timeout: 20000 })
        .catch(() => { throw new Error(`${device}: ${what} showed no lines in the file list`); });
      return list();
    };
    /** Opens the finger's list by a tap on the game's list's first line, and measures its rows. */
    const openFingers = async (shown) => {
      await tap(...await onPage(shown.x + 10, shown.y + 4));
      await page.waitForSelector('#lists.open [role="option"]', { timeout: 10000 })
        .catch(() => { throw new Error(`${device}: a tap on the file list opened no finger's list`); });
      const rows = await page.locator('#lists.open button').evaluateAll((bs) => bs.map((b) => {
        const r = b.getBoundingClientRect();
        return { text: b.textContent, role: b.getAttribute('role'), width: r.width, height: r.height };
      }));
      const options = rows.filter((r) => r.role === 'option').map((r) => r.text);
      expect(JSON.stringify(options) === JSON.stringify(shown.lines.map((l) => l.trim())),
        `${device}: the finger's list shows ${options}, not the list's lines ${shown.lines}`);
      const small = rows.filter((r) => r.height < FINGER || r.width < FINGER);
      expect(small.length === 0, `${device}: rows under a finger's ${FINGER} CSS px: ${JSON.stringify(small)}`);
      return rows;
    };
    const fingersOpen = () => page.evaluate(() => window.ishido.lists.isOpen());

    if (device === 'Pixel 7') {
      // A game saved first, so that Load Game's list has a file to pick.
      await choose('File', 'Save Game As...');
      await page.waitForFunction(() => (window.ishido.gadgets || '').includes('Save\t'), null, { timeout: 20000 });
      await page.keyboard.insertText('finger');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => !(window.ishido.gadgets || '').includes('Save\t'), null, { timeout: 20000 })
        .catch(() => { throw new Error(`${device}: Save Game As... did not save`); });
      await choose('File', 'Load Game...');
      const files = await listed('Load Game...');
      const rows = await openFingers(files);
      const at = files.lines.findIndex((l) => l.trim() === 'finger.ishido');
      expect(at >= 0, `${device}: the saved game is not in Load Game's list (${files.lines})`);
      // A tap on the file's row picks it in the game, and the finger's list closes.
      await tapOn(page.locator('#lists [role="option"]').nth(at));
      await page.waitForFunction(() => !window.ishido.lists.isOpen(), null, { timeout: 10000 })
        .catch(() => { throw new Error(`${device}: a tap on a file's row did not close the finger's list`); });
      await settle(page, 5, 0);
      expect((await list()).selected === files.top + at, `${device}: the row tapped did not select its line`);
      // The mouse: its click on the list selects its line as ever, and no finger's list opens (after the double
      // click's half second, or the click would open the game).
      await settle(page, 40, 0);
      await page.mouse.click(...await onPage(files.x + 10, files.y + 4));
      await settle(page, 5, 0);
      expect(!(await fingersOpen()), `${device}: a mouse's click opened the finger's list`);
      expect((await list()).selected === files.top, `${device}: a mouse's click did not select the list's first line`);
      measured[device + ' files'] = rows.map((r) => [r.text, Math.round(r.height), Math.round(r.width)]);
    } else {
      await choose('File', 'Load Game...');
      await page.waitForFunction(() => (window.ishido.list || '').startsWith('list'), null, { timeout: 20000 });
    }
    // Volumes: a tap on a drawer's row opens it, and the finger's list stays with the drawer's lines.
    const was = await page.evaluate(() => (window.ishido.list || '').split('\n').slice(1).join('\n'));
    await tapGadget('Volumes');
    const volumes = await listed('Volumes', was);
    const rows = await openFingers(volumes);
    await page.screenshot({ path: path.join(out, `lists-${device.replace(/ /g, '-')}.png`) });
    const screenHeight = await page.evaluate(() => document.getElementById('screen').getBoundingClientRect().height);
    measured[device] = { rows: rows.map((r) => [r.text, Math.round(r.height), Math.round(r.width)]),
      canvasRowPx: Math.round(screenHeight / 200 * 9 * 10) / 10 };
    const drawer = volumes.lines.findIndex((l) => l.endsWith('(dir)'));
    const inVolumes = await page.evaluate(() => (window.ishido.list || '').split('\n').slice(1).join('\n'));
    await tapOn(page.locator('#lists [role="option"]').nth(drawer));
    await page.waitForFunction((w) => (window.ishido.list || '').split('\n').slice(1).join('\n') !== w, inVolumes,
      { timeout: 10000 }).catch(() => { throw new Error(`${device}: a tap on a drawer's row did not open it`); });
    await settle(page, 5, 0);
    expect(await fingersOpen(), `${device}: a tap on a drawer's row closed the finger's list`);
    await tapOn(page.locator('#lists .close'));
    await settle(page, 3, 0);
    expect(!(await fingersOpen()), `${device}: Close did not close the finger's list`);
    await gadget(page, 'Cancel');
    await context.close();
  }
  fs.writeFileSync(path.join(out, 'lists.json'), JSON.stringify(measured, null, 1));
  if (failed) { throw new Error(failed); }
  console.log(`lists-test ${build}: ${['Pixel 7', 'iPhone SE landscape'].map((d) => `${d} rows `
    + `${Math.min(...measured[d].rows.map((r) => r[1]))} CSS px (the canvas's ${measured[d].canvasRowPx})`).join('; ')}`);
} catch (e) {
  console.error('lists-test: ' + (e.message || e).toString().split('\n')[0]);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
