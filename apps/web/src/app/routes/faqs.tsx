import { FaqsPage } from '@/features/info/components/faqs-page';

export default FaqsPage;
