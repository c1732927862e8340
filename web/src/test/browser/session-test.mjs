// The page's sessions as a player meets them: serves the web build on 127.0.0.1 and opens it in Debian's chromium:
//   node session-test.mjs SITE_DIR js|wasm
// File > Quit ends the game under way as a player's quitting does (no error) and shows the opening; a game
// resumed after a reload is the same game, so End Game then shows its Deal line and Share and the history keeps
// its code. Prints one line of JSON with what was seen; exits 1 with one line when a check fails.
import { serve, launch } from './serve.mjs';
import { gadget, settle } from './page-state.mjs';

const [site, build] = process.argv.slice(2);
if (!site || (build !== 'js' && build !== 'wasm')) {
  console.error('usage: node session-test.mjs SITE_DIR js|wasm');
  process.exit(2);
}

function expect(condition, what) {
  if (!condition) { throw new Error(what); }
}

/** Opens the URL (or reloads) and waits for the first frame, failing on a status line. */
async function open(page, url) {
  if (url) { await page.goto(url); } else { await page.reload(); }
  await page.waitForFunction(() => (window.ishido && window.ishido.firstFrame)
    || getComputedStyle(document.getElementById('status')).display !== 'none', null, { timeout: 60000 });
  const status = await page.evaluate(() => document.getElementById('status').textContent);
  if (status) { throw new Error(status); }
  await settle(page, 240);
}

const handled = (page) => settle(page, 2, 200);
const gadgets = (page) => page.evaluate(() => (window.ishido.gadgets || '').split('\n').map((l) => l.split('\t')[0]));
const screen = (page) => page.evaluate(() => window.ishido.screen);
const click = async (page, label) => { await page.mouse.click(...await gadget(page, label)); await handled(page); };

/** Places n stones by the keyboard, then puts the cursor away. */
async function placeStones(page, n) {
  for (let i = 0; i <= n; i++) { await page.keyboard.press('Enter'); await handled(page); }
  await page.keyboard.press('Escape');
  await settle(page, 240);
}

const HISTORY = 'ishido:f:/Browser/history/';
const history = (page) => page.evaluate((prefix) => {
  const games = [];
  for (let i = 0; i < window.ishido.storage.length(); i++) {
    const k = window.ishido.storage.key(i);
    if (k.startsWith(prefix)) { games.push(window.ishido.storage.get(k)); }
  }
  return games;
}, HISTORY);

const server = await serve(site);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launch();
let failed = null;
const seen = { build };
try {
  const context = await browser.newContext({ viewport: { width: 320, height: 200 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (e) => { failed = failed || ('the page threw: ' + e.message); });

  // File > Quit with a game under way: asked first, then the opening, no error requester.
  await open(page, `${origin}/index.html?skip-codewheel&scale=1&${build}`);
  await placeStones(page, 2);
  await page.keyboard.press('Alt+KeyQ');
  await handled(page);
  await click(page, 'Quit');
  await settle(page, 30);
  seen.afterQuit = { screen: await screen(page), gadgets: await gadgets(page) };
  expect(!seen.afterQuit.gadgets.includes('Go On'), `Quit ended on the error requester: ${seen.afterQuit.gadgets}`);
  expect(seen.afterQuit.screen === 'opening', `after Quit the page shows ${seen.afterQuit.screen}, not the opening`);
  const status = await page.evaluate(() => document.getElementById('status').textContent);
  expect(!status, `after Quit the page says: ${status}`);

  // A game resumed after a reload keeps its deal's code: End Game shows the Deal and Share; the history keeps the code.
  await open(page, `${origin}/index.html?skip-codewheel&scale=1&${build}`);
  await placeStones(page, 3);
  await open(page, null);
  const kept = (await history(page)).length;
  await page.keyboard.press('Alt+KeyE');
  await handled(page);
  await click(page, 'OK');
  await settle(page, 30);
  seen.gameOver = await gadgets(page);
  expect(seen.gameOver.includes('Share'), `the resumed game's Game Over has no Share: ${seen.gameOver}`);
  const games = await history(page);
  expect(games.length === kept + 1, `${games.length - kept} games kept by the End Game, not one`);
  expect(games.some((g) => /\nDeal Code: /.test(g)), 'the history keeps the resumed game without its deal code');
  await context.close();
} catch (e) {
  failed = failed || e.message;
} finally {
  await browser.close();
  if (server.listening) { server.closeAllConnections(); server.close(); }
}
if (failed) {
  console.error(`session-test (${build}): ${failed}`);
  process.exit(1);
}
console.log(JSON.stringify(seen));
