import { Fragment, type ReactNode } from 'react';

// A private-use character: it never occurs in a catalogue, so it marks where a part goes.
const MARK = '\uE000';
const PART = new RegExp(`${MARK}(\\d+)${MARK}`);

/**
 * A translated message with elements inside it (a link, the support address): `format` receives a marker
 * for each part's placeholder and the text is cut at the markers, so each language's translation decides
 * where the parts go (no sentence is built from pieces).
 */
export function withParts(
  format: (markers: Record<string, string>) => string,
  parts: Readonly<Record<string, ReactNode>>,
): ReactNode[] {
  const names = Object.keys(parts);
  const markers = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  return format(markers)
    .split(PART)
    .map((piece, index) =>
      index % 2 === 0 ? piece : <Fragment key={index}>{parts[names[Number(piece)] ?? '']}</Fragment>,
    );
}
