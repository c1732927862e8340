// The browser tests' static server of the built site on a free loopback port (page-, app- and phone-test.mjs).
import { chromium } from 'playwright-core';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.txt': 'text/plain',
  '.iff': 'application/octet-stream', '.json': 'application/json', '.png': 'image/png',
  '.webmanifest': 'application/manifest+json' };

/**
 * Not a file of the site: an empty page of the same origin, for a test to reach the origin's storage before the
 * game's page first starts. Its empty icon keeps the browser from asking for a /favicon.ico the site has no need of.
 */
export const BLANK = '/test-blank.html';

/** Serves the folder (and {@link BLANK}); resolves to the listening server. */
export function serve(dir) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (url.pathname === BLANK) {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>blank</title><link rel="icon" href="data:,">');
      return;
    }
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

/**
 * Debian's chromium (or $CHROMIUM), headless, quiet: the browser every test opens its pages in. Without it the test
 * ends at once with one line.
 */
export function launch() {
  const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    console.error(`no chromium at ${executablePath}: install it (apt-get install chromium) or set CHROMIUM`);
    process.exit(1);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}
