import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export interface CspOptions {
  /** VITE_API_BASE_URL: a path on this origin, or another origin's URL (the operator's backend). */
  apiBaseUrl: string;
  /** VITE_AIM_TRAIN_BASE_URL: where the game's loader, data, framework and code are (a CDN for Unity). */
  aimTrainBaseUrl: string;
  /** Embedded players' addresses (YouTube's embed base). */
  frameUrls: readonly string[];
}

/** The origin of an absolute URL; nothing for a path on this origin. */
function originOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** The CSP source that allows one inline script or style block: its text's SHA-256 hash. */
export const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * `document` with `sources` (the hashes of its inline blocks) added to `directive` of its
 * Content-Security-Policy `<meta>`, right after the directive's 'self'. Throws when it has none.
 */
export function allowInDocumentPolicy(
  document: string,
  directive: 'script-src' | 'style-src',
  sources: readonly string[],
): string {
  const policy = new RegExp(`(<meta http-equiv="Content-Security-Policy" content="[^"]*${directive} 'self')`);
  if (!policy.test(document))
    throw new Error(`the document has no Content-Security-Policy ${directive} to allow its inline blocks`);
  return document.replace(policy, `$1 ${sources.join(' ')}`);
}

/**
 * The page's Content-Security-Policy, as a `<meta>` in index.html so it holds wherever the build is
 * served (npm start, nginx, a CDN). Scripts only from this origin (and the game's), plus the hashes of the
 * inline scripts of `html` (the route preload); data only from this origin and the API's; no plugins, no
 * <base>, no form posts elsewhere; frames only for the video player. Images may come from any https host
 * (the backend's media and video thumbnails live where the operator puts them).
 */
export function contentSecurityPolicy(html: string, options: CspOptions): string {
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) =>
    sha256Source(match[1] ?? ''),
  );
  const game = originOf(options.aimTrainBaseUrl);
  const api = originOf(options.apiBaseUrl);
  const list = (...sources: string[]) => (sources.length ? [...new Set(sources)].join(' ') : "'none'");
  return [
    `default-src 'self'`,
    // Unity's loader (the real Aim Train build) compiles WebAssembly and may start its framework from a
    // blob: URL; react-unity-webgl injects the loader script from the game's origin.
    `script-src ${list("'self'", ...game, ...inline, "'wasm-unsafe-eval'", 'blob:')}`,
    `connect-src ${list("'self'", ...api, ...game)}`,
    `img-src 'self' data: blob: https:`,
    `style-src 'self'`,
    `font-src 'self'`,
    `frame-src ${list(...options.frameUrls.flatMap(originOf))}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

/** Writes the policy into the built index.html, after every other change to it (run it last). */
export function contentSecurityPolicyPlugin(options: CspOptions): Plugin {
  return {
    name: 'esr:content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const policy = contentSecurityPolicy(html, options);
        return html.replace(
          /(<meta charset="UTF-8" \/>)/i,
          `$1\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        );
      },
    },
  };
}
