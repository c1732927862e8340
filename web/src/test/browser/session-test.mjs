// The page's sessions as a player meets them: serves the web build on 127.0.0.1 and opens it in Debian's chromium:
//   node session-test.mjs SITE_DIR OUT_DIR js|wasm        (OUT_DIR as every test takes it; this one keeps nothing there)
// File > Quit ends the game under way as a player's quitting does (no error) and shows the opening; a game
// resumed after a reload is the same game, so End Game then shows its Deal line and Share and the history keeps
// its code; a reload at Game Over or in the name entry brings Game Over back and the game reaches the high scores
// once; with the site's storage blocked the page says so once in its strip, which does not cover the canvas and
// closes, and the game goes on; two tabs: the second offers to take the game over, the first lets go, and the game
// ending is recorded once in the history and the high scores; a deal link opened in a tab that does not hold the game
// is offered there once it takes the game over; a tap on a taken square says why on the status line,
// with no requester to tap away. Prints one line of JSON with what was seen; exits 1 with one line when a check fails.
import { serve, launch } from './serve.mjs';
import { gadget, settle, startGame } from './page-state.mjs';

const [site, , build] = process.argv.slice(2);
if (!site || (build !== 'js' && build !== 'wasm')) {
  console.error('usage: node session-test.mjs SITE_DIR OUT_DIR js|wasm');
  process.exit(2);
}

function expect(condition, what) {
  if (!condition) { throw new Error(what); }
}

