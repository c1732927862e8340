// The desktop game the page is compared with: its jar's screenshot and selfplay commands, run headless on a data
// folder of their own. What they make is kept under a name of its command and of the jar's size and time, so the
// tests of a run share it and a rebuilt jar makes it again:
//   DESKTOP_JAR       the game's jar (desktop/target/ishido.jar of this checkout unless set)
//   JAVA              the java that runs it (java on the PATH unless set)
//   DESKTOP_PICTURES  where its pictures are kept (the test's OUT_DIR/desktop unless set)
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const JAR = process.env.DESKTOP_JAR
  || fileURLToPath(new URL('../../../../desktop/target/ishido.jar', import.meta.url));
const JAVA = process.env.JAVA || 'java';

/** The deal the pictures are of, and the square whose click places its first stone (a green plus, on the black plus). */
export const SEED = 7;
export const CLICK = [118, 70];
/** The click as the desktop's script makes it, the picture taken once the placement's line (3 s) has left the strip. */
export const CLICKED = [`click ${CLICK.join(' ')}`, 'wait 300'];

/** The jar's size and time; fails with one line when there is none. */
function stamp() {
  if (!fs.existsSync(JAR)) {
    throw new Error(`no desktop jar at ${JAR} to compare the page with: build it (mvn -B -q package -DskipTests)`
      + ' or set DESKTOP_JAR');
  }
  const jar = fs.statSync(JAR);
  return [jar.size, jar.mtimeMs];
}

/** Runs the jar's command on a fresh data folder; its standard output. Fails with one line when it cannot. */
export function desktopCommand(args) {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'ishido-desktop-'));
  try {
    return execFileSync(JAVA, ['-jar', JAR, ...args], { env: { ...process.env, ISHIDO_HOME: home },
      encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    const why = (e.stderr || e.message || String(e)).trim().split('\n')[0];
    throw new Error(`the desktop's ${args[0]} failed: ${why}`, { cause: e });
  } finally {
    fs.rmSync(home, { recursive: true, force: true });
  }
}

/** Where the result of this command of this jar is kept: DESKTOP_PICTURES/NAME-HASH.EXT. */
function kept(out, name, ext, command) {
  const hash = crypto.createHash('sha256').update(JSON.stringify([stamp(), command])).digest('hex');
  const dir = process.env.DESKTOP_PICTURES || path.join(out, 'desktop');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}-${hash.slice(0, 12)}.${ext}`);
}

/**
 * The desktop's screenshot of the play screen (or another screen of the screenshot command's over it) on the deal
 * after the input script (lines of the screenshot command's --script: click X Y, press, move, release, type, key,
 * wait), as a PNG; with a theme, on that stoneset and board (the default Ishido's without); options: the screenshot
 * command's further options (say --puzzle N for the puzzle screen).
 */
export function desktopPicture(out, name, { seed = SEED, script = [], theme = null, screen = 'play', options = [] } = {}) {
  const made = theme ? [seed, script, theme] : [seed, script];
  const file = kept(out, name, 'png', screen === 'play' && options.length === 0 ? made : [...made, screen, ...options]);
  if (!fs.existsSync(file)) {
    const args = ['screenshot', '--screen', screen, '--seed', String(seed), '--out', file, ...options];
    if (theme) {
      args.push('--stoneset', theme, '--board', theme);
    }
    if (script.length > 0) {
      const input = file.replace(/\.png$/, '.txt');
      fs.writeFileSync(input, script.join('\n') + '\n');
      args.push('--script', input);
    }
    desktopCommand(args);
  }
  return file;
}

/** The first line the desktop's selfplay command prints with these options (one game's result). */
export function desktopSelfplay(out, options) {
  const file = kept(out, 'selfplay', 'txt', options);
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, desktopCommand(['selfplay', ...options]).split('\n')[0]);
  }
  return fs.readFileSync(file, 'utf8');
}
