// Whether the browser can draw an image file (issue 39). A file whose type and size pass the spec's
// checks (section 5) may still be corrupt: decoding it, as its preview would be, tells before anything is
// sent. The decoded image is the one the preview then shows from the same URL. A browser without
// HTMLImageElement.decode cannot tell: the server's 415 says it instead.

/** false when `url` (a chosen file's data: or blob: URL) does not decode as an image; else true. */
export async function decodesAsImage(url: string): Promise<boolean> {
  if (typeof Image === 'undefined' || typeof Image.prototype.decode !== 'function') return true;
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return true;
  } catch {
    return false;
  }
}

/** decodesAsImage for a file, through an object URL (true where the browser has none: it cannot tell). */
export async function fileDecodesAsImage(file: Blob): Promise<boolean> {
  if (typeof URL.createObjectURL !== 'function') return true;
  const url = URL.createObjectURL(file);
  try {
    return await decodesAsImage(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}