/** Opens the URL (or reloads) and waits for the first frame, failing on a status line. */
async function open(page, url) {
  await startGame(page, url);
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

  // A reload at Game Over, then in the name entry: Game Over comes back each time, and the name reaches the table once.
  await open(page, null);
  seen.reloadedAtGameOver = await gadgets(page);
  expect(seen.reloadedAtGameOver.includes('Close'), `a reload at Game Over shows ${seen.reloadedAtGameOver}`);
  await page.keyboard.press('Escape');
  await handled(page);
  seen.nameEntry = await page.evaluate(() => window.ishido.screen);
  await open(page, null);
  expect((await gadgets(page)).includes('Close'), 'a reload in the name entry does not bring Game Over back');
  await page.keyboard.press('Escape');
  await handled(page);
  await page.keyboard.type('Reload');
  await page.keyboard.press('Enter');
  await settle(page, 30);
  const scores = await page.evaluate(() => window.ishido.storage.get('ishido:f:/Browser/highscores.txt') || '');
  seen.entered = (scores.match(/Reload/g) || []).length;
  expect(seen.entered >= 1, 'the game reloaded at its name entry never reached the high scores');
  expect((await history(page)).length === kept + 1, 'the reloads kept the game in the history again');
  await page.mouse.click(160, 100);
  await handled(page);
  await open(page, null);
  expect(!(await gadgets(page)).includes('Close'), 'Game Over came back after the name was given');
  const again = await page.evaluate(() => window.ishido.storage.get('ishido:f:/Browser/highscores.txt') || '');
  expect((again.match(/Reload/g) || []).length === seen.entered, 'the game was entered in the high scores twice');
  await context.close();

  // Two tabs of one game: the second asks to take it over; once it has, the first lets go; one end, recorded once.
  const tabs = await browser.newContext({ viewport: { width: 320, height: 200 }, deviceScaleFactor: 1 });
  const first = await tabs.newPage();
  first.on('pageerror', (e) => { failed = failed || ('the first tab threw: ' + e.message); });
  await open(first, `${origin}/index.html?skip-codewheel&scale=1&${build}`);
  await placeStones(first, 3);
  const keptGame = await first.evaluate(() => window.ishido.storage.get('ishido:f:/Browser/under-way.ishido'));
  expect(keptGame, 'the first tab keeps no game under way');
  const second = await tabs.newPage();
  second.on('pageerror', (e) => { failed = failed || ('the second tab threw: ' + e.message); });
  await open(second, `${origin}/index.html?skip-codewheel&scale=1&${build}`);
  seen.secondTab = await gadgets(second);
  expect(seen.secondTab.includes('Take Over'), `the second tab does not offer to take the game over: ${seen.secondTab}`);
  const tabHistory = (await history(second)).length;
  await click(second, 'Take Over');
  await settle(second, 30);
  await first.bringToFront();
  await settle(first, 30);
  seen.firstLetGo = await gadgets(first);
  expect(seen.firstLetGo.includes('Take Over'), `the first tab plays on after the second took the game: ${seen.firstLetGo}`);
  await second.bringToFront();
  const taken = await second.evaluate(() => window.ishido.storage.get('ishido:f:/Browser/under-way.ishido'));
  expect(taken === keptGame, 'taking the game over changed the kept game');
  await second.keyboard.press('Alt+KeyE');
  await handled(second);
  await click(second, 'OK');
  await settle(second, 30);
  await second.keyboard.press('Escape');
  await handled(second);
  await second.keyboard.type('Tabs');
  await second.keyboard.press('Enter');
  await settle(second, 30);
  await second.mouse.click(160, 100);
  await handled(second);
  await first.bringToFront();
  await click(first, 'Take Over');
  await settle(first, 30);
  seen.firstTakesBack = await gadgets(first);
  expect(!seen.firstTakesBack.includes('Close') && !seen.firstTakesBack.includes('OK'),
    `the first tab, taking back a game ended elsewhere, asks: ${seen.firstTakesBack}`);
  const tabScores = await first.evaluate(() => window.ishido.storage.get('ishido:f:/Browser/highscores.txt') || '');
  const tabGames = (await history(first)).length;
  seen.tabs = { games: tabGames - tabHistory, entered: (tabScores.match(/Tabs/g) || []).length };
  expect(seen.tabs.games === 1, `two tabs kept ${seen.tabs.games} games for one game's end`);
  expect(seen.tabs.entered > 0, 'the game ended in the second tab never reached the high scores');
  await second.bringToFront();
  await settle(second, 30);
  expect((await gadgets(second)).includes('Take Over'), 'the second tab plays on after the first took the game back');

  // A deal link opened in a tab while another holds the game: kept for the Take Over, then offered beside the game.
  await first.bringToFront();
  await placeStones(first, 2);
  const linked = await tabs.newPage();
  linked.on('pageerror', (e) => { failed = failed || ('the linked tab threw: ' + e.message); });
  await open(linked, `${origin}/index.html?deal=7FNS-AFRQ&skip-codewheel&scale=1&${build}`);
  expect((await gadgets(linked)).includes('Take Over'), 'the tab of a deal link does not offer to take the game over');
  await click(linked, 'Take Over');
  await settle(linked, 30);
  seen.linkAfterTakeOver = await gadgets(linked);
  expect(seen.linkAfterTakeOver.includes('OK'), `the deal link was dropped at the Take Over: ${seen.linkAfterTakeOver}`);
  await click(linked, 'OK');
  await placeStones(linked, 1);
  const linkedGame = await linked.evaluate(() => window.ishido.storage.get('ishido:f:/Browser/under-way.ishido') || '');
  expect(/\nDeal Code: 7FNS-AFRQ\n/.test(linkedGame), 'the deal link\'s game is not the one kept under way');
  await tabs.close();

  // A finger's tap on a taken square (a corner's first stone): the status line says why; no requester needs OK.
  const fingers = await browser.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 1, hasTouch: true });
  const f = await fingers.newPage();
  f.on('pageerror', (e) => { failed = failed || ('the touch page threw: ' + e.message); });
  await open(f, `${origin}/index.html?skip-codewheel&${build}`);
  const statusLine = () => f.evaluate(() => {
    const c = document.getElementById('screen');
    return Array.from(c.getContext('2d').getImageData(8, 186, 240, 9).data).join(',');
  });
  const lineBefore = await statusLine();
  const corner = await f.evaluate(() => {
    const r = document.getElementById('screen').getBoundingClientRect();
    return [r.left + 18 * r.width / 320, r.top + 30 * r.height / 200];
  });
  await f.touchscreen.tap(...corner);
  await settle(f, 30);
  seen.tappedTaken = await gadgets(f);
  expect(!seen.tappedTaken.includes('OK'), `a tap on a taken square opens a requester: ${seen.tappedTaken}`);
  expect(await statusLine() !== lineBefore, 'a tap on a taken square says nothing on the status line');
  await fingers.close();

  // The site's storage blocked: said once on the screen, below the canvas, closed by its x; the game goes on.
  const blocked = await browser.newContext({ viewport: { width: 640, height: 480 }, deviceScaleFactor: 1 });
  await blocked.addInitScript(() => {
    const refuse = () => { throw new DOMException('The user denied permission to access the database.', 'SecurityError'); };
    Object.defineProperty(window, 'indexedDB', { configurable: true, get: () => ({ open: refuse }) });
    Object.defineProperty(window, 'localStorage', { configurable: true, get: refuse });
  });
  const b = await blocked.newPage();
  b.on('pageerror', (e) => { failed = failed || ('the blocked page threw: ' + e.message); });
  await b.goto(`${origin}/index.html?skip-codewheel&${build}`);
  await b.waitForFunction(() => window.ishido && window.ishido.firstFrame, null, { timeout: 60000 });
  await settle(b, 60);
  const strip = () => b.evaluate(() => {
    const s = document.getElementById('status');
    const c = document.getElementById('screen').getBoundingClientRect();
    return { text: s.textContent, shown: getComputedStyle(s).display !== 'none', top: s.getBoundingClientRect().top,
      canvasBottom: c.bottom, canvasHeight: c.height, kind: window.ishido.storeKind };
  });
  seen.blocked = await strip();
  expect(seen.blocked.shown && /keep nothing/.test(seen.blocked.text), `storage blocked, the page says: ${seen.blocked.text}`);
  expect(seen.blocked.canvasBottom <= seen.blocked.top + 0.5,
    `the storage strip (top ${seen.blocked.top}) covers the canvas (bottom ${seen.blocked.canvasBottom})`);
  await b.click('#status-close');
  await settle(b, 10);
  seen.closed = await strip();
  expect(!seen.closed.shown, 'the storage strip does not close');
  expect(seen.closed.canvasHeight >= seen.blocked.canvasHeight, 'the canvas did not take back the strip\'s room');
  const before = await b.evaluate(() => window.ishido.ticks);
  await b.keyboard.press('Enter');
  await b.keyboard.press('Enter');
  await b.waitForFunction((t) => window.ishido.ticks > t, before + 30, { timeout: 30000 })
    .catch(() => { throw new Error('the game stopped with its storage blocked'); });
  await blocked.close();
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
