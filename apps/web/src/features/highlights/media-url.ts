import { apiBaseUrl } from '@/lib/api';

/** Video thumbnails come as absolute URLs or as paths on the API host ('/media/...'): resolve the latter. */
export function mediaUrl(src?: string | null): string | null {
  if (!src) return null;
  try {
    return new URL(src, new URL(apiBaseUrl(), window.location.href)).href;
  } catch {
    return src;
  }
}
