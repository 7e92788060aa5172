// Deterministic placeholder images, drawn as PNG (a catalogue serves raster images; an SVG <img> builds a document
// on the main thread): pure functions of their label and size, flat shapes and a pixel font, no anti-aliasing.
import { glyphOf, GLYPH_HEIGHT, GLYPH_WIDTH } from './font';
import { encodePng } from './png';

/** FNV-1a, 32 bits: the same name always gives the same colour. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export interface Palette {
  /** Background: dark enough for white text (contrast above 4.5:1). */
  background: string;
  /** A lighter shade of the same hue, for shapes. */
  accent: string;
}

/** The colours of a name: its hash picks the hue. */
export function paletteFor(name: string): Palette {
  const hue = hashOf(name) % 360;
  return { background: hslToHex(hue, 55, 28), accent: hslToHex(hue, 60, 45) };
}

/** Up to two initials: the first letter or digit of the first two words ('Maple & Main Market' → 'MM'). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
  const initials = words.slice(0, 2).map((word) => [...word][0] ?? '').join('');
  return (initials || '?').toUpperCase();
}

/** Cuts text to max characters (code points), with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('').trimEnd()}\u2026`;
}

export interface PlaceholderOptions {
  width: number;
  height: number;
  /** Picks the colours. */
  colourKey: string;
  /** The big text in the middle (initials, a value). */
  headline: string;
  /** A smaller line under it (a name), optional. */
  caption?: string;
  shape?: 'rect' | 'rounded' | 'circle';
  /** A check mark badge (completed bonus) or an empty ring (not completed). */
  badge?: 'done' | 'todo';
}

type Rgba = readonly [number, number, number, number];
const WHITE: Rgba = [255, 255, 255, 255];
const rgba = (hex: string, alpha = 1): Rgba => [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16), Math.round(alpha * 255)];

/** A transparent canvas that shapes are painted on, each pixel in or out (its centre decides). */
class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 4);
  }

  /** Paints `colour` over every pixel whose centre `inside` accepts (alpha blended over what is there). */
  paint(colour: Rgba, inside: (x: number, y: number) => boolean, box = { left: 0, top: 0, right: this.width, bottom: this.height }): void {
    const [red, green, blue, alphaByte] = colour;
    const alpha = alphaByte / 255;
    const pixels = this.pixels;
    const right = Math.min(this.width, Math.ceil(box.right));
    const bottom = Math.min(this.height, Math.ceil(box.bottom));
    for (let y = Math.max(0, Math.floor(box.top)); y < bottom; y += 1) {
      for (let x = Math.max(0, Math.floor(box.left)); x < right; x += 1) {
        if (!inside(x + 0.5, y + 0.5)) continue;
        const at = (y * this.width + x) * 4;
        const under = pixels[at + 3]! / 255;
        const out = alpha + under * (1 - alpha);
        const keep = out === 0 ? 0 : (under * (1 - alpha)) / out;
        const put = out === 0 ? 0 : alpha / out;
        pixels[at] = Math.round(red * put + pixels[at]! * keep);
        pixels[at + 1] = Math.round(green * put + pixels[at + 1]! * keep);
        pixels[at + 2] = Math.round(blue * put + pixels[at + 2]! * keep);
        pixels[at + 3] = Math.round(out * 255);
      }
    }
  }

  roundedRect(radius: number, colour: Rgba): void {
    const { width, height } = this;
    this.paint(colour, (x, y) => {
      const dx = Math.max(radius - x, x - (width - radius), 0);
      const dy = Math.max(radius - y, y - (height - radius), 0);
      return dx * dx + dy * dy <= radius * radius;
    });
  }

  circle(cx: number, cy: number, r: number, colour: Rgba, ringWidth?: number): void {
    const inner = ringWidth === undefined ? -1 : r - ringWidth;
    this.paint(
      colour,
      (x, y) => {
        const distance = Math.hypot(x - cx, y - cy);
        return distance <= r && distance >= inner;
      },
      { left: cx - r, top: cy - r, right: cx + r, bottom: cy + r },
    );
  }

  /** A convex polygon, its points clockwise. */
  polygon(points: readonly (readonly [number, number])[], colour: Rgba): void {
    const edges = points.map(([x1, y1], index) => {
      const [x2, y2] = points[(index + 1) % points.length] ?? [x1, y1];
      return { x1, y1, dx: x2 - x1, dy: y2 - y1 };
    });
    this.paint(colour, (x, y) => {
      for (const { x1, y1, dx, dy } of edges) if (dx * (y - y1) - dy * (x - x1) < 0) return false;
      return true;
    });
  }

  /** A stroke from a to b, `thickness` wide. */
  line([ax, ay]: readonly [number, number], [bx, by]: readonly [number, number], thickness: number, colour: Rgba): void {
    const length = Math.hypot(bx - ax, by - ay);
    this.paint(
      colour,
      (x, y) => {
        const along = Math.max(0, Math.min(length, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length));
        return Math.hypot(x - (ax + ((bx - ax) * along) / length), y - (ay + ((by - ay) * along) / length)) <= thickness / 2;
      },
      { left: Math.min(ax, bx) - thickness, top: Math.min(ay, by) - thickness, right: Math.max(ax, bx) + thickness, bottom: Math.max(ay, by) + thickness },
    );
  }

  /** One line of text centred on (cx, cy), each font pixel `scale` pixels square. */
  text(text: string, cx: number, cy: number, scale: number, colour: Rgba): void {
    const chars = [...text];
    const advance = (GLYPH_WIDTH + 1) * scale;
    const left = Math.round(cx - (chars.length * advance - scale) / 2);
    const top = Math.round(cy - (GLYPH_HEIGHT * scale) / 2);
    chars.forEach((char, index) => {
      glyphOf(char).forEach((row, rowIndex) =>
        row.forEach((lit, column) => {
          if (!lit) return;
          const x = left + index * advance + column * scale;
          const y = top + rowIndex * scale;
          this.paint(colour, () => true, { left: x, top: y, right: x + scale, bottom: y + scale });
        }),
      );
    });
  }

  png(): Buffer {
    return encodePng(this.width, this.height, this.pixels);
  }
}

