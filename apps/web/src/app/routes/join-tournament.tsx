import { JoinTournamentPage } from '@/features/tournaments/components/join-tournament-page';

export default JoinTournamentPage;
