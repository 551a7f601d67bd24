import { describe, expect, it } from 'vitest';
import { documentFileOf, NOT_THE_APP } from './documents';
import { paths } from './paths';

describe('the prerendered document of an address', () => {
  it('is index.html for Home and /{route}.html for every other route, with or without a trailing slash', () => {
    expect(documentFileOf('/')).toBe('index.html');
    expect(documentFileOf(paths.tournaments.path)).toBe('tournaments.html');
    expect(documentFileOf('/tournaments/')).toBe('tournaments.html');
    expect(documentFileOf(paths.thankYou.path)).toBe('thankyou.html');
  });

  it("is the same document in the language's folder for Urdu (decision 0990)", () => {
    expect(documentFileOf('/', 'ur')).toBe('ur/index.html');
    expect(documentFileOf('/tournaments/', 'ur')).toBe('ur/tournaments.html');
    expect(documentFileOf('/no-such-page', 'ur')).toBe('ur/404.html');
    expect(documentFileOf('/tournaments', 'en')).toBe('tournaments.html');
  });

  it('is the not-found page for any other address', () => {
    expect(documentFileOf('/no-such-page')).toBe('404.html');
    expect(documentFileOf('/tournaments/42')).toBe('404.html');
  });

  it('never answers for the API or the server pages', () => {
    for (const path of [
      '/api/v1/active-streak',
      '/__mock/seeds',
      '/media/a.png',
      '/docs',
      '/stand-ins/landing',
    ])
      expect(NOT_THE_APP.test(path), path).toBe(true);
    expect(NOT_THE_APP.test('/documents')).toBe(false);
  });
});
