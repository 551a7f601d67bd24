import { imageSize } from 'image-size';

/** The largest width and height an uploaded image may have (task, challenge and profile images). */
export const IMAGE_MAX_DIMENSION = 4096;

export type DimensionCheck =
  | { ok: true; width: number; height: number }
  | { ok: false; reason: 'unreadable' | 'too-large'; width?: number; height?: number };

/**
 * Reads an image's size from its header (image-size: pure JavaScript, no decoding) and refuses one
 * wider or taller than IMAGE_MAX_DIMENSION. A 389 KB PNG can declare 20000 x 20000 pixels: 1.6 GB
 * once a browser decodes it for the leaderboard (issue 14, finding 7). A header it cannot read is
 * not an image the product can show.
 */
export function checkImageDimensions(data: Uint8Array): DimensionCheck {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(data);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const { width, height } = size;
  if (!width || !height) return { ok: false, reason: 'unreadable' };
  if (width > IMAGE_MAX_DIMENSION || height > IMAGE_MAX_DIMENSION) {
    return { ok: false, reason: 'too-large', width, height };
  }
  return { ok: true, width, height };
}
