import { HighlightsPage } from '@/features/highlights/components/highlights-page';

export default HighlightsPage;
