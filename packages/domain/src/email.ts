// The e-mail rule: one place for the web forms and the server (profile e-mail, tournament registration).

const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether a value reads as an e-mail address: a local part, '@', and a host with a dot; no spaces.
 * Surrounding spaces are ignored (every form trims before it sends).
 */
export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value.trim());
}

/**
 * What a form says when the e-mail is not an address (checked before sending). Not a spec text: the spec
 * has none, so it is worded like its Jazz-number message (decision 0580).
 */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address (like name@example.com)';
