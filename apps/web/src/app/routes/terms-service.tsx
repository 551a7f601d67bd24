import { TermsServicePage } from '@/features/info/components/terms-service-page';

export default TermsServicePage;
