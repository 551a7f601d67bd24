import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("the Content-Security-Policy of the app's documents", () => {
  it('lets only this origin and the hashes of the inline blocks run', () => {
    const inline = '(function(){document.title="x"})()';
    const policy = directives(
      contentSecurityPolicy(
        {
          apiBaseUrl: '/api',
          aimTrainBaseUrl: '/aim-train',
          frameUrls: ['https://www.youtube.com/embed/'],
        },
        { scripts: [inline], styles: ['body{margin:0}'] },
      ),
    );
    expect(policy['script-src']).toEqual(["'self'", hash(inline), "'wasm-unsafe-eval'", 'blob:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(['https://www.youtube.com']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", hash('body{margin:0}')]);
    expect(JSON.stringify(policy)).not.toContain('unsafe-inline');
  });

  it("allows the operator's API and the game's CDN when they live on other origins", () => {
    const policy = directives(
      contentSecurityPolicy({
        apiBaseUrl: 'https://api.operator.example/v2',
        aimTrainBaseUrl: 'https://cdn.example/aim-train/',
        frameUrls: [],
      }),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.operator.example', 'https://cdn.example']);
    expect(policy['script-src']).toContain('https://cdn.example');
    expect(policy['script-src']).not.toContain('https://api.operator.example');
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
  });

  it('lets the field figures go to their endpoint when it lives on another origin', () => {
    const policy = (vitalsUrl?: string) =>
      directives(
        contentSecurityPolicy({
          apiBaseUrl: '/api',
          aimTrainBaseUrl: '/aim-train',
          frameUrls: [],
          vitalsUrl,
        }),
      );
    expect(policy('https://rum.operator.example/field-vitals')['connect-src']).toEqual([
      "'self'",
      'https://rum.operator.example',
    ]);
    expect(policy('/api/v1/field-vitals')['connect-src']).toEqual(["'self'"]);
    expect(policy(undefined)['connect-src']).toEqual(["'self'"]);
  });
});
