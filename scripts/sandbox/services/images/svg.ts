// Deterministic placeholder SVGs: pure functions of their label and size. No script, no event handler
// attribute, no external reference, no foreignObject: text is escaped, colours are computed hex values.

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

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
  /** What the image shows, for assistive technology (<title>). */
  title: string;
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

/** Coordinates to one decimal: stable text, no float noise. */
const round = (value: number) => Math.round(value * 10) / 10;

const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif';

export function placeholderSvg(options: PlaceholderOptions): string {
  const { width, height, title, colourKey, headline, caption, shape = 'rect', badge } = options;
  const { background, accent } = paletteFor(colourKey);
  const short = Math.min(width, height);
  const radius = shape === 'rounded' ? Math.round(short * 0.12) : 0;
  const frame =
    shape === 'circle'
      ? `<circle cx="${width / 2}" cy="${height / 2}" r="${short / 2}" fill="${background}"/>`
      : `<rect width="${width}" height="${height}" rx="${radius}" fill="${background}"/>`;
  // A soft diagonal band in the accent shade, so cards and banners are not flat.
  const band =
    shape !== 'rect'
      ? ''
      : `<path d="M0 ${height} L${Math.round(width * 0.55)} 0 L${width} 0 L${width} ${Math.round(height * 0.35)} L${Math.round(width * 0.3)} ${height} Z" fill="${accent}" opacity="0.35"/>`;
  // Big for initials, smaller for a long headline (a banner's name) so it fits the width.
  const headlineSize = Math.max(10, Math.round(Math.min(caption ? short * 0.3 : short * 0.38, (width * 1.5) / Math.max(1, [...headline].length))));
  const captionSize = Math.max(9, Math.round(Math.min(short * 0.11, (width * 1.6) / Math.max(8, [...(caption ?? '')].length))));
  const headlineY = round(caption ? height / 2 - captionSize * 0.2 : height / 2);
  const texts = [
    `<text x="50%" y="${headlineY}" dominant-baseline="central" text-anchor="middle" font-family="${FONT}" font-size="${headlineSize}" font-weight="700" fill="#ffffff">${escapeXml(headline)}</text>`,
    caption
      ? `<text x="50%" y="${round(headlineY + headlineSize * 0.5 + captionSize * 1.3)}" text-anchor="middle" font-family="${FONT}" font-size="${captionSize}" fill="#ffffff">${escapeXml(caption)}</text>`
      : '',
  ];
  const at = (fraction: number) => round(short * fraction);
  const badgeMark =
    badge === 'done'
      ? `<circle cx="${round(width - short * 0.18)}" cy="${at(0.18)}" r="${at(0.12)}" fill="#ffffff"/><path d="M${round(width - short * 0.24)} ${at(0.18)} l${at(0.045)} ${at(0.045)} l${at(0.085)} -${at(0.09)}" stroke="${background}" stroke-width="${Math.max(2, at(0.03))}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
      : badge === 'todo'
        ? `<circle cx="${round(width - short * 0.18)}" cy="${at(0.18)}" r="${at(0.11)}" fill="none" stroke="#ffffff" stroke-width="${Math.max(2, at(0.025))}"/>`
        : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    frame,
    band,
    ...texts.filter(Boolean),
    badgeMark,
    '</svg>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** A profile picture that shows no personal data: a silhouette on a colour picked from the id. */
export function avatarSvg(size: number, colourKey: string): string {
  const { background, accent } = paletteFor(colourKey);
  const c = size / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="Profile picture">`,
    '<title>Profile picture</title>',
    `<circle cx="${c}" cy="${c}" r="${c}" fill="${background}"/>`,
    `<circle cx="${c}" cy="${round(size * 0.4)}" r="${round(size * 0.17)}" fill="#ffffff" opacity="0.9"/>`,
    `<path d="M${round(size * 0.2)} ${round(size * 0.86)} C${round(size * 0.24)} ${round(size * 0.64)} ${round(size * 0.76)} ${round(size * 0.64)} ${round(size * 0.8)} ${round(size * 0.86)} Z" fill="#ffffff" opacity="0.9"/>`,
    `<circle cx="${c}" cy="${c}" r="${c - 1}" fill="none" stroke="${accent}" stroke-width="2"/>`,
    '</svg>',
    '',
  ].join('\n');
}
