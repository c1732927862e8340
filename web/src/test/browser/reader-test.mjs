// The screen reader in the page (issue 70): the page opened with ?reader, played as a player by screen reader
// plays it, by keys and by the accessibility tree alone, the canvas never looked at:
//   node reader-test.mjs SITE_DIR OUT_DIR js|wasm
// It checks that:
//  - ?reader starts at the board (no opening) and the live region says where the game stands;
//  - the reader's keys answer (L: the squares the stone may go on; an arrow: the cursor's square);
//  - Return places the stone, and the live region names the square and what it matched, then the next stone;
//  - the mirrored Menus button opens the menus, whose Game > Play Deal... is pressed by its accessible name, and the
//    requester's title and Cancel are mirrored, Cancel pressed by its name closing it;
//  - the accessibility tree has no unlabelled button or menu item, with the menus open and with the requester up;
//  - Game > Solitaire...'s check box is mirrored as a check box (role checkbox, aria-checked), said by the live
//    region as the requester opens, and pressed by its name it is checked, which the live region says;
//  - at Game Over (End Game pressed by its name) Return alone leads on to a new game, never round Game Over again.
// What the live region said is kept in OUT_DIR/said.txt. Exits 1 with one line when a check fails.
import { serve, launch } from './serve.mjs';
import { startGame } from './page-state.mjs';
import { SEED } from './desktop.mjs';
import fs from 'node:fs';
import path from 'node:path';

const [site, out, build] = process.argv.slice(2);
if (!site || !out || (build !== 'js' && build !== 'wasm')) {
  console.error('usage: node reader-test.mjs SITE_DIR OUT_DIR js|wasm');
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });

function expect(condition, what) {
  if (!condition) { throw new Error(what); }
}

