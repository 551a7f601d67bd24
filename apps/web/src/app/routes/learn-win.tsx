import { LearnWinPage } from '@/features/info/components/learn-win-page';

export default LearnWinPage;