/** The largest whole font-pixel size at which `text` stays within `maxWidth` and `maxHeight`. */
function scaleFor(text: string, maxWidth: number, maxHeight: number): number {
  const columns = Math.max(1, [...text].length * (GLYPH_WIDTH + 1) - 1);
  return Math.max(1, Math.floor(Math.min(maxWidth / columns, maxHeight / GLYPH_HEIGHT)));
}

export function placeholderPng(options: PlaceholderOptions): Buffer {
  const { width, height, colourKey, headline, caption, shape = 'rect', badge } = options;
  const { background, accent } = paletteFor(colourKey);
  const canvas = new Canvas(width, height);
  const short = Math.min(width, height);
  if (shape === 'circle') canvas.circle(width / 2, height / 2, short / 2, rgba(background));
  else canvas.roundedRect(shape === 'rounded' ? Math.round(short * 0.12) : 0, rgba(background));
  // A soft diagonal band in the accent shade, so cards and banners are not flat.
  if (shape === 'rect') {
    canvas.polygon([[0, height], [width * 0.55, 0], [width, 0], [width, height * 0.35], [width * 0.3, height]], rgba(accent, 0.35));
  }
  // Big for initials, smaller for a long headline (a banner's name) so it fits the width.
  const headlineScale = scaleFor(headline, width * 0.86, (caption ? short * 0.3 : short * 0.38) * 0.75);
  const captionScale = caption ? scaleFor(caption, width * 0.9, short * 0.08) : 0;
  const headlineY = caption ? height / 2 - (captionScale * GLYPH_HEIGHT) / 2 : height / 2;
  canvas.text(headline, width / 2, headlineY, headlineScale, WHITE);
  if (caption) canvas.text(caption, width / 2, headlineY + ((headlineScale + captionScale) * GLYPH_HEIGHT) / 2 + captionScale * 4, captionScale, WHITE);
  const badgeX = width - short * 0.18;
  const badgeY = short * 0.18;
  if (badge === 'done') {
    canvas.circle(badgeX, badgeY, short * 0.12, WHITE);
    const stroke = Math.max(2, short * 0.03);
    canvas.line([badgeX - short * 0.06, badgeY], [badgeX - short * 0.015, badgeY + short * 0.045], stroke, rgba(background));
    canvas.line([badgeX - short * 0.015, badgeY + short * 0.045], [badgeX + short * 0.07, badgeY - short * 0.045], stroke, rgba(background));
  } else if (badge === 'todo') {
    canvas.circle(badgeX, badgeY, short * 0.11, WHITE, Math.max(2, short * 0.025));
  }
  return canvas.png();
}

/** A profile picture that shows no personal data: a silhouette on a colour picked from the id. */
export function avatarPng(size: number, colourKey: string): Buffer {
  const { background, accent } = paletteFor(colourKey);
  const canvas = new Canvas(size, size);
  const c = size / 2;
  canvas.circle(c, c, c, rgba(background));
  canvas.circle(c, size * 0.4, size * 0.17, rgba('#ffffff', 0.9));
  // The shoulders: the top of an ellipse, cut at the bottom of the frame.
  canvas.paint(rgba('#ffffff', 0.9), (x, y) => ((x - c) / (size * 0.3)) ** 2 + ((y - size * 0.86) / (size * 0.22)) ** 2 <= 1 && y <= size * 0.86 && Math.hypot(x - c, y - c) <= c);
  canvas.circle(c, c, c, rgba(accent), 2);
  return canvas.png();
}
