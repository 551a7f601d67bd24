import { isTaskImageType, sniffImageType } from '@esr/domain';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_RULES, type UploadKind } from '../contract/uploads';
import { IMAGE_MAX_DIMENSION, checkImageDimensions } from '../security/image-dimensions';
import { StoreError } from './store-error';

export const UPLOADS_URL_PREFIX = '/media/uploads/';

/** Under the uploads folder (and URL): one folder per mock session, removed with it. */
const SESSIONS_FOLDER = 'sessions';

/** Uploaded images: checked by content as well as declared type, stored under generated names. */
export class Uploads {
  private constructor(
    /** Where this world's files are written. */
    readonly dir: string,
    /** The public URL of `dir`. */
    readonly urlPrefix: string,
    /** Removed on close: an in-memory server's folder, or a mock session's. */
    private readonly temporary: boolean,
  ) {
    mkdirSync(this.dir, { recursive: true });
  }

  /**
   * The main world's uploads: `<dataDir>/uploads`, or a temporary folder for an in-memory server.
   * Session folders left by an earlier process are removed: their sessions lived in its memory.
   */
  static forDataDir(dataDir: string): Uploads {
    const temporary = dataDir === ':memory:';
    const dir = temporary ? mkdtempSync(join(tmpdir(), 'esr-uploads-')) : join(dataDir, 'uploads');
    rmSync(join(dir, SESSIONS_FOLDER), { recursive: true, force: true });
    return new Uploads(dir, UPLOADS_URL_PREFIX, temporary);
  }

  /** A mock session's uploads, under the main folder (so the same static route serves them). */
  forSession(sessionId: string): Uploads {
    return new Uploads(
      join(this.dir, SESSIONS_FOLDER, sessionId),
      `${this.urlPrefix}${SESSIONS_FOLDER}/${sessionId}/`,
      true,
    );
  }

  /** Removes a temporary folder (an in-memory server's, a session's); a data directory's uploads stay. */
  close(): void {
    if (this.temporary) rmSync(this.dir, { recursive: true, force: true });
  }

  /** Validates and stores an image; answers its public URL. Never uses the client's file name. */
  async saveImage(data: Buffer, declaredType: string, kind: UploadKind): Promise<string> {
    const { maxBytes, tooLarge, wrongType: typeMessage } = UPLOAD_RULES[kind];
    if (data.length > maxBytes) throw new StoreError('too-large', tooLarge, 'TOO_LARGE');
    const sniffed = sniffImageType(data);
    if (!isTaskImageType(declaredType) || !sniffed)
      throw new StoreError('unsupported-type', typeMessage, 'NOT_AN_IMAGE');
    const declared = declaredType === 'image/jpg' ? 'image/jpeg' : declaredType;
    if (declared !== sniffed) throw new StoreError('unsupported-type', typeMessage, 'TYPE_MISMATCH');
    const dimensions = checkImageDimensions(data);
    if (!dimensions.ok && dimensions.reason === 'unreadable') {
      throw new StoreError('unsupported-type', typeMessage, 'NOT_AN_IMAGE');
    }
    if (!dimensions.ok) {
      throw new StoreError(
        'too-large',
        `Image dimensions must not exceed ${IMAGE_MAX_DIMENSION}x${IMAGE_MAX_DIMENSION} pixels; this one is ${dimensions.width}x${dimensions.height}.`,
        'TOO_MANY_PIXELS',
      );
    }
    const name = `${randomUUID()}.${sniffed === 'image/png' ? 'png' : 'jpg'}`;
    await writeFile(join(this.dir, name), data, { flag: 'wx' });
    return `${this.urlPrefix}${name}`;
  }

  /**
   * Removes an image saveImage stored, when the entry it was for is refused after all (a concurrent
   * duplicate that passed the first check): a refused request leaves no file behind.
   */
  async discard(url: string): Promise<void> {
    const name = url.startsWith(this.urlPrefix) ? url.slice(this.urlPrefix.length) : '';
    if (/^[0-9a-f-]{36}\.(png|jpg)$/.test(name)) await rm(join(this.dir, name), { force: true });
  }

  /**
   * Runs the store write that records an uploaded image; when it refuses (the entry was made by a
   * concurrent request while this one saved its file), the file is removed before the refusal answers.
   */
  async keepIfStored<T>(url: string, write: () => T): Promise<T> {
    try {
      return write();
    } catch (error) {
      await this.discard(url);
      throw error;
    }
  }

  /** Decodes a `data:image/...;base64,` URL, refusing anything over the task limit before decoding. */
  decodeDataUrl(url: string): { mimetype: string; data: Buffer } {
    const match = /^data:(image\/(?:png|jpeg|jpg));base64,([A-Za-z0-9+/]+=*)$/.exec(url);
    const { maxBytes, tooLarge, wrongType } = UPLOAD_RULES.task;
    if (!match) throw new StoreError('unsupported-type', wrongType, 'NOT_AN_IMAGE');
    const base64 = match[2]!;
    if (
      Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) >
      maxBytes
    ) {
      throw new StoreError('too-large', tooLarge, 'TOO_LARGE');
    }
    return { mimetype: match[1]!, data: Buffer.from(base64, 'base64') };
  }
}
