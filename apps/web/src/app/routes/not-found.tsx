import { NotFoundPage } from '@/features/info/components/not-found-page';

export default NotFoundPage;
