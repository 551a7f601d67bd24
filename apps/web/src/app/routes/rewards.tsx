import { RewardsPage } from '@/features/rewards/components/rewards-page';

export default RewardsPage;
