// A friend's challenge in the page (issue 69), on an emulated phone by touch:
//   node challenge-test.mjs SITE_DIR OUT_DIR js|wasm
// The desktop makes the challenge: its Adept plays deal DEAL (selfplay on the deal's code), the record is made
// Ann's challenge code of a match of three (challenge --make); its Novice plays the same deal for the friend's moves.
// The page opens ?challenge=CODE and shows who challenges with what; a tap on Play starts the deal, the friend's
// moves are tapped on the board to the game's end, and both games stand side by side; Watch and twelve taps on >
// step both games together. Each canvas (the opening, the side by side, the games stepped) must be the desktop's
// screenshot after the same inputs by mouse and keys there (Game > Play Challenge... with the code typed), pixel for
// pixel (OUT_DIR/canvas-opening.ppm, canvas-over.ppm, canvas-watch.ppm). Then Results, Answer, the name typed as a
// phone's keyboard sends it, and Share: the text handed to the share sheet carries a ?challenge= link whose code the
// desktop's challenge command reads as both games, with the scores the desktop's replay gives them.
// Exits 1 with one line when a check fails or the page reports an error.
import { devices } from 'playwright-core';
import { serve, launch } from './serve.mjs';
import { expectCanvas, gadget, settle, startGame } from './page-state.mjs';
import { desktopCommand, desktopPicture } from './desktop.mjs';
import fs from 'node:fs';
import path from 'node:path';

const [site, out, build] = process.argv.slice(2);
if (!site || !out || (build !== 'js' && build !== 'wasm')) {
  console.error('usage: node challenge-test.mjs SITE_DIR OUT_DIR js|wasm');
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });

/** The deal of the match, its challenger, and the friend's name as they answer. */
const DEAL = '7FNS-AFRQ';
const CHALLENGER = 'Ann';
const FRIEND = 'Bob';
/** The steps Watch is taken through. */
const STEPS = 12;

/** A square's centre on the play screen (a1 top left, l8 bottom right). */
function centre(square) {
  const c = square.charCodeAt(0) - 97;
  const r = Number(square.slice(1)) - 1;
  return [8 + c * 20 + 10, 20 + r * 20 + 10];
}

/** The computer's game of this skill on the deal, as its record's moves (selfplay on the deal's code). */
function computerGame(skill, dir) {
  const deals = path.join(dir, 'deal.txt');
  fs.writeFileSync(deals, DEAL + '\n');
  const records = path.join(dir, skill);
  fs.rmSync(records, { recursive: true, force: true });
  desktopCommand(['selfplay', '--deals', deals, '--skill', skill, '--records', records]);
  const file = path.join(records, fs.readdirSync(records)[0]);
  const record = fs.readFileSync(file, 'utf8');
  return { file, record, moves: record.match(/^Moves: (.*)$/m)[1].trim().split(/\s+/) };
}

let code;
let friend;
let desk;
try {
  const made = path.join(out, 'made');
  fs.mkdirSync(made, { recursive: true });
  // Ann's game: the Adept's record, which carries its deal's code, so that it can be sent.
  const ann = computerGame('adept', made);
  code = desktopCommand(['challenge', '--make', ann.file, '--name', CHALLENGER, '--best-of', '3']).trim();
  friend = computerGame('novice', made);
  // The desktop after the same inputs: the code typed into Game > Play Challenge..., Return, Return for Play, each
  // move a click on its square; then Watch (w) and as many steps (Right).
  const opening = [`type ${code}`, 'key ENTER', 'wait 30'];
  const over = [...opening, 'key ENTER', 'wait 30', ...friend.moves.map((m) => `click ${centre(m).join(' ')}`),
    'wait 300'];
  const watch = [...over, 'type w', ...Array(STEPS).fill('key RIGHT'), 'wait 30'];
  const picture = (name, script) => desktopPicture(out, `challenge-${name}`, { script, screen: 'play-challenge' });
  desk = { opening: picture('opening', opening), over: picture('over', over), watch: picture('watch', watch) };
} catch (e) {
  console.error('challenge-test: ' + e.message);
  process.exit(1);
}

function expect(condition, what) {
  if (!condition) { throw new Error(what); }
}

const server = await serve(site);
const base = `http://127.0.0.1:${server.address().port}/index.html?challenge=${code}&skip-codewheel&${build}`;
const browser = await launch();
let failed = null;

/** Waits until the canvas is the desktop's picture of that name (canvas-NAME.ppm in OUT_DIR). */
const expectDesktop = (page, name, what) => expectCanvas(page, path.join(out, `canvas-${name}.ppm`), desk[name],
  `${what} (${build} build)`);

