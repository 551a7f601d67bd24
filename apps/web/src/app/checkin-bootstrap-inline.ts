import { startEarlyCheckin } from './checkin-bootstrap';

// The entry vite/bootstrap.ts compiles into the classic script written at the end of every prerendered
// document's <body>, after the check-in's templates (decision 1080).
startEarlyCheckin(window);
