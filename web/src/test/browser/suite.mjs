// The browser tests, all of them, as mvn -Pweb verify runs them (npm test):
//   node suite.mjs SITE_DIR OUT_DIR BUILD...        (BUILD: js, wasm)
// Every file NAME-test.mjs in this folder is a test, run for each build as `node NAME-test.mjs SITE_DIR DIR BUILD`
// (what it checks is said at its top), each in a process of its own, its pictures and records in DIR,
// OUT_DIR/NAME-test-BUILD (what it printed in output.txt), the desktop's shared in OUT_DIR/desktop: a new test is
// a new file, and this list is never edited. Prints a line a test, also kept in OUT_DIR/summary.txt; exits 1 when
// one failed, after running the rest, with the line of each failure (what failed and why) in OUT_DIR/failures.txt,
// which the build's error shows.
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
/** The tests, by the convention above, in the order of their names. */
const TESTS = fs.readdirSync(here).filter((f) => f.endsWith('-test.mjs')).map((f) => f.slice(0, -'.mjs'.length)).sort();
const env = { ...process.env, DESKTOP_PICTURES: path.join(out, 'desktop') };

const lines = [];
const failures = [];
/** Says a line of the summary. */
function say(line) {
  console.log(line);
  lines.push(line);
}
for (const build of builds) {
  for (const test of TESTS) {
    const dir = path.join(out, `${test}-${build}`);
    fs.mkdirSync(dir, { recursive: true });
    const started = Date.now();
    const run = spawnSync(process.execPath, [path.join(here, `${test}.mjs`), site, dir, build],
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
