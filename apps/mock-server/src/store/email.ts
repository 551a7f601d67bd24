import { isEmailAddress } from '@esr/domain';
import { StoreError } from './store-error';

/** What each form's e-mail field answers when it is not an address (the texts clients show). */
const REFUSALS = {
  email: 'email must be a valid e-mail address',
  userEmail: 'userEmail must be a valid e-mail address.',
} as const;

/** The server's one e-mail check (the rule is @esr/domain's isEmailAddress): a 400 naming the field. */
export function requireEmailAddress(field: keyof typeof REFUSALS, value: string): void {
  if (!isEmailAddress(value)) throw new StoreError('invalid', REFUSALS[field], 'INVALID_EMAIL');
}
