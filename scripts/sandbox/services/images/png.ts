// A PNG encoder for the placeholder images: 8-bit RGBA, each row filtered by its left neighbour (flat colours become
// runs of zeros), deflated by node:zlib. Same pixels, same bytes.
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BYTES_PER_PIXEL = 4;
const FILTER_SUB = 1;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** `rgba`: width × height pixels, row by row, four bytes each (straight alpha). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, RGBA, deflate, adaptive filtering, no interlace
  const stride = width * BYTES_PER_PIXEL;
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * stride;
    const out = y * (stride + 1);
    filtered[out] = FILTER_SUB;
    for (let x = 0; x < stride; x += 1) {
      const left = x >= BYTES_PER_PIXEL ? (rgba[row + x - BYTES_PER_PIXEL] ?? 0) : 0;
      filtered[out + 1 + x] = ((rgba[row + x] ?? 0) - left) & 0xff;
    }
  }
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(filtered, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}
