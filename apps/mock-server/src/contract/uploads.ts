import { MESSAGES, PROFILE_IMAGE_MAX_BYTES, TASK_IMAGE_MAX_BYTES } from '@esr/domain';

/**
 * The contract's uploads, in one module: each kind of uploaded image with its size limit (spec section
 * 5) and the spec's messages, and the image each upload operation takes. Read by the body limits
 * (contract/body-limits.ts), the multipart reader and the error handler (plugins/) and the image
 * checks (store/uploads.ts).
 */
export const UPLOAD_RULES = {
  task: { maxBytes: TASK_IMAGE_MAX_BYTES, tooLarge: MESSAGES.uploadSize, wrongType: MESSAGES.uploadTypes },
  profile: {
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    tooLarge: MESSAGES.profileImageSize,
    wrongType: MESSAGES.profileImageType,
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_RULES;

/** The image each operation with a file upload takes. */
export const OPERATION_UPLOADS: Readonly<Record<string, UploadKind>> = {
  submitDailyEntry: 'task',
  completeProfile: 'profile',
};
