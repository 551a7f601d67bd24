// Highlight videos (spec section 2, /game-highlights): the player shows a video-site link in embed form.

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
/** Path forms that carry the id as their second segment: /shorts/ID, /embed/ID, /live/ID. */
const ID_PATHS = new Set(['shorts', 'embed', 'live']);

export const YOUTUBE_EMBED_BASE = 'https://www.youtube.com/embed/';

interface ParsedLink {
  /** The link with its scheme ('https://' added when it had none). */
  href: string;
  /** Lower case, without 'www.'. */
  host: string;
  segments: string[];
  params: Map<string, string>;
}

// scheme (optional, http or https), host (with at least one dot), optional port, path, query, fragment.
// A hand-written parser: this package has no URL global (no DOM, no Node types).
const LINK =
  /^(?:(https?):\/\/)?((?:[a-z0-9-]+\.)+[a-z0-9-]+)(?::\d+)?(\/[^?#\s]*)?(?:\?([^#\s]*))?(?:#\S*)?$/i;

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function parseLink(link: string): ParsedLink | null {
  const trimmed = link.trim();
  const match = LINK.exec(trimmed);
  if (!match) return null;
  const [, scheme, host = '', path = '', query = ''] = match;
  const params = new Map<string, string>();
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const [key = '', value = ''] = pair.split('=', 2);
    const name = decode(key);
    if (!params.has(name)) params.set(name, decode(value));
  }
  return {
    // Links are sometimes stored without their scheme ('youtu.be/ID', 'www.youtube.com/watch?v=ID').
    href: scheme ? trimmed : `https://${trimmed}`,
    host: host.toLowerCase().replace(/^www\./, ''),
    segments: path.split('/').filter(Boolean),
    params,
  };
}

/** Seconds from a start-time parameter: '90', '90s', '1m30s', '1h2m3s'; null when it is not one. */
export function parseStartSeconds(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match) return null;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** The video id of a YouTube link in any common form, or null. */
export function youtubeVideoId(link: string): string | null {
  const url = parseLink(link);
  if (!url) return null;
  const { host, segments } = url;
  let id: string | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.params.get('v');
    else if (segments[0] && ID_PATHS.has(segments[0])) id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/**
 * The embed form of a video-site link (watch?v=, youtu.be/, shorts/, embed/ and live/ forms, with or
 * without www or a scheme). A start time (t= or start=) is kept as ?start=N. Anything else answers null:
 * the player never frames a page it does not know (docs/decisions/0520).
 */
export function toEmbedUrl(link: string): string | null {
  const id = youtubeVideoId(link);
  if (!id) return null;
  const url = parseLink(link);
  const start = parseStartSeconds(url?.params.get('t') ?? url?.params.get('start') ?? null);
  return start ? `${YOUTUBE_EMBED_BASE}${id}?start=${start}` : `${YOUTUBE_EMBED_BASE}${id}`;
}

/** The link itself when it is a web address (http or https), for an 'open on the site' fallback; else null. */
export function safeExternalUrl(link: string): string | null {
  return parseLink(link)?.href ?? null;
}
