// What the browser tests read of a running page (page-, phone-test.mjs and others): the canvas's pixels, a fresh
// phone's page, and waits on the state the page publishes in window.ishido (ticks: the game's tick count;
// presented: when a changed picture was last put on the canvas) instead of fixed sleeps.
import { devices } from 'playwright-core';
import fs from 'node:fs';
import { difference } from './pictures.mjs';

/** The canvas's pixels as a binary PPM (what putImageData put there: the framebuffer, the pointer if shown). */
export async function canvasPpm(page, file) {
  const rgba = await page.evaluate(() => {
    const c = document.getElementById('screen');
    return Array.from(c.getContext('2d').getImageData(0, 0, c.width, c.height).data);
  });
  writePpm(rgba, file);
}

/** Writes the canvas's RGBA bytes (320x200, as getImageData gives them) as a binary PPM. */
export function writePpm(rgba, file) {
  const rgb = Buffer.alloc(320 * 200 * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4) {
    rgb[j++] = rgba[i]; rgb[j++] = rgba[i + 1]; rgb[j++] = rgba[i + 2];
  }
  fs.writeFileSync(file, Buffer.concat([Buffer.from('P6\n320 200\n255\n', 'ascii'), rgb]));
}

/**
 * Opens the page at the URL (reloads it without one) and waits for the game's first frame; fails with the page's
 * one line when it shows one instead, or when it ran another build than the one asked for (js, wasm) if any.
 */
export async function startGame(page, url, build) {
  if (url) { await page.goto(url); } else { await page.reload(); }
  await page.waitForFunction(() => (window.ishido && window.ishido.firstFrame)
    || getComputedStyle(document.getElementById('status')).display !== 'none', null, { timeout: 60000 });
  const status = await page.evaluate(() => document.getElementById('status').textContent);
  if (status) { throw new Error(status); }
  const ran = await page.evaluate(() => window.ishido.build);
  if (build && ran !== build) { throw new Error(`asked for the ${build} build, but the page ran ${ran}`); }
  // The page's own type (index.html's @font-face), loaded before any picture of its buttons is taken.
  const font = await page.evaluate(async () => {
    await document.fonts.load('bold 16px "Ishido Sans"');
    const face = Array.from(document.fonts).find((f) => f.family.replace(/"/g, '') === 'Ishido Sans');
    return face ? face.status : 'missing';
  });
  if (font !== 'loaded') { throw new Error(`the page's font Ishido Sans is ${font}, not loaded`); }
}

/**
 * Waits until the game has ticked ticksFromNow more times (so input given before has been handled and drawn)
 * and then has put no changed picture on the canvas for quietMs.
 */
export async function settle(page, ticksFromNow, quietMs = 500) {
  const now = await page.evaluate(() => (window.ishido && window.ishido.ticks) || 0);
  await page.waitForFunction((t) => window.ishido && window.ishido.ticks >= t, now + ticksFromNow, { timeout: 60000 });
  await page.waitForFunction((q) => performance.now() - (window.ishido.presented || 0) > q, quietMs,
    { timeout: 30000, polling: 50 });
}

/**
 * A fresh page on an emulated phone of playwright's devices (touch, the phone's screen and pixel ratio; chromium
 * whatever the phone's own browser), the game started at the URL and settled: its context, the page, and a CDP
 * session to send touch events by. What the page throws goes to onError; its console's errors are printed.
 */
export async function phonePage(browser, device, url, build, onError) {
  const d = devices[device];
  const context = await browser.newContext({ viewport: d.viewport, screen: d.screen || d.viewport,
    deviceScaleFactor: d.deviceScaleFactor, isMobile: true, hasTouch: true, userAgent: d.userAgent });
  const page = await context.newPage();
  page.on('pageerror', (e) => onError('the page threw: ' + e.message));
  page.on('console', (m) => { if (m.type() === 'error') { console.error('page: ' + m.text()); } });
  await startGame(page, url, build);
  await settle(page, 60);
  return { context, page, cdp: await context.newCDPSession(page) };
}

/**
 * Where on the page the middle of the gadget with this label is (a button, a list's line), as the game last drew
 * it (window.ishido.gadgets: one line a gadget, label, x, y, width, height, the last drawn on top), through the
 * canvas's place and scale; throws when the picture shows no such gadget.
 */
export async function gadget(page, label) {
  const found = await page.evaluate((wanted) => {
    const lines = (window.ishido.gadgets || '').split('\n').filter((l) => l.split('\t')[0] === wanted);
    if (lines.length === 0) { return null; }
    const [, x, y, w, h] = lines[lines.length - 1].split('\t').map(Number);
    const r = document.getElementById('screen').getBoundingClientRect();
    return [r.left + (x + w / 2) * r.width / 320, r.top + (y + h / 2) * r.height / 200];
  }, label);
  if (!found) {
    const shown = await page.evaluate(() => (window.ishido.gadgets || '').split('\n').map((l) => l.split('\t')[0]).join(', '));
    throw new Error(`no gadget "${label}" on the screen (it shows: ${shown})`);
  }
  return found;
}

/**
 * A long press's finger, down and holding on the page with the finger's menus open (menus.js), slides onto the
 * menu's title (its place in the bar), then down its menu onto the item of this label: where the menu is taller
 * than the screen it rests at the menu's bottom edge until the item has scrolled into view. It does not lift.
 */
export async function slideToMenuItem(page, cdp, title, label) {
  const slide = async (x, y) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove',
      touchPoints: [{ x, y, radiusX: 8, radiusY: 8, force: 1, id: 1 }] });
  };
  const middle = async (selector) => {
    const b = await page.locator(selector).first().boundingBox();
    await slide(b.x + b.width / 2, b.y + b.height / 2);
  };
  await page.waitForSelector('#menus.open .title', { timeout: 10000 });
  await middle(`#menus .title >> nth=${title}`);
  await page.waitForSelector('#menus .box', { timeout: 5000 });
  const box = await page.locator('#menus .box').boundingBox();
  await slide(box.x + box.width / 2, box.y + box.height - 4);
  await page.waitForFunction((wanted) => {
    const b = document.querySelector('#menus .box').getBoundingClientRect();
    const row = Array.from(document.querySelectorAll('#menus .row')).find((r) => r.textContent.includes(wanted));
    return !!row && row.getBoundingClientRect().bottom < b.bottom - 48;
  }, label, { timeout: 10000 });
  await middle(`#menus .row:has-text("${label}")`);
}

/**
 * Waits until the canvas, read into the file (a binary PPM), is the expected picture (a game that weighs words or
 * searches in its ticks may take a while), at most 20 s; throws with what and both files when it never is.
 */
export async function expectCanvas(page, file, expected, what) {
  let differs;
  const until = Date.now() + 20000;
  do {
    await settle(page, 30, 300);
    await canvasPpm(page, file);
    differs = difference(file, expected);
  } while (differs && Date.now() < until);
  if (differs) {
    throw new Error(`${what}: ${file} differs from the desktop's ${expected} (${differs})`);
  }
}
