#!/usr/bin/env node
// Draws the app's install icons (ui/static/icons/*.png, committed) from the favicon's design with the project's
// Chromium (test/support/chromium.mjs): 192 and 512 px, and a maskable 512 px one whose mark stays inside the
// safe zone (the central 80 % circle); and ui/static/favicon.ico (16, 32 and 48 px), which browsers ask for at
// /favicon.ico on pages that link no icon. Re-run after a logo change: `node scripts/build/makeIcons.mjs`.
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/support/chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const BRAND = '#0b6e4f';
/** The favicon's mark on a 32-unit grid; `inset` shrinks it toward the centre (the maskable icon's safe zone). */
const markSvg = ({ size, rounded, inset }) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
<rect width="32" height="32" rx="${rounded ? 8 : 0}" fill="${BRAND}"/>
<g transform="translate(${16 * (1 - inset)} ${16 * (1 - inset)}) scale(${inset})"><path d="M21 11.5a6.5 6.5 0 1 0 0 9" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/></g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 1 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, inset: 0.8 },
];

const FAVICON_SIZES = [16, 32, 48];

/** An .ico holding PNG images (every browser since IE 11 reads them): the header, one entry per image, the images. */
function icoOf(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width (0 means 256)
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  const page = await browser.newPage();
  mkdirSync(join(root, 'ui/static/icons'), { recursive: true });
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${markSvg(icon)}`);
    await page.locator('svg').screenshot({ path: join(root, 'ui/static/icons', icon.file), omitBackground: true });
  }
  const favicons = [];
  for (const size of FAVICON_SIZES) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${markSvg({ size, rounded: true, inset: 1 })}`);
    favicons.push({ size, png: await page.locator('svg').screenshot({ omitBackground: true }) });
  }
  writeFileSync(join(root, 'ui/static/favicon.ico'), icoOf(favicons));
} finally {
  await browser.close();
}
