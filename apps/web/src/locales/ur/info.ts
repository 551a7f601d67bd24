import type english from '../en/info';
import info from './info.json';

// The Urdu catalogue's info section (the English one's, src/locales/en/info.ts, says which pages load it).
export default {
  ...info,
} satisfies Record<keyof typeof english, string>;
