import { startFirstCalls } from './bootstrap';

// The entry vite/bootstrap.ts compiles into the classic script written into every prerendered document.
startFirstCalls(window);
