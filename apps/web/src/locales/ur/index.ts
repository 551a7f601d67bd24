import type english from '../en';
import common from './common.json';
import copy from './copy.json';
import messages from './messages.json';
import home from './home.json';
import checkin from './checkin.json';
import challenges from './challenges.json';
import tournaments from './tournaments.json';
import leaderboard from './leaderboard.json';
import rewards from './rewards.json';
import profile from './profile.json';
import account from './account.json';
import highlights from './highlights.json';
import info from './info.json';
import aimtrain from './aimtrain.json';
import ui from './ui.json';
import refusals from './refusals.json';
import items from './items.json';
import aimgame from './aimgame.json';

// The Urdu catalogue: every English key, translated (a missing one fails the typecheck and the tests).
export default {
  ...common,
  ...copy,
  ...messages,
  ...home,
  ...checkin,
  ...challenges,
  ...tournaments,
  ...leaderboard,
  ...rewards,
  ...profile,
  ...account,
  ...highlights,
  ...info,
  ...aimtrain,
  ...ui,
  ...refusals,
  ...items,
  ...aimgame,
} satisfies Record<keyof typeof english, string>;
