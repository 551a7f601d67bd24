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

const html = (inline: string) =>
  `<html><head><meta charset="UTF-8" /><script>${inline}</script><script type="module" src="/assets/index.js"></script></head></html>`;

describe('the Content-Security-Policy of index.html', () => {
  it('lets only this origin and the hashes of the inline scripts run', () => {
    const inline = '(function(){document.title="x"})()';
    const policy = directives(
      contentSecurityPolicy(html(inline), {
        apiBaseUrl: '/api',
        aimTrainBaseUrl: '/aim-train',
        frameUrls: ['https://www.youtube.com/embed/'],
      }),
    );
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(policy['script-src']).toEqual(["'self'", `'sha256-${hash}'`, "'wasm-unsafe-eval'", 'blob:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(['https://www.youtube.com']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
  });

  it("allows the operator's API and the game's CDN when they live on other origins", () => {
    const policy = directives(
      contentSecurityPolicy(html(''), {
        apiBaseUrl: 'https://api.operator.example/v2',
        aimTrainBaseUrl: 'https://cdn.example/aim-train/',
        frameUrls: [],
      }),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.operator.example', 'https://cdn.example']);
    expect(policy['script-src']).toContain('https://cdn.example');
    expect(policy['script-src']).not.toContain('https://api.operator.example');
    expect(policy['frame-src']).toEqual(["'none'"]);
  });
});
