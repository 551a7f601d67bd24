import { isMsisdn } from '@esr/domain';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** How long an unsubscribe link from the encrypt endpoint stays good. */
export const UNSUBSCRIBE_LINK_TTL_MS = 30 * 60_000;

/**
 * What the link's `mobile` value carries: the number, the world it may act in, an expiry, the
 * subscriber's token version when it was issued (an unsubscribe raises it, so a link works once: issue
 * 26, finding 11), and the link's own random id, which its `domainName` value is sealed to.
 */
export interface UnsubscribeGrant {
  mobile: string;
  world: string;
  exp: number;
  ver: number;
  link: string;
}

/** The two values of a link, as the encrypt endpoint returns them and the page is opened with. */
export interface SealedLink {
  mobile: string;
  domainName: string;
}

type Field = keyof SealedLink;

/** Names this use of the secret: no key or ciphertext of another purpose is one of these. */
const PURPOSE = 'esr stand-in: unsubscribe link v2';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key per field (HKDF-SHA256 of the secret, the purpose and the field's name). */
function fieldKey(secret: string, field: Field): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, PURPOSE, `${PURPOSE}: ${field}`, 32));
}

/**
 * What a ciphertext is bound to besides its key (AES-GCM's associated data): its purpose and field,
 * and for `domainName` the number and link of the grant it belongs to.
 */
const associatedData = (field: Field, grant?: Pick<UnsubscribeGrant, 'mobile' | 'link'>) =>
  Buffer.from(JSON.stringify([PURPOSE, field, grant?.mobile ?? null, grant?.link ?? null]));

/** AES-256-GCM, base64url of iv | tag | ciphertext. */
function seal(key: Buffer, aad: Buffer, text: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

function open(key: Buffer, aad: Buffer, sealed: string): string | null {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES)).setAAD(aad);
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

function parseGrant(text: string | null): UnsubscribeGrant | null {
  if (!text) return null;
  try {
    const grant = JSON.parse(text) as Partial<UnsubscribeGrant>;
    return typeof grant.mobile === 'string' &&
      isMsisdn(grant.mobile) &&
      typeof grant.world === 'string' &&
      typeof grant.exp === 'number' &&
      typeof grant.ver === 'number' &&
      typeof grant.link === 'string'
      ? (grant as UnsubscribeGrant)
      : null;
  } catch {
    return null;
  }
}

/**
 * The unsubscribe service's sealed links (issue 41, finding 1). Each field has its own key and is
 * bound to its field and purpose; the domain name is also bound to its grant's number and link. So a
 * value sealed as one field never opens as the other (a subscriber's domainName that reads as a
 * grant for another number), and a domain name from one link never completes another.
 */
export function unsubscribeLinks(secret: string) {
  const keys = { mobile: fieldKey(secret, 'mobile'), domainName: fieldKey(secret, 'domainName') };
  return {
    /** Seals a grant (its link id made here) and the domain name it was asked for. */
    issue(grant: Omit<UnsubscribeGrant, 'link'>, domainName: string): SealedLink {
      const full: UnsubscribeGrant = { ...grant, link: randomBytes(16).toString('base64url') };
      return {
        mobile: seal(keys.mobile, associatedData('mobile'), JSON.stringify(full)),
        domainName: seal(keys.domainName, associatedData('domainName', full), domainName),
      };
    },
    /** The grant and domain name of a link, when both values open as what they claim to be; else null. */
    open(values: {
      mobile?: unknown;
      domainName?: unknown;
    }): { grant: UnsubscribeGrant; domainName: string } | null {
      if (typeof values.mobile !== 'string' || typeof values.domainName !== 'string') return null;
      const grant = parseGrant(open(keys.mobile, associatedData('mobile'), values.mobile));
      if (!grant) return null;
      const domainName = open(keys.domainName, associatedData('domainName', grant), values.domainName);
      return domainName ? { grant, domainName } : null;
    },
  };
}
