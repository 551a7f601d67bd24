import { describe, expect, it } from 'vitest';
import {
  PROFILE_IMAGE_MAX_BYTES,
  TASK_IMAGE_MAX_BYTES,
  TASK_IMAGE_TYPES,
  sniffImageType,
  validateProfileImage,
  validateTaskImage,
} from './uploads';

const TYPES = 'messages.uploadTypes';
const SIZE = 'messages.uploadSize';

describe('validateTaskImage', () => {
  it('accepts png, jpeg and jpg up to 2048000 bytes', () => {
    expect(TASK_IMAGE_TYPES).toEqual(['image/png', 'image/jpeg', 'image/jpg']);
    expect(TASK_IMAGE_MAX_BYTES).toBe(2048000);
    expect(validateTaskImage({ type: 'image/png', size: 2048000 })).toBeNull();
    expect(validateTaskImage({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(validateTaskImage({ type: 'image/jpg', size: 1 })).toBeNull();
  });

  it('rejects 2048001 bytes', () => {
    expect(validateTaskImage({ type: 'image/png', size: 2048001 })).toBe(SIZE);
  });

  it('rejects other types, checking the type first', () => {
    expect(validateTaskImage({ type: 'image/gif', size: 10 })).toBe(TYPES);
    expect(validateTaskImage({ type: 'image/webp', size: 10 })).toBe(TYPES);
    expect(validateTaskImage({ type: '', size: 10 })).toBe(TYPES);
    expect(validateTaskImage({ type: 'application/pdf', size: 9_999_999 })).toBe(TYPES);
  });
});

describe('validateProfileImage', () => {
  it('accepts any image up to 2097152 bytes', () => {
    expect(PROFILE_IMAGE_MAX_BYTES).toBe(2097152);
    expect(validateProfileImage({ type: 'image/gif', size: 2097152 })).toBeNull();
  });

  it('rejects 2097153 bytes', () => {
    expect(validateProfileImage({ type: 'image/png', size: 2097153 })).toBe('messages.profileImageSize');
  });

  it('rejects a non-image', () => {
    expect(validateProfileImage({ type: 'text/plain', size: 10 })).toBe('messages.profileImageType');
    expect(validateProfileImage({ type: '', size: 10 })).toBe('messages.profileImageType');
  });
});

describe('sniffImageType', () => {
  it('recognises PNG and JPEG signatures', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });

  it('rejects text, truncated headers and empty files', () => {
    expect(sniffImageType(Uint8Array.from('not a png', (c) => c.charCodeAt(0)))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
