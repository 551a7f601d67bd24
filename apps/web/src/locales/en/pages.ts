import challenges from './challenges.json';
import leaderboard from './leaderboard.json';
import rewards from './rewards.json';
import profile from './profile.json';
import account from './account.json';
import highlights from './highlights.json';
import aimtrain from './aimtrain.json';
import aimgame from '@esr/aim-train/locales/en/aimgame.json';

// A section of the English catalogue: the areas of the pages beyond Home and Tournaments (tasks and
// challenges, Aim Train, highlights, the leaderboard, rewards, the profile and the account). Each of those
// pages loads it with its chunk (src/app/router.tsx, src/lib/i18n.tsx), so Home's visit does not download
// it (decision 1080, round 5).
export default {
  ...challenges,
  ...leaderboard,
  ...rewards,
  ...profile,
  ...account,
  ...highlights,
  ...aimtrain,
  ...aimgame,
};
