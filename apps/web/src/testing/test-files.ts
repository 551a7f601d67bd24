import { TASK_IMAGE_MAX_BYTES } from '@esr/domain';

// Screenshots for tests: real PNG bytes (the mock server checks the content, not only the declared type).

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function pngBytes(size?: number): Uint8Array<ArrayBuffer> {
  const png = Uint8Array.from(atob(ONE_PIXEL_PNG), (c) => c.charCodeAt(0));
  if (size === undefined || size <= png.length) return png;
  const padded = new Uint8Array(size);
  padded.set(png);
  return padded;
}

/** A valid 1x1 PNG screenshot. */
export function pngFile(name = 'screenshot.png'): File {
  return new File([pngBytes()], name, { type: 'image/png' });
}

/** A PNG of exactly `size` bytes (the real image followed by padding). */
export function pngFileOfSize(size: number, name = 'big.png'): File {
  return new File([pngBytes(size)], name, { type: 'image/png' });
}

/** One byte over the task limit. */
export function oversizedPngFile(): File {
  return pngFileOfSize(TASK_IMAGE_MAX_BYTES + 1);
}

/** A GIF: not an allowed screenshot type. */
export function gifFile(): File {
  return new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], 'anim.gif', { type: 'image/gif' });
}

/** A file named and typed as a PNG whose bytes are not an image (a broken download, a renamed file). */
export function corruptPngFile(name = 'broken.png'): File {
  return new File([new TextEncoder().encode('not really a PNG')], name, { type: 'image/png' });
}
