// The browser tests' picture of the game's canvas (page- and phone-test.mjs), as the desktop's screenshots are compared.
import fs from 'node:fs';

/** Writes the 320x200 canvas as a binary PPM (P6), the colours as the page drew them. */
export async function canvasPpm(page, file) {
  const rgba = await page.evaluate(() => {
    const c = document.getElementById('screen');
    return Array.from(c.getContext('2d').getImageData(0, 0, c.width, c.height).data);
  });
  const rgb = Buffer.alloc(320 * 200 * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4) {
    rgb[j++] = rgba[i]; rgb[j++] = rgba[i + 1]; rgb[j++] = rgba[i + 2];
  }
  fs.writeFileSync(file, Buffer.concat([Buffer.from('P6\n320 200\n255\n', 'ascii'), rgb]));
}
