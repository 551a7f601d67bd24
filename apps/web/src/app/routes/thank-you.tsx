import { ThankYouPage } from '@/features/redeem/components/thank-you-page';

export default ThankYouPage;
