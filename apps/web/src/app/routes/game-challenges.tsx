import { AimTrainPlayButton } from '@/features/aim-train/components/aim-train-play-button';
import { GameChallengesPage } from '@/features/challenges/components/game-challenges-page';

// Features do not import each other: the Aim Train's Play Now is composed into the challenges page here.
export default function GameChallengesRoute() {
  return (
    <GameChallengesPage
      aimTrainAction={(challenge) => <AimTrainPlayButton offeredCredits={challenge.prize} />}
    />
  );
}
