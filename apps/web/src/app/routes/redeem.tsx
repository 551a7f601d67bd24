import { RedeemPage } from '@/features/redeem/components/redeem-page';

export default RedeemPage;
