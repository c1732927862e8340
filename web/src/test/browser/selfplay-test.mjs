// The computer in the page plays the desktop's very game (issue 37): with an iteration budget the page's selfplay
// (index.html?selfplay) must print the line the desktop's selfplay command prints, whether its search runs on two
// helpers (Web Workers), which must have answered some of its rounds, or in slices of the page's ticks:
//   node selfplay-test.mjs SITE_DIR OUT_DIR js|wasm
// OUT_DIR keeps the desktop's line (desktop/). Prints the game's line; exits 1 with one line when the page's game is another or the helpers answered nothing.
import { serve, launch } from './serve.mjs';
import { desktopSelfplay } from './desktop.mjs';

const [site, out, build] = process.argv.slice(2);
if (!site || !out || (build !== 'js' && build !== 'wasm')) {
  console.error('usage: node selfplay-test.mjs SITE_DIR OUT_DIR js|wasm');
  process.exit(2);
}
/** One game of the Master at 300 rollouts a move: a minute or so in the page. */
const GAME = { games: 1, seed: 1, iterations: 300 };

let server = null;
let browser = null;
try {
  const desktop = desktopSelfplay(out, Object.entries(GAME).flatMap(([k, v]) => [`--${k}`, String(v)]));
  server = await serve(site);
  browser = await launch();
  const query = Object.entries(GAME).map(([k, v]) => `${k}=${v}`).join('&');
  for (const way of ['threads=2', 'helpers=0']) {
    const context = await browser.newContext({ viewport: { width: 960, height: 600 } });
    const page = await context.newPage();
    let failed = null;
    page.on('pageerror', (e) => { failed = failed || ('the page threw: ' + e.message); });
    await page.goto(`http://127.0.0.1:${server.address().port}/index.html?selfplay&${build}&${query}&${way}`);
    await page.waitForFunction(() => (window.ishido && window.ishido.selfplayDone)
      || getComputedStyle(document.getElementById('status')).display !== 'none' && !window.ishido.selfplay, null,
    { timeout: 600000, polling: 1000 });
    const seen = await page.evaluate(() => ({ build: window.ishido.build, lines: window.ishido.selfplay || '',
      status: document.getElementById('status').textContent, rounds: window.ishido.helperRounds }));
    if (failed) { throw new Error(failed); }
    if (!seen.lines) { throw new Error(`the page's selfplay did not run: ${seen.status}`); }
    if (seen.build !== build) { throw new Error(`asked for the ${build} build, but the page ran ${seen.build}`); }
    const game = seen.lines.split('\n')[0];
    if (game !== desktop) {
      throw new Error(`the page's Master game in ${build} with ${way} (${game}) is not the desktop's (${desktop})`);
    }
    if (way === 'threads=2' && !(seen.rounds >= 1)) {
      throw new Error(`the page's helpers (${build}) answered none of the search's rounds`);
    }
    await context.close();
  }
  console.log(desktop);
} catch (e) {
  console.error('selfplay-test: ' + (e.message || e).toString().split('\n')[0]);
  process.exitCode = 1;
} finally {
  if (browser) { await browser.close(); }
  if (server) { server.close(); }
}
