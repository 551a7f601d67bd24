import { onTestFinished } from 'vitest';

// jsdom decodes no image (no HTMLImageElement.decode, no object URLs), so the app cannot tell a broken
// file there (lib/image-decode.ts). A test that needs the browser's answer lets jsdom decode the way a
// browser would for our test files: a PNG or JPEG by its first bytes decodes, anything else does not.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** Until the test ends: object URLs, and decode() answering by the image's first bytes. */
export function decodeImagesByTheirBytes(): void {
  const blobs = new Map<string, Blob>();
  let next = 0;
  const created = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
  const revoked = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');
  const bytesOf = async (src: string): Promise<Uint8Array> => {
    const blob = blobs.get(src);
    if (blob) return new Uint8Array(await blob.arrayBuffer());
    const base64 = /^data:[^,]*;base64,(.*)$/.exec(src)?.[1] ?? '';
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  };
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${(next += 1)}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => void blobs.delete(url),
  });
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    async value(this: HTMLImageElement) {
      const bytes = await bytesOf(this.src);
      if (!startsWith(bytes, PNG_SIGNATURE) && !startsWith(bytes, JPEG_SIGNATURE)) {
        throw new DOMException('The source image cannot be decoded.', 'EncodingError');
      }
    },
  });
  onTestFinished(() => {
    for (const [name, descriptor] of [
      ['createObjectURL', created],
      ['revokeObjectURL', revoked],
    ] as const) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else delete (URL as unknown as Record<string, unknown>)[name];
    }
    delete (HTMLImageElement.prototype as unknown as Record<string, unknown>).decode;
  });
}
