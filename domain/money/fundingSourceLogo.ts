const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** A JPEG's base64 starts with its FF D8 FF signature; anything else is taken as PNG (001 §3: png, jpg or jpeg). */
const JPEG_BASE64_PREFIX = '/9j/';

/** FundingSource.logo (a base64 image) as an image source, or null when it is not one. */
export function fundingSourceLogoSrc(logo: string | null | undefined): string | null {
  if (!logo || !BASE64.test(logo)) return null;
  const type = logo.startsWith(JPEG_BASE64_PREFIX) ? 'jpeg' : 'png';
  return `data:image/${type};base64,${logo}`;
}
