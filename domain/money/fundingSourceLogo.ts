import { DEFAULT_IMAGE_TYPE, imageMimeType, imageTypeFromDecoded } from '../images/imageType';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** A JPEG's base64 starts with its FF D8 FF signature (JFIF and Exif files rarely name their type). */
const JPEG_BASE64_PREFIX = '/9j/';

/**
 * FundingSource.logo (a base64 image, 001 §3: png, jpg or jpeg) as an image source, or null when it is not one.
 * The type is the one named on the first line of the decoded string (000 §5, imageTypeFromDecoded); when that
 * line names none, a JPEG's signature still makes it a JPEG (ours), anything else is png.
 */
export function fundingSourceLogoSrc(logo: string | null | undefined): string | null {
  if (!logo || !BASE64.test(logo)) return null;
  let decoded: string;
  try {
    decoded = atob(logo);
  } catch {
    return null;
  }
  const named = imageTypeFromDecoded(decoded);
  const type = named === DEFAULT_IMAGE_TYPE && logo.startsWith(JPEG_BASE64_PREFIX) ? 'jpeg' : named;
  return `data:${imageMimeType(type)};base64,${logo}`;
}

/** Words an institution's initials skip ('Bank of the West' → 'BW'). */
const MINOR_WORDS = new Set(['of', 'the', 'and', '&', 'at', 'for']);

/**
 * Up to two initials for a bank without a logo (ours: the documents give only the optional logo):
 * 'Prairie State Credit Union' → 'PS', 'Chase' → 'C'; null when the name has no letters or digits.
 */
export function institutionInitials(name: string | null | undefined): string | null {
  const words = (name ?? '')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word !== '' && !MINOR_WORDS.has(word.toLowerCase()));
  const initials = words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return initials === '' ? null : initials;
}

/** A logo image narrower than this is a placeholder pixel, not a mark a shopper can read: initials show instead. */
export const MIN_LOGO_WIDTH_PX = 16;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** FundingSource.color (the bank's brand colour) when it is a plain #rrggbb value, else null. */
export function institutionColour(color: string | null | undefined): string | null {
  return color && HEX_COLOUR.test(color) ? color : null;
}
