// The browser tests, all of them, as mvn -Pweb verify runs them (npm test):
//   node suite.mjs SITE_DIR OUT_DIR BUILD...        (BUILD: js, wasm)
// For each build: the page against the desktop (page-test), the phone (phone-test), the computer's game against
// the desktop's (selfplay-test), the page as an app (app-test), Quit and a resumed game (session-test), the board's
// colour cycling against the desktop's at the same tick (cycling-test), the puzzle of the day solved by touch and by
// the mouse as on the desktop (puzzle-test), a friend's challenge link played by touch to both games side by side and
// answered, as on the desktop (challenge-test), a new player's way to a lesson and through it by touch
// (lessons-test), a game pad through the Gamepad API (gamepad-test), the screen reader's live region and mirrored
// buttons (reader-test); each in a process of its own, its pictures and records in OUT_DIR/TEST-BUILD (what it
// printed in output.txt), the desktop's shared in OUT_DIR/desktop. Prints a line a test, also kept in
// OUT_DIR/summary.txt; exits 1 when one failed, after running the rest, with the line of each failure (what
// failed and why) in OUT_DIR/failures.txt, which the build's error shows.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [site, out, ...builds] = process.argv.slice(2);
if (!site || !out || builds.length === 0 || builds.some((b) => b !== 'js' && b !== 'wasm')) {
  console.error('usage: node suite.mjs SITE_DIR OUT_DIR js|wasm...');
  process.exit(2);
}
if (!fs.existsSync(path.join(site, 'index.html'))) {
  console.error(`browser tests: no site in ${site}: build it (mvn -B -q -Pweb package -DskipTests)`);
  process.exit(1);
}
const here = path.dirname(fileURLToPath(import.meta.url));
/** Each test and whether it takes a folder of results before the build. */
const TESTS = [['page-test', true], ['phone-test', true], ['selfplay-test', true], ['app-test', false],
  ['session-test', false], ['cycling-test', true], ['puzzle-test', true], ['challenge-test', true],
  ['lessons-test', true], ['gamepad-test', true], ['reader-test', true]];
const env = { ...process.env, DESKTOP_PICTURES: path.join(out, 'desktop') };

const lines = [];
const failures = [];
/** Says a line of the summary. */
function say(line) {
  console.log(line);
  lines.push(line);
}
for (const build of builds) {
  for (const [test, folder] of TESTS) {
    const dir = path.join(out, `${test}-${build}`);
    fs.mkdirSync(dir, { recursive: true });
    const started = Date.now();
    const run = spawnSync(process.execPath, [path.join(here, `${test}.mjs`), site, ...(folder ? [dir] : []), build],
      { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env });
    const seconds = Math.round((Date.now() - started) / 1000);
    fs.writeFileSync(path.join(dir, 'output.txt'), run.stdout || '');
    process.stderr.write(run.stderr || '');
    const last = (text) => (text || '').trim().split('\n').pop();
    if (run.status === 0) {
      say(`browser tests: ${test} ${build} ok (${seconds} s)${test === 'selfplay-test' ? ': ' + last(run.stdout) : ''}`);
    } else {
      const why = last(run.stderr) || (run.error ? run.error.message : `exit ${run.status}`);
      failures.push(`${test} ${build}: ${why}`);
      say(`browser tests: ${test} ${build} FAILED (${seconds} s): ${why}`);
    }
  }
}
say(`browser tests: site ${Math.round(size(site) / 1024)} KB; ${failures.length} of ${builds.length * TESTS.length} failed`);
fs.writeFileSync(path.join(out, 'summary.txt'), lines.join('\n') + '\n');
fs.writeFileSync(path.join(out, 'failures.txt'), failures.join('\n'));
if (failures.length > 0) {
  process.exitCode = 1;
}

function size(file) {
  const s = fs.statSync(file);
  return s.isDirectory() ? fs.readdirSync(file).reduce((sum, f) => sum + size(path.join(file, f)), 0) : s.size;
}
