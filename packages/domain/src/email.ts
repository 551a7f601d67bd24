// The e-mail rule: one place for the web forms and the server (profile e-mail, tournament registration).

const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether a value reads as an e-mail address: a local part, '@', and a host with a dot; no spaces.
 * Surrounding spaces are ignored (every form trims before it sends).
 */
export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value.trim());
}
