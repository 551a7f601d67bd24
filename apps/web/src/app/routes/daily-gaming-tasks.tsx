import { GamingTasksPage } from '@/features/challenges/components/gaming-tasks-page';

export default GamingTasksPage;
