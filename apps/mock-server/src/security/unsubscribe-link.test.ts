import { describe, expect, it } from 'vitest';
import { unsubscribeLinks } from './unsubscribe-link';

// Issue 41, finding 1: what binds each sealed value to its field, its link and its purpose.
const GRANT = { mobile: '923005550001', world: 'main', exp: 4102444800000, ver: 0 };

describe('unsubscribeLinks', () => {
  const links = unsubscribeLinks('a-secret-of-the-server');

  it('opens a link as it was issued', () => {
    const link = links.issue(GRANT, 'portal.example.pk');
    expect(links.open(link)).toEqual({
      grant: { ...GRANT, link: expect.stringMatching(/^[\w-]{22}$/) as string },
      domainName: 'portal.example.pk',
    });
  });

  it('never opens a domainName value as a grant, even one that reads as a grant', () => {
    const forged = links.issue(GRANT, JSON.stringify({ ...GRANT, mobile: '923001234567', link: 'x' }));
    expect(links.open({ mobile: forged.domainName, domainName: forged.domainName })).toBeNull();
    expect(links.open({ mobile: forged.domainName, domainName: forged.mobile })).toBeNull();
  });

  it("refuses another link's domainName, another secret's link, and a value cut or changed", () => {
    const one = links.issue(GRANT, 'one.example');
    const two = links.issue(GRANT, 'two.example');
    expect(links.open({ mobile: one.mobile, domainName: two.domainName })).toBeNull();
    expect(unsubscribeLinks('another-secret').open(one)).toBeNull();
    expect(links.open({ ...one, mobile: one.mobile.slice(0, 20) })).toBeNull();
    const flipped = Buffer.from(one.mobile, 'base64url');
    flipped[flipped.length - 1]! ^= 1;
    expect(links.open({ ...one, mobile: flipped.toString('base64url') })).toBeNull();
    expect(links.open({ mobile: 42, domainName: one.domainName })).toBeNull();
  });
});
