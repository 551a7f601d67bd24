import type english from '../en/pages';
import challenges from './challenges.json';
import leaderboard from './leaderboard.json';
import rewards from './rewards.json';
import profile from './profile.json';
import account from './account.json';
import highlights from './highlights.json';
import aimtrain from './aimtrain.json';
import aimgame from './aimgame.json';

// The Urdu catalogue's pages section (the English one's, src/locales/en/pages.ts, says which pages load it).
export default {
  ...challenges,
  ...leaderboard,
  ...rewards,
  ...profile,
  ...account,
  ...highlights,
  ...aimtrain,
  ...aimgame,
} satisfies Record<keyof typeof english, string>;
