import { apiBaseUrl } from './api';

/**
 * The server answers images (thumbnails, profile pictures) as absolute URLs or as paths on the API host
 * ('/media/...'): resolve the latter against the API base URL so they load when the API lives on another
 * origin.
 */
export function mediaUrl(src: string): string;
export function mediaUrl(src?: string | null): string | null;
export function mediaUrl(src?: string | null): string | null {
  if (!src) return src ?? null;
  try {
    return new URL(src, new URL(apiBaseUrl(), window.location.href)).href;
  } catch {
    return src;
  }
}
