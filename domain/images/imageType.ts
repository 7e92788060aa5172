/** Image types read from a decoded image string (000 §5). */
export const IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;

export type ImageType = (typeof IMAGE_TYPES)[number];

export const DEFAULT_IMAGE_TYPE: ImageType = 'png';

/**
 * The image type named on the first line of a decoded image string (000 §5): whichever of png, jpg, jpeg
 * appears first on that line, any case; png otherwise.
 */
export function imageTypeFromDecoded(decoded: string): ImageType {
  const firstLine = (decoded.split(/\r?\n/, 1)[0] ?? '').toLowerCase();
  let found: ImageType = DEFAULT_IMAGE_TYPE;
  let foundAt = Infinity;
  for (const type of IMAGE_TYPES) {
    const at = firstLine.indexOf(type);
    // 'jpeg' and 'jpg' never overlap; on a tie the longer name wins.
    if (at >= 0 && (at < foundAt || (at === foundAt && type.length > found.length))) {
      found = type;
      foundAt = at;
    }
  }
  return found;
}

/** MIME type for a data URL or upload. */
export function imageMimeType(type: ImageType): string {
  return type === 'png' ? 'image/png' : 'image/jpeg';
}
