// A new player on a phone learns the game from it (issue 66), touch only, on an emulated phone held sideways:
//   node lessons-test.mjs SITE_DIR OUT_DIR js|wasm
// From the first title to the code screen (its page buttons ghosted, its field asking for the digit keyboard),
// whose Learn to Play opens the lessons; lesson 1 passed by a tap on its
// square, and its Next. In js, the whole path: every other lesson passed as a newcomer would, by its Show and a tap
// on a square it frames in gold (the lesson's; the other legal squares, dotted, would be refused); the last
// lesson's Next closes the lessons for a First Game with Hints, waiting behind the code screen. In wasm, the
// issue's short path (to keep CI's time): lesson 2 shown by Next, then Exit and the list's Exit back to the code
// screen. Then in both the code passed by the on-screen wheel, its rings turned by their arrows as its guide asks,
// one step after the other, and the number typed (the wheel's answer for the seed, worked out by the desktop's jar:
// a test cannot read the window's digits off the picture); in js the game with hints played by tapping a framed
// square for every stone, to its end; then a reload goes to the board without asking the code again.
// Each stage is seen on the canvas and its screenshot kept in OUT_DIR. Prints one line, and the taps and seconds
// from the first frame to the first lesson passed (and in js to all passed and to the first game's end) as JSON in
// OUT_DIR/measured.json. Exits 1 with one line when a check fails or the page reports an error. Needs JAVA and
// DESKTOP_JAR (as the suite has them).
import { devices } from 'playwright-core';
import { serve, launch } from './serve.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [site, out, build] = process.argv.slice(2);
if (!site || !out || (build !== 'js' && build !== 'wasm')) {
  console.error('usage: node lessons-test.mjs SITE_DIR OUT_DIR js|wasm');
  process.exit(2);
}
if (!process.env.JAVA || !process.env.DESKTOP_JAR) {
  console.error('lessons-test: JAVA and DESKTOP_JAR must name the java and the desktop jar');
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });
const SEED = 7;
/** The list's first row; lesson 1's square f3 (ReviewBoard: 6 + 20c, 38 + 20r); the code screen's field. */
const FIRST_ROW = [160, 41];
const F3 = [116, 88];
const FIELD = [140, 114];
/** Where the lesson's Next shows once it is passed (the panel's third button). */
const NEXT = [283, 176];
/** Colours as the page draws the review's registers (12-bit, each nibble doubled): the paper and the gold frame. */
const PAPER = [0x22, 0x22, 0x33];
const GOLD = [0xdd, 0xbb, 0x44];

/** The number the seed's first challenge asks, as the wheel gives it (the desktop's own codewheel). */
function answer(seed) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lessons-test-'));
  const source = path.join(dir, 'Answer.java');
  fs.writeFileSync(source, 'public class Answer { public static void main(String[] a) { System.out.println('
    + 'ishido.codewheel.Codewheel.STANDARD.answer(ishido.screens.opening.Opening.firstChallenge(Long.parseLong(a[0])))); } }\n');
  const run = spawnSync(process.env.JAVA, ['-cp', process.env.DESKTOP_JAR, source, String(seed)], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  if (run.status !== 0 || !/^\d+\s*$/.test(run.stdout)) {
    throw new Error(`the desktop's jar gave no answer for seed ${seed}: ${run.stderr || run.stdout}`);
  }
  return run.stdout.trim();
}

