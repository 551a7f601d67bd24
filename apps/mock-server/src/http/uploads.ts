import { MESSAGES, TASK_IMAGE_MAX_BYTES, isTaskImageType, sniffImageType } from '@esr/domain';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StoreError } from '../store/store';

export const UPLOADS_URL_PREFIX = '/media/uploads/';

/** Uploaded images: checked by content as well as declared type, stored under generated names. */
export class Uploads {
  readonly dir: string;
  /** An in-memory server's uploads live in a temporary folder of their own, removed on close. */
  private readonly temporary: boolean;

  constructor(dataDir: string) {
    this.temporary = dataDir === ':memory:';
    this.dir = this.temporary ? mkdtempSync(join(tmpdir(), 'esr-uploads-')) : join(dataDir, 'uploads');
    mkdirSync(this.dir, { recursive: true });
  }

  /** Removes the temporary folder of an in-memory server; a data directory's uploads are kept. */
  async close(): Promise<void> {
    if (this.temporary) await rm(this.dir, { recursive: true, force: true });
  }

  /** Validates and stores an image; answers its public URL. Never uses the client's file name. */
  async saveImage(
    data: Buffer,
    declaredType: string,
    maxBytes: number,
    kind: 'task' | 'profile',
  ): Promise<string> {
    const typeMessage = kind === 'task' ? MESSAGES.uploadTypes : MESSAGES.profileImageType;
    const sizeMessage = kind === 'task' ? MESSAGES.uploadSize : MESSAGES.profileImageSize;
    if (data.length > maxBytes) throw new StoreError(413, sizeMessage, 'TOO_LARGE');
    const sniffed = sniffImageType(data);
    if (!isTaskImageType(declaredType) || !sniffed) throw new StoreError(415, typeMessage, 'NOT_AN_IMAGE');
    const declared = declaredType === 'image/jpg' ? 'image/jpeg' : declaredType;
    if (declared !== sniffed) throw new StoreError(415, typeMessage, 'TYPE_MISMATCH');
    const name = `${randomUUID()}.${sniffed === 'image/png' ? 'png' : 'jpg'}`;
    await writeFile(join(this.dir, name), data, { flag: 'wx' });
    return `${UPLOADS_URL_PREFIX}${name}`;
  }

  /**
   * Removes an image saveImage stored, when the entry it was for is refused after all (a concurrent
   * duplicate that passed the first check): a refused request leaves no file behind.
   */
  async discard(url: string): Promise<void> {
    const name = url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : '';
    if (/^[0-9a-f-]{36}\.(png|jpg)$/.test(name)) await rm(join(this.dir, name), { force: true });
  }

  /** Decodes a `data:image/...;base64,` URL, refusing anything over the task limit before decoding. */
  decodeDataUrl(url: string): { mimetype: string; data: Buffer } {
    const match = /^data:(image\/(?:png|jpeg|jpg));base64,([A-Za-z0-9+/]+=*)$/.exec(url);
    if (!match) throw new StoreError(415, MESSAGES.uploadTypes, 'NOT_AN_IMAGE');
    const base64 = match[2]!;
    if (
      Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) >
      TASK_IMAGE_MAX_BYTES
    ) {
      throw new StoreError(413, MESSAGES.uploadSize, 'TOO_LARGE');
    }
    return { mimetype: match[1]!, data: Buffer.from(base64, 'base64') };
  }
}
