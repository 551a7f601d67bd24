import { RedeemPage } from '@/features/rewards/components/redeem-page';

export default RedeemPage;