const server = await serve(site);
const browser = await launch();
let failed = null;
try {
  const code = answer(SEED);
  const d = devices['Pixel 7 landscape'];
  const context = await browser.newContext({ viewport: d.viewport, deviceScaleFactor: d.deviceScaleFactor,
    isMobile: true, hasTouch: true, userAgent: d.userAgent });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const cdp = await context.newCDPSession(page);
  let shot = 0;
  const snap = async (name) => page.screenshot({ path: path.join(out, `${String(++shot).padStart(2, '0')}-${name}.png`) });
  const ticks = () => page.evaluate(() => window.ishido.ticks);
  const waitTicks = async (n) => {
    const t = await ticks();
    await page.waitForFunction((x) => window.ishido.ticks >= x, t + n, { timeout: 60000 });
  };
  let box = null;
  const measureBox = async () => {
    box = await page.evaluate(() => {
      const b = document.getElementById('screen').getBoundingClientRect();
      return { left: b.left, top: b.top, width: b.width, height: b.height };
    });
  };
  /** A finger's touch at a point of the page. */
  const touchPage = async (type, x, y) => {
    await cdp.send('Input.dispatchTouchEvent', { type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y, radiusX: 8, radiusY: 8, force: 1, id: 1 }] });
  };
  let taps = 0;
  const tapPage = async ([x, y]) => {
    await touchPage('touchStart', x, y);
    await touchPage('touchEnd', x, y);
    taps++;
    await waitTicks(20);
  };
  /** A tap on a point of the 320x200 picture. */
  const tap = ([x, y]) => tapPage([box.left + (x + 0.5) * box.width / 320, box.top + (y + 0.5) * box.height / 200]);
  /** The gadgets with this label as the game last drew them (window.ishido.gadgets), in drawing order, as page points. */
  const gadgets = (label) => page.evaluate((wanted) => {
    const r = document.getElementById('screen').getBoundingClientRect();
    return (window.ishido.gadgets || '').split('\n').filter((l) => l.split('\t')[0] === wanted).map((l) => {
      const [, x, y, w, h] = l.split('\t').map(Number);
      return [r.left + (x + w / 2) * r.width / 320, r.top + (y + h / 2) * r.height / 200];
    });
  }, label);
  const check = (ok, what) => {
    if (!ok) {
      throw new Error(what);
    }
  };
  const tapGadget = async (label, index = 0) => {
    const found = await gadgets(label);
    check(found.length > index, `no gadget "${label}" on the screen`);
    await tapPage(found[index]);
  };
  const pixels = (x, y, w, h) => page.evaluate(([px, py, pw, ph]) => Array.from(document.getElementById('screen')
    .getContext('2d').getImageData(px, py, pw, ph).data), [x, y, w, h]);
  const pixel = async ([x, y]) => (await pixels(x, y, 1, 1)).slice(0, 3);
  const is = async (where, colour) => (await pixel(where)).join() === colour.join();
  const typing = () => page.evaluate(() => document.activeElement && document.activeElement.id === 'typing');

  /** The top edge's second pixel of every square of the lesson's board (ReviewBoard: 6 + 20c, 38 + 20r). */
  const edges = async () => {
    const all = await pixels(0, 0, 320, 200);
    const at = (x, y) => all.slice((y * 320 + x) * 4, (y * 320 + x) * 4 + 3).join();
    const found = [];
    for (let r = 0; r < 8; r++) {
      for (let c = 0; c < 12; c++) { found.push(at(6 + 20 * c + 2, 38 + 20 * r)); }
    }
    return found;
  };
  /**
   * Lessons 2 to 9 as a newcomer passes them, from lesson 1 passed: Next, Show, and a tap on a square it frames in
   * gold (the lesson's; the other legal ones only have a dotted edge), until its Next shows. A gold square refused
   * fails the test. Answers how many squares Show marked that the lesson does not take (the dotted ones).
   */
  const everyLesson = async () => {
    let dotted = 0;
    for (let lesson = 2; lesson <= 9; lesson++) {
      await tap(NEXT);
      check(await is(NEXT, PAPER), `Next did not go on to lesson ${lesson} (Next still shown)`);
      for (let step = 0; (await is(NEXT, PAPER)) && step < 4; step++) {
        const before = await edges();
        await tapGadget('Show');
        const after = await edges();
        const marked = after.map((e, i) => (e !== before[i] ? i : -1)).filter((i) => i >= 0);
        const gold = marked.filter((i) => after[i] === GOLD.join());
        check(gold.length > 0, `lesson ${lesson}: Show framed no square in gold`);
        dotted += marked.length - gold.length;
        const i = gold[0];
        await tap([6 + 20 * (i % 12) + 10, 38 + 20 * Math.floor(i / 12) + 10]);
        // Taken: the marks go (and a next stone's need Show again), or the lesson is passed.
        check(!(await is(NEXT, PAPER)) || (await edges()).join() !== after.join(),
          `lesson ${lesson}: the gold square ${'abcdefghijkl'[i % 12]}${Math.floor(i / 12) + 1} was refused`);
      }
      check(!(await is(NEXT, PAPER)), `lesson ${lesson} was not passed by its gold squares`);
    }
    return dotted;
  };
  /**
   * The First Game with Hints played to its end, from the board it opens on, and how many stones were placed. The
   * squares the stone may take are framed (the play screen's hint frame: a pen at the square's edge, another inside
   * it). Its two pens are learnt from the first framed square of the Within (a flat colour inside the frame), then
   * found on any square, the speckled Beyond's too; a tap on the first for every stone.
   */
  const hintedGame = async () => {
    let pens = null;
    const framed = async () => {
      const all = await pixels(0, 0, 320, 200);
      const at = (x, y) => all.slice((y * 320 + x) * 4, (y * 320 + x) * 4 + 3).join();
      const squares = [];
      for (let r = 0; r < 8; r++) {
        for (let c = 0; c < 12; c++) {
          const x = 8 + 20 * c;
          const y = 20 + 20 * r;
          const outer = at(x + 2, y + 10);
          const inner = at(x + 3, y + 10);
          const middle = at(x + 10, y + 10);
          const ringed = outer === at(x + 10, y + 2) && inner === at(x + 10, y + 3) && outer !== inner;
          if (pens === null && ringed && inner !== middle && middle === at(x + 8, y + 8)
            && middle === at(x + 12, y + 12)) {
            pens = [outer, inner];
          }
          if (pens !== null && ringed && outer === pens[0] && inner === pens[1]) {
            squares.push([x + 10, y + 10]);
          }
        }
      }
      return squares;
    };
    const first = await framed();
    check(first.length > 0, 'the board shows no framed square: no First Game with Hints');
    await snap('first-game');
    let placed = 0;
    for (let tries = 0; tries < 200; tries++) {
      const squares = await framed();
      if (squares.length === 0) { break; }
      await tap(squares[0]);
      await waitTicks(10);
      placed++;
    }
    await waitTicks(60);
    await snap('first-game-over');
    check(placed >= 20, `only ${placed} stones placed in the game with hints`);
    return placed;
  };

  await page.goto(`http://127.0.0.1:${server.address().port}/index.html?seed=${SEED}&${build}`);
  await page.waitForFunction(() => window.ishido && window.ishido.firstFrame, null, { timeout: 60000 });
  const started = Date.now();
  await waitTicks(60);
  await measureBox();
  const measured = { build };
  const mark = (what) => { measured[what] = { taps, seconds: Math.round((Date.now() - started) / 100) / 10 }; };
  // The titles, tap by tap, until the code screen's field takes the page's text input.
  while (!(await typing()) && taps < 20) {
    await tap([160, 100]);
    await waitTicks(40);
  }
  check(await typing(), `the code screen did not come after ${taps} taps on the titles`);
  const titleTaps = taps;
  await snap('code-screen');
  // The code screen has no menus (the page's buttons are ghosted) and asks for a number (the digit keyboard).
  const ready = await page.evaluate(() => ['touch-menu', 'touch-undo', 'touch-suggest', 'touch-new']
    .filter((id) => !document.getElementById(id).disabled).join(' '));
  check(ready === '', `on the code screen the page's buttons ${ready} look ready and do nothing`);
  check(await page.evaluate(() => document.getElementById('typing').inputMode) === 'numeric',
    "the code screen's field does not ask the phone for its digit keyboard");
  await tapGadget('Learn to Play');
  await snap('lessons');
  check(await is([100, 34], GOLD), "the code screen's Learn to Play did not open the lessons (no gold row framed)");
  await tap(FIRST_ROW);
  await snap('lesson-1');
  check(await is(NEXT, PAPER), 'lesson 1 shows Next before it is passed');
  await tap(F3);
  await snap('lesson-1-passed');
  check(!(await is(NEXT, PAPER)), 'a tap on f3 did not pass lesson 1 (no Next)');
  mark('firstLessonPassed');

  const whole = build === 'js';
  let dotted = 0;
  if (whole) {
    dotted = await everyLesson();
    await snap('lesson-9-passed');
    mark('allLessonsPassed');
    measured.dottedInLessons = dotted;
    // The last lesson's Next: a First Game with Hints, behind the code screen the lessons were opened over.
    await tap(NEXT);
    await waitTicks(20);
    check(await typing(), "the last lesson's Next did not go back to the code screen");
  } else {
    // The short path: Next shows lesson 2; its Exit goes back to the list, the list's Exit to the code screen.
    await tap(NEXT);
    check(await is(NEXT, PAPER), 'Next did not go on to lesson 2 (Next still shown)');
    await snap('lesson-2');
    await tapGadget('Exit');
    await tapGadget('Exit');
    check(await typing(), "the lesson's Exit and the list's did not go back to the code screen");
  }
  await snap('code-screen-again');
  // The code by the on-screen wheel: each ring's arrow until the guide below says the next step.
  await tapGadget('Show Codewheel');
  await snap('codewheel');
  /** The guide's three lines below Done (WheelScreen: centred on rows 168, 178 and 188). */
  const footer = async () => (await pixels(208, 160, 108, 36)).join();
  for (const [ring, arrow] of [['middle', 1], ['inner', 2]]) {
    const guide = await footer();
    let turns = 0;
    while ((await footer()) === guide && turns < 40) {
      await tapGadget('>', arrow);
      turns++;
    }
    check((await footer()) !== guide, `the wheel's guide did not move on after ${turns} turns of the ${ring} ring`);
    await snap(`codewheel-${ring}-turned`);
  }
  await tapGadget('Done');
  await tap(FIELD);
  await page.keyboard.insertText(code);
  taps += code.length;
  await snap('code-typed');
  await page.keyboard.press('Enter');
  taps++;
  await waitTicks(120);
  check(!(await typing()), `the code ${code} read off the wheel did not open the board`);
  await snap('board');
  mark('codePassed');

  let stones = 0;
  if (whole) {
    stones = await hintedGame();
    mark('firstGameOver');
    measured.stonesInFirstGame = stones;
  }

  // A reload goes to the board: the titles again, but no code.
  await page.reload();
  await page.waitForFunction(() => window.ishido && window.ishido.firstFrame, null, { timeout: 60000 });
  await waitTicks(60);
  await measureBox();
  for (let t = 0; t < 8 && !(await typing()); t++) {
    await tap([160, 100]);
    await waitTicks(40);
  }
  await snap('after-reload');
  check(!(await typing()), 'the code was asked again after a reload');
  check(errors.length === 0, `the page reported: ${errors[0]}`);
  fs.writeFileSync(path.join(out, 'measured.json'), JSON.stringify(measured, null, 1) + '\n');
  const lessons = whole ? `nine lessons by Show's gold squares (${dotted} dotted ones left)` : 'lesson 1 to its Next';
  const game = whole ? `, ${stones} stones with hints` : '';
  console.log(`lessons by touch (${build}): ${titleTaps} taps on the titles, Learn to Play, ${lessons}, the code by `
    + `the wheel${game}, a reload without the code; ${JSON.stringify(measured)}`);
} catch (e) {
  failed = e.message;
} finally {
  await browser.close();
  server.close();
}
if (failed) {
  console.error(`lessons-test ${build}: ${failed}`);
  process.exit(1);
}
