import { ThankYouPage } from '@/features/rewards/components/thank-you-page';

export default ThankYouPage;
