// Upload rules (spec section 5): task screenshots and the profile image.
import type { MessageId } from './messages';

export const TASK_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
export type TaskImageType = (typeof TASK_IMAGE_TYPES)[number];
/** Task screenshots may be at most this many bytes (inclusive). */
export const TASK_IMAGE_MAX_BYTES = 2048000;
/** Profile images may be at most this many bytes (inclusive), 2 MB. */
export const PROFILE_IMAGE_MAX_BYTES = 2097152;

/** What both a browser File and a multipart part can describe. */
export interface FileFacts {
  readonly type: string;
  readonly size: number;
}

export function isTaskImageType(type: string): type is TaskImageType {
  return (TASK_IMAGE_TYPES as readonly string[]).includes(type);
}

/** null when the screenshot may be submitted, else the id of the message to show. The type is checked first. */
export function validateTaskImage({ type, size }: FileFacts): MessageId | null {
  if (!isTaskImageType(type)) return 'messages.uploadTypes';
  if (size > TASK_IMAGE_MAX_BYTES) return 'messages.uploadSize';
  return null;
}

/** null when the profile image may be uploaded, else the id of the message to show. The type is checked first. */
export function validateProfileImage({ type, size }: FileFacts): MessageId | null {
  if (!type.startsWith('image/')) return 'messages.profileImageType';
  if (size > PROFILE_IMAGE_MAX_BYTES) return 'messages.profileImageSize';
  return null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

/** The real image type from the first bytes of a file, so a server can reject a renamed non-image. */
export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}
