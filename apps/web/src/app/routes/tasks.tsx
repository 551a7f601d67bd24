import { TasksPage } from '@/features/tasks/components/tasks-page';

export default TasksPage;
