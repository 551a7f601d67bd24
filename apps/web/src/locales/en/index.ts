// The English catalogue: the source of every text (decisions 0990 and 1050). One file per area of the app;
// each key starts with its file's name (src/locales/catalogues.test.ts). The spec's own texts (its messages
// and its titles) are written once, in the domain's English catalogue, which the server reads too; the
// words the Aim Train game draws, in the game's own (@esr/aim-train), which draws them in English unless told.
// This index is what every page needs (the layout, Home, Tournaments, the check-in, every error); the
// areas only some pages show are sections of their own (info.ts, pages.ts), loaded with those pages.
import copy from '@esr/domain/locales/en/copy.json';
import items from '@esr/domain/locales/en/items.json';
import messages from '@esr/domain/locales/en/messages.json';
import common from './common.json';
import home from './home.json';
import checkin from './checkin.json';
import tournaments from './tournaments.json';
import ui from './ui.json';
import refusals from './refusals.json';

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
};
