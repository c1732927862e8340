// Pictures as the browser tests compare them: PNG (the desktop's screenshots, the page's, the goldens) or binary PPM
// (the canvas's pixels), read into RGB, compared exactly, pixel for pixel.
import fs from 'node:fs';
import { PNG } from 'pngjs';

/** The picture in the file as { width, height, rgb } (3 bytes a pixel, alpha dropped). */
export function readPicture(file) {
  const bytes = fs.readFileSync(file);
  if (file.endsWith('.ppm')) {
    // P6, then width, height and 255, each after white space, then the pixels.
    const header = bytes.subarray(0, 64).toString('latin1').match(/^P6\s+(\d+)\s+(\d+)\s+255\s/);
    if (!header) { throw new Error(`${file} is not a binary PPM of 8-bit samples`); }
    const width = Number(header[1]);
    const height = Number(header[2]);
    return { width, height, rgb: bytes.subarray(header[0].length, header[0].length + width * height * 3) };
  }
  const png = PNG.sync.read(bytes);
  const rgb = Buffer.alloc(png.width * png.height * 3);
  for (let i = 0, j = 0; i < png.data.length; i += 4) {
    rgb[j++] = png.data[i];
    rgb[j++] = png.data[i + 1];
    rgb[j++] = png.data[i + 2];
  }
  return { width: png.width, height: png.height, rgb };
}

/**
 * Null when the two files show the same picture, pixel for pixel; else what differs, in a few words (the sizes, or
 * how many pixels and the first of them).
 */
export function difference(file, expected) {
  const a = readPicture(file);
  const b = readPicture(expected);
  if (a.width !== b.width || a.height !== b.height) {
    return `${a.width}x${a.height} against ${b.width}x${b.height}`;
  }
  let pixels = 0;
  let first = -1;
  for (let p = 0; p < a.width * a.height; p++) {
    const i = p * 3;
    if (a.rgb[i] !== b.rgb[i] || a.rgb[i + 1] !== b.rgb[i + 1] || a.rgb[i + 2] !== b.rgb[i + 2]) {
      pixels++;
      first = first < 0 ? p : first;
    }
  }
  return pixels === 0 ? null : `${pixels} pixels differ, the first at (${first % a.width}, ${Math.floor(first / a.width)})`;
}

/** Fails with one line unless the file shows the expected picture exactly. */
export function expectSame(file, expected, what) {
  const differs = difference(file, expected);
  if (differs) {
    throw new Error(`${what}: ${file} differs from ${expected} (${differs})`);
  }
}
