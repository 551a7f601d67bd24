import { UnsubscribePage } from '@/features/account/components/unsubscribe-page';

export default UnsubscribePage;
