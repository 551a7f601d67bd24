import { describe, expect, it } from 'vitest';
import { NOT_THE_APP } from './server-paths';

describe('the server paths (NOT_THE_APP)', () => {
  it('are the API, the control API, media, the stand-ins, the reference, the contracts and the health check', () => {
    for (const path of [
      '/api',
      '/api/v1/active-streak',
      '/__mock/seeds',
      '/media/seed/video.svg',
      '/stand-ins/landing',
      '/docs',
      '/docs/',
      '/openapi.yaml',
      '/openapi/control.yaml',
      '/healthz',
    ])
      expect(NOT_THE_APP.test(path), path).toBe(true);
  });

  it("leave the app's own addresses to it, even those that start with a server word", () => {
    for (const path of ['/', '/tournaments', '/documents', '/apis', '/media-kit', '/healthzone', '/ur/docs'])
      expect(NOT_THE_APP.test(path), path).toBe(false);
  });
});
