import { apiBaseUrl } from '@/lib/api';

/**
 * The server answers thumbnails as absolute URLs or as paths on the API host ('/media/...'): resolve them
 * against the API base URL so they load when the API lives on another origin.
 */
export function mediaUrl(src: string): string {
  if (!src) return src;
  try {
    const base = new URL(apiBaseUrl(), window.location.href);
    return new URL(src, base).href;
  } catch {
    return src;
  }
}
