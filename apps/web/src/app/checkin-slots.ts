// How the check-in's templates mark what the streak fills (decision 1080), shared by the build that writes
// them (src/app/checkin-template.tsx, vite/checkin-template.ts) and the document's check-in script that
// fills them (src/app/checkin-bootstrap.ts). No imports: the build's config loads it as it is.

/** Around a slot's index in the markup the component rendered (private-use characters: never text). */
export const SLOT_START = '\uE000';
export const SLOT_END = '\uE001';

/** The element a slot becomes in a template; the script replaces it with its text. */
export const SLOT_TAG = 'esr-slot';

/** The attribute that names a template's variant (features/daily-checkin/checkin-view.ts). */
export const VARIANT_ATTRIBUTE = 'data-esr-checkin';

/** A slot element's attributes: its message id, its compiled message, its values' paths in the view. */
export const SLOT_ID = 'data-id';
export const SLOT_MESSAGE = 'data-message';
export const SLOT_VALUES = 'data-values';
