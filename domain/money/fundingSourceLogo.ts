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
