import type { I18n } from '@lingui/core';

// How a catalogue message is written with its values, for the app (lib/i18n.tsx) and for the document's
// check-in script before the app runs (src/app/checkin-bootstrap.ts), which must not load React: one
// way, so the early dialog's '1,500 day streak' is the app's (issue 38).

/** A number written by Intl in `i18n`'s active language ('130,500'): the app's one number format. */
export function formatNumberIn(i18n: I18n, value: number): string {
  return i18n.number(value);
}

/**
 * A catalogue message with its values. Lingui writes a plain placeholder ({n}) as it is given and formats
 * only what a plural (#) or a number format selects, so a number given to a plain placeholder is written
 * here first: 'Entry fee 40,000 Credits' in English, the same digits grouped as Urdu groups them.
 */
export function formatMessage(
  i18n: I18n,
  id: string,
  values?: Readonly<Record<string, string | number>>,
): string {
  if (!values) return i18n._(id);
  const plain = plainPlaceholders(i18n.messages[id]);
  let written: Record<string, string | number> | undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number' && plain.has(name))
      (written ??= { ...values })[name] = formatNumberIn(i18n, value);
  }
  return i18n._(id, written ?? values);
}

const plainPlaceholderCache = new WeakMap<object, ReadonlySet<string>>();

/**
 * The names a compiled message writes as they are ({n}), outside a plural's selector. Lingui's compiled
 * form: a string, or a list of strings and [name] / [name, type, cases] tokens, cases holding lists again.
 */
export function plainPlaceholders(compiled: unknown): ReadonlySet<string> {
  if (!Array.isArray(compiled)) return new Set();
  const cached = plainPlaceholderCache.get(compiled);
  if (cached) return cached;
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, type, cases] = token as [string, string?, Record<string, unknown>?];
      if (type === undefined) names.add(name);
      else if (cases && typeof cases === 'object') Object.values(cases).forEach(walk);
    }
  };
  walk(compiled);
  plainPlaceholderCache.set(compiled, names);
  return names;
}
