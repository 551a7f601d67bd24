import { CompletedPage } from '@/features/challenges/components/completed-page';

export default CompletedPage;
