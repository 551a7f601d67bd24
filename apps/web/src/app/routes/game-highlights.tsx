import { GameHighlightsPage } from '@/features/highlights/components/game-highlights-page';

export default GameHighlightsPage;
