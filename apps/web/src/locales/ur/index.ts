import type english from '../en';
import common from './common.json';
import copy from './copy.json';
import messages from './messages.json';
import home from './home.json';
import checkin from './checkin.json';
import tournaments from './tournaments.json';
import ui from './ui.json';
import refusals from './refusals.json';
import items from './items.json';

// The Urdu catalogue: every English key, translated (a missing one fails the typecheck and the tests), in
// the same index and sections as the English (src/locales/en/index.ts).
export default {
  ...common,
  ...copy,
  ...messages,
  ...home,
  ...checkin,
  ...tournaments,
  ...ui,
  ...refusals,
  ...items,
} satisfies Record<keyof typeof english, string>;
