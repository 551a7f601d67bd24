import { GameChallengesPage } from '@/features/challenges/components/game-challenges-page';

export default GameChallengesPage;
