import { createHash } from 'node:crypto';

export interface CspOptions {
  /** VITE_API_BASE_URL: a path on this origin, or another origin's URL (the operator's backend). */
  apiBaseUrl: string;
  /** VITE_AIM_TRAIN_BASE_URL: where the game's loader, data, framework and code are (a CDN for Unity). */
  aimTrainBaseUrl: string;
  /** Embedded players' addresses (YouTube's embed base). */
  frameUrls: readonly string[];
  /** VITE_VITALS_URL: where real users' figures are sent (docs/decisions/1110); unset when they are off. */
  vitalsUrl?: string;
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

/** The texts of a document's inline blocks, which its policy allows by hash. */
export interface InlineBlocks {
  scripts?: readonly string[];
  styles?: readonly string[];
}

/** The origin the API is on when it is not this one (a preconnect's address); null on this origin. */
export const apiOrigin = (options: Pick<CspOptions, 'apiBaseUrl'>): string | null =>
  originOf(options.apiBaseUrl)[0] ?? null;

/**
 * A page's Content-Security-Policy, written into each document as a `<meta>` (vite/document.ts) so it holds
 * wherever the build is served (npm start, nginx, a CDN). Scripts only from this origin (and the game's),
 * plus the hashes of the document's inline scripts (the bootstrap); styles from this origin and the hashes
 * of its inlined stylesheets; data only from this origin and the API's; no plugins, no <base>, no form
 * posts elsewhere; frames only for the video player. Images may come from any https host (the backend's
 * media and video thumbnails live where the operator puts them).
 */
export function contentSecurityPolicy(options: CspOptions, inline: InlineBlocks = {}): string {
  const scripts = (inline.scripts ?? []).map(sha256Source);
  const styles = (inline.styles ?? []).map(sha256Source);
  const game = originOf(options.aimTrainBaseUrl);
  const api = originOf(options.apiBaseUrl);
  const list = (...sources: string[]) => (sources.length ? [...new Set(sources)].join(' ') : "'none'");
  return [
    `default-src 'self'`,
    // Unity's loader (the real Aim Train build) compiles WebAssembly and may start its framework from a
    // blob: URL; react-unity-webgl injects the loader script from the game's origin.
    `script-src ${list("'self'", ...game, ...scripts, "'wasm-unsafe-eval'", 'blob:')}`,
    `connect-src ${list("'self'", ...api, ...game, ...originOf(options.vitalsUrl ?? ''))}`,
    `img-src 'self' data: blob: https:`,
    `style-src ${list("'self'", ...styles)}`,
    `font-src 'self'`,
    `frame-src ${list(...options.frameUrls.flatMap(originOf))}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}
