import { TournamentsPage } from '@/features/tournaments/components/tournaments-page';

export default TournamentsPage;