const server = await serve(site);
const browser = await launch();
let failed = null;
try {
  const context = await browser.newContext({ viewport: { width: 640, height: 480 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (e) => { failed = failed || ('the page threw: ' + e.message); });
  page.on('console', (m) => { if (m.type() === 'error') { console.error('page: ' + m.text()); } });
  await startGame(page, `http://127.0.0.1:${server.address().port}/index.html?seed=${SEED}&reader&${build}`, build);
  const live = () => page.evaluate(() => window.ishido.reader.said());
  const last = async () => (await live()).slice(-1)[0] || '';
  /** Waits for the live region to say a line this test expects, and answers it. */
  const heard = async (pattern, what) => {
    try {
      await page.waitForFunction((p) => window.ishido.reader.said().some((s) => new RegExp(p).test(s)), pattern.source,
        { timeout: 20000 });
    } catch {
      throw new Error(`${what}: the live region said ${JSON.stringify(await live())}`);
    }
    return (await live()).filter((s) => pattern.test(s)).slice(-1)[0];
  };
  /** A key pressed as the player presses it, on the page's body (the canvas), then a few ticks. */
  const key = async (k) => {
    const before = (await live()).length;
    await page.keyboard.press(k);
    await page.waitForFunction((n) => window.ishido.reader.said().length > n, before, { timeout: 20000 })
      .catch(() => { throw new Error(`the key ${k} said nothing`); });
    return last();
  };
  /** Presses a control of the page's by its role and accessible name, as a screen reader's player does: focus, Return. */
  const press = async (role, name) => {
    const control = page.getByRole(role, { name, exact: true });
    await control.waitFor({ state: 'attached', timeout: 20000 })
      .catch(() => { throw new Error(`no ${role} named "${name}" in the accessibility tree`); });
    await control.focus();
    await page.keyboard.press('Enter');
  };
  /** Fails where the accessibility tree has a button or menu item without a name. */
  const allLabelled = async (when) => {
    const tree = await page.locator('body').ariaSnapshot();
    fs.writeFileSync(path.join(out, `tree-${when}.txt`), tree);
    const bare = tree.split('\n').filter((l) => /^\s*- (button|menuitem|menuitemcheckbox)\s*(\[[^\]]*\])?\s*:?\s*$/.test(l));
    expect(bare.length === 0, `${when}: the accessibility tree has unlabelled controls: ${bare.join(' | ')}`);
  };

  await heard(/^The board\. Next: .+, the (first|second) of its kind\. \d+ stones in the pouch\. Score 0/,
    '?reader did not greet the player at the board');
  expect(await page.evaluate(() => window.ishido.screen) === 'play', '?reader did not start at the board');
  expect(/ may go on \d+ squares?: [a-l][1-8] \(\d-Way\)/.test(await key('l')), `L did not list the squares: ${await last()}`);
  const square = await key('ArrowRight');
  const at = /^([a-l][1-8]): empty, takes it, (\d)-Way\.$/.exec(square);
  expect(at, `the first arrow did not say the cursor's square: ${square}`);
  await key('Enter');
  const placed = await heard(new RegExp(`^[A-Z].* on ${at[1]}: ${at[2]}-Way, by (colour|symbol|colour and symbol) with `
    + '[a-l][1-8].*\\. Next: .+ stones in the pouch\\.$'), 'Return did not say the placement and what it matched');

  await press('button', 'Menus');
  await press('menuitem', 'Game');
  await allLabelled('menus');
  await press('menuitem', 'Play Deal...');
  await heard(/^Play Deal opened\.$/, 'Game > Play Deal... pressed by its name did not open it');
  const mirrored = page.locator('#reader-screen');
  await mirrored.getByRole('button', { name: 'Cancel', exact: true }).waitFor({ timeout: 20000 })
    .catch(() => { throw new Error('Play Deal\'s Cancel is not mirrored as a button'); });
  expect((await mirrored.textContent()).includes('Play Deal'), 'the requester\'s title is not mirrored');
  await allLabelled('requester');
  await press('button', 'Cancel');
  await page.waitForFunction(() => !(window.ishido.gadgets || '').split('\n').some((l) => l.split('\t')[0] === 'Cancel'),
    null, { timeout: 20000 }).catch(() => { throw new Error('the mirrored Cancel did not close Play Deal'); });

  // A requester's check box, mirrored as a check box: Game > Solitaire...'s Computer Player 1, pressed by its name,
  // is checked in the mirror, and the live region says so (the screen teller); Cancel leaves it as it was.
  await press('button', 'Menus');
  await press('menuitem', 'Game');
  await press('menuitem', 'Solitaire...');
  const box = mirrored.getByRole('checkbox', { name: 'Computer Player 1', exact: true });
  await box.waitFor({ timeout: 20000 })
    .catch(() => { throw new Error('Solitaire...\'s check box is not mirrored as a check box'); });
  expect(await box.getAttribute('aria-checked') === 'false', 'Computer Player 1 is mirrored checked at first');
  await heard(/Computer Player 1, not checked\./, 'the live region did not say the requester\'s check box');
  await allLabelled('check-box');
  await box.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#reader-screen [role="checkbox"][aria-checked="true"]'),
    null, { timeout: 20000 }).catch(() => { throw new Error('the mirrored check box pressed is not checked'); });
  await heard(/^Computer Player 1, checked\.$/, 'the live region did not say the check box checked');
  await press('button', 'Cancel');
  await page.waitForFunction(() => !(window.ishido.gadgets || '').split('\n').some((l) => l.split('\t')[0] === 'Cancel'),
    null, { timeout: 20000 }).catch(() => { throw new Error('the mirrored Cancel did not close Solitaire...'); });

  // Game Over by Return alone: End Game pressed by its name and its OK, then only Return on the page (a name typed
  // where one is asked). The first Return closes Game Over; brought back from the board it leads on to a new game.
  await press('button', 'Menus');
  await press('menuitem', 'Game');
  await press('menuitem', 'End Game Amiga E');
  await press('button', 'OK');
  await heard(/^Game over: /, 'End Game\'s OK did not end the game');
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  let returns = 0;
  while (!(await live()).some((s) => /^A new game/.test(s)) && returns < 8) {
    if (await page.evaluate(() => window.ishido.screen) !== 'play') {
      await page.keyboard.type('Reader');
    }
    await page.keyboard.press('Enter');
    returns++;
    await page.waitForTimeout(400);
  }
  expect((await live()).some((s) => /^A new game/.test(s)), `${returns} Returns at Game Over never led on to a new game`);
  fs.writeFileSync(path.join(out, 'said.txt'), (await live()).join('\n') + '\n');
  console.log(`reader-test ${build}: ${placed}`);
  await context.close();
  if (failed) { throw new Error(failed); }
} catch (e) {
  console.error('reader-test: ' + (e.message || e).toString().split('\n')[0]);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
