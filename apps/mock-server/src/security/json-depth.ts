const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
/** The bytes the scan looks for: a quote and a backslash (0, 1), and the four brackets. */
const SCANNED = [QUOTE, BACKSLASH, OPEN_OBJECT, OPEN_ARRAY, CLOSE_OBJECT, CLOSE_ARRAY];

/**
 * How deeply a JSON text nests, read byte by byte as it arrives, without parsing it (issue 41,
 * finding 2): `JSON.parse` of 2.8 MB of `[[[…]]]` held the event loop 0.8 s, five times a flat body of
 * the same size. Brackets inside strings do not count; UTF-8's multi-byte characters never look like
 * these ASCII bytes. Malformed JSON is left for the parser to refuse: this only answers "deeper than
 * `max`?", and stops reading at the first level past it.
 */
export class JsonDepthScan {
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** True once the text has gone deeper than `max`. */
  exceeded = false;

  constructor(readonly max: number) {}

  /** Reads the next bytes; answers false once the text is deeper than `max`. */
  feed(bytes: Uint8Array): boolean {
    if (this.exceeded) return false;
    let { depth, inString, escaped } = this;
    // Where each byte that matters is next, each found by indexOf at most once per byte: the scan
    // jumps over a string's content (most of a body: a data URL) and over numbers, never byte by byte.
    const at = new Array<number>(SCANNED.length).fill(-1);
    let i = 0;
    const nextOf = (which: number) => {
      if (at[which]! < i) {
        const found = bytes.indexOf(SCANNED[which]!, i);
        at[which] = found < 0 ? bytes.length : found;
      }
      return at[which]!;
    };
    while (i < bytes.length) {
      if (inString) {
        if (escaped) {
          escaped = false;
          i++;
          continue;
        }
        const quote = nextOf(0);
        const backslash = nextOf(1);
        escaped = backslash < quote;
        inString = escaped || quote === bytes.length;
        i = Math.min(backslash, quote) + 1;
        continue;
      }
      let which = 0;
      for (let other = 2; other < SCANNED.length; other++) {
        if (nextOf(other) < nextOf(which)) which = other;
      }
      i = nextOf(which) + 1;
      if (i > bytes.length) break;
      const byte = SCANNED[which];
      if (byte === QUOTE) {
        inString = true;
      } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
        if (++depth > this.max) {
          this.exceeded = true;
          return false;
        }
      } else {
        depth--;
      }
    }
    Object.assign(this, { depth, inString, escaped });
    return true;
  }
}

/** True when the JSON text nests deeper than `max` (an object or array inside another is 2). */
export function nestsDeeperThan(bytes: Uint8Array, max: number): boolean {
  return !new JsonDepthScan(max).feed(bytes);
}

/** The 400's message for a body refused by its nesting. */
export const tooDeep = (max: number) =>
  `The body nests deeper than ${max} levels of objects and arrays, more than this server reads`;
