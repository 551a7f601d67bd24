import { startFirstCalls } from './bootstrap';
import { nextTask } from './next-task';

// The entry vite/bootstrap.ts compiles into the classic script written into every prerendered document.
startFirstCalls(window, { nextTask });
