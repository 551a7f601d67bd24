// The e-mail rule: one place for the web forms and the server (profile, tournament registration, redeem).

// JSON Schema's `format: email` as Ajv reads it (ajv-formats, full mode), which is what the contract
// says of an address: what the web app accepts, every tool reading the contract accepts too.
const EMAIL_ADDRESS =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/**
 * Whether a value reads as an e-mail address: a local part of letters, digits and the signs an address
 * allows (dots between them), '@', and a host of at least two labels (letters, digits, inner hyphens);
 * no spaces, and ASCII only. Surrounding spaces are ignored (every form trims before it sends). The mock
 * server reads the contract's `format: email` with this (decision 0101).
 */
export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value.trim());
}

/**
 * What a form says when the e-mail is not an address (checked before sending). Not a spec text: the spec
 * has none, so it is worded like its Jazz-number message (decision 0580).
 */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address (like name@example.com)';