try {
  const d = devices['Pixel 7 landscape'];
  const context = await browser.newContext({ viewport: d.viewport, screen: d.screen || d.viewport,
    deviceScaleFactor: d.deviceScaleFactor, isMobile: true, hasTouch: true, userAgent: d.userAgent });
  // The share sheet, as a phone has it: what the game hands it is kept for the test to read.
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: (data) => {
      window.sharedText = data.text;
      return Promise.resolve();
    } });
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => { failed = failed || ('the page threw: ' + e.message); });
  page.on('console', (m) => { if (m.type() === 'error') { console.error('page: ' + m.text()); } });
  await startGame(page, base, build);
  await settle(page, 60);
  const cdp = await context.newCDPSession(page);
  const box = await page.evaluate(() => {
    const b = document.getElementById('screen').getBoundingClientRect();
    return { left: b.left, top: b.top, width: b.width, height: b.height };
  });
  const touchAt = async (cx, cy) => {
    for (const type of ['touchStart', 'touchEnd']) {
      await cdp.send('Input.dispatchTouchEvent', { type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: cx, y: cy, radiusX: 8, radiusY: 8, force: 1, id: 1 }] });
    }
  };
  const tap = (x, y) => touchAt(box.left + (x + 0.5) * box.width / 320, box.top + (y + 0.5) * box.height / 200);
  const tapGadget = async (label) => {
    await touchAt(...await gadget(page, label));
    await settle(page, 10, 200);
  };

  await expectDesktop(page, 'opening', `the opening of ${CHALLENGER}'s challenge`);
  await tapGadget('Play');
  for (const m of friend.moves) {
    await tap(...centre(m));
    await settle(page, 4, 0);
  }
  await expectDesktop(page, 'over', `both games side by side after the friend's ${friend.moves.length} moves`);
  await tapGadget('Watch');
  for (let i = 0; i < STEPS; i++) { await tapGadget('>'); }
  await expectDesktop(page, 'watch', `both games stepped together to move ${STEPS}`);

  // The answer: both games in a code the share sheet gets, which the desktop reads.
  await tapGadget('Results');
  await tapGadget('Answer');
  const typing = await page.evaluate(() => document.activeElement && document.activeElement.id === 'typing');
  expect(typing, 'the Answer\'s name field does not take the phone\'s keyboard');
  await page.keyboard.insertText(FRIEND);
  await settle(page, 10, 200);
  await tapGadget('Share');
  await page.waitForFunction(() => window.sharedText, null, { timeout: 10000 });
  const shared = await page.evaluate(() => window.sharedText);
  const link = shared.match(/\?challenge=([0-9A-Za-z_-]+)/);
  expect(link, `the text shared carries no ?challenge= link: ${JSON.stringify(shared)}`);
  const read = desktopCommand(['challenge', link[1]]).trim().split('\n');
  const scores = (record) => {
    const file = path.join(out, 'made', 'replayed.txt');
    fs.writeFileSync(file, record);
    return desktopCommand(['replay', file]).trim().split('\n').pop();
  };
  // The deal's winner by points (Modern's first key): the test's two games do not tie on them.
  const points = [read[1], scores(friend.record)].map((l) => Number((l.match(/score=(\d+)/) || [])[1]));
  expect(points[0] !== points[1], `the two games tie on points (${points}): the winner is not the test's to say`);
  const wins = points[0] > points[1] ? '1,0' : '0,1';
  const expected = [`deal=${DEAL} scoring=Modern name=${CHALLENGER}`, read[1],
    `deal=${DEAL} scoring=Modern name=${FRIEND}`, scores(friend.record), `match=best-of-3 deals=1 wins=${wins} winner=none`];
  expect(read[1] === desktopCommand(['challenge', code]).trim().split('\n')[1], `the answer changed ${CHALLENGER}'s game`);
  expect(JSON.stringify(read) === JSON.stringify(expected),
    `the desktop reads the page's answer as ${JSON.stringify(read)}, not ${JSON.stringify(expected)}`);
  await context.close();
  if (failed) { throw new Error(failed); }
  console.log(`challenge-test: ${CHALLENGER}'s challenge opened, played by touch (${friend.moves.length} moves), side by`
    + ` side and watched as on the desktop; the answer read by the desktop: ${read.slice(2, 4).join(' ')}`);
} catch (e) {
  console.error('challenge-test: ' + e.message);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
