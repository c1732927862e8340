// The browser test: serves the web build on 127.0.0.1, opens it in Debian's chromium (headless) and
// writes what the page shows, for .ci/run to compare with the desktop's screenshots of the same deal:
//   node page-test.mjs SITE_DIR OUT_DIR SEED CLICK_X CLICK_Y [js|wasm]
// The last argument forces that build (?js or ?wasm) and checks that it is the one that ran; without it the
// page chooses as it does for a player.
// OUT_DIR gets canvas-start.ppm and page-start.png (the board as dealt, in a 320x200 window), then
// canvas-click.ppm and page-click.png (after a click on the screen pixel CLICK_X,CLICK_Y), and
// timings.json (time to the first frame and the frame times). Exits 1 with one line when the page
// fails to start or reports an error.
import { chromium } from 'playwright-core';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const [site, out, seed, clickX, clickY, build] = process.argv.slice(2);
if (!site || !out || seed === undefined || clickX === undefined || clickY === undefined
    || (build !== undefined && build !== 'js' && build !== 'wasm')) {
  console.error('usage: node page-test.mjs SITE_DIR OUT_DIR SEED CLICK_X CLICK_Y [js|wasm]');
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.txt': 'text/plain', '.iff': 'application/octet-stream', '.json': 'application/json' };

/** A static server of the site on a free loopback port. */
function serve(dir) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    let file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) { res.writeHead(403); res.end(); return; }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) { file = path.join(file, 'index.html'); }
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); res.end(); return; }
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream' });
      res.end(data);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The canvas's pixels as a binary PPM (what putImageData put there: the framebuffer, the pointer if shown). */
async function canvasPpm(page, file) {
  const rgba = await page.evaluate(() => {
    const c = document.getElementById('screen');
    return Array.from(c.getContext('2d').getImageData(0, 0, c.width, c.height).data);
  });
  const header = Buffer.from('P6\n320 200\n255\n', 'ascii');
  const rgb = Buffer.alloc(320 * 200 * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4) {
    rgb[j++] = rgba[i]; rgb[j++] = rgba[i + 1]; rgb[j++] = rgba[i + 2];
  }
  fs.writeFileSync(file, Buffer.concat([header, rgb]));
}

/** Waits until the game has ticked past the given count and nothing has been presented for a while. */
async function settle(page, minTicks) {
  await page.waitForFunction((t) => window.ishido && window.ishido.ticks >= t, minTicks, { timeout: 30000 });
  await page.waitForFunction(() => performance.now() - (window.ishido.presented || 0) > 500, null,
    { timeout: 30000, polling: 100 });
}

const server = await serve(site);
const port = server.address().port;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
let failed = null;
try {
  const context = await browser.newContext({ viewport: { width: 320, height: 200 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (e) => { failed = failed || ('the page threw: ' + e.message); });
  page.on('console', (m) => { if (m.type() === 'error') { console.error('page: ' + m.text()); } });
  const opened = Date.now();
  await page.goto(`http://127.0.0.1:${port}/index.html?seed=${seed}&skip-codewheel&scale=1${build ? '&' + build : ''}`);
  await page.waitForFunction(() => (window.ishido && window.ishido.firstFrame)
    || getComputedStyle(document.getElementById('status')).display !== 'none', null, { timeout: 60000 });
  const status = await page.evaluate(() => document.getElementById('status').textContent);
  if (status) { throw new Error(status); }
  const ran = await page.evaluate(() => window.ishido.build);
  if (build && ran !== build) { throw new Error(`asked for the ${build} build, but the page ran ${ran}`); }
  const firstFrame = Date.now() - opened;
  await settle(page, 60);
  await canvasPpm(page, path.join(out, 'canvas-start.ppm'));
  await page.screenshot({ path: path.join(out, 'page-start.png') });

  // A player's click on the square, then the mouse leaves the picture, so the sprite is off the canvas.
  await page.setViewportSize({ width: 400, height: 260 });
  await page.mouse.move(Number(clickX) + 0.5, Number(clickY) + 0.5);
  await page.mouse.down();
  await page.mouse.up();
  await page.mouse.move(390, 250);
  const ticks = await page.evaluate(() => window.ishido.ticks);
  await settle(page, ticks + 300);
  await canvasPpm(page, path.join(out, 'canvas-click.ppm'));
  await page.screenshot({ path: path.join(out, 'page-click.png'), clip: { x: 0, y: 0, width: 320, height: 200 } });
  const timings = await page.evaluate(() => ({
    build: window.ishido.build, firstFrame: window.ishido.firstFrame, assetsLoaded: window.ishido.assetsLoaded,
    frameTimes: window.ishido.frameTimes || [] }));
  timings.firstFrameFromNavigation = firstFrame;
  fs.writeFileSync(path.join(out, 'timings.json'), JSON.stringify(timings));
  if (failed) { throw new Error(failed); }
} catch (e) {
  console.error('page-test: ' + (e.message || e).toString().split('\n')[0]);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
