import { TasksPage } from '@/features/challenges/components/tasks-page';

export default TasksPage;
