import { chromium } from 'playwright-core';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
const [dir, query, secs, shot] = process.argv.slice(2);
const root = path.resolve(dir);
const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://127.0.0.1');
  const file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
  fs.readFile(file, (err, data) => {
    if (err) { res.writeHead(404); res.end(); return; }
    const type = file.endsWith('.html') ? 'text/html' : file.endsWith('.js') ? 'text/javascript'
      : file.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream';
    res.writeHead(200, { 'Content-Type': type }); res.end(data);
  });
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 960, height: 600 } });
const page = await context.newPage();
page.on('pageerror', (e) => console.log('PAGEERROR: ' + e.message + '\n' + e.stack));
page.on('console', (m) => console.log('CONSOLE ' + m.type() + ': ' + m.text()));
await page.goto(base + 'index.html?' + query);
await page.waitForTimeout(Number(secs || 5) * 1000);
console.log(JSON.stringify(await page.evaluate(() => ({ ishido: Object.fromEntries(Object.entries(window.ishido||{}).filter(e=>e[0]!=='frameTimes')), status: document.getElementById('status').textContent }))));
if (shot) await page.screenshot({ path: shot });
await browser.close(); server.close();
