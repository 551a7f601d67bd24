import { LeaderboardPage } from '@/features/leaderboard/components/leaderboard-page';

export default LeaderboardPage;
