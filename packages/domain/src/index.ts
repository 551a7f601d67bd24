// Public entry of @esr/domain: the rules the web app and the server share (web-only settings such as
// carousel timings, the layout breakpoint and the navigation live in apps/web/src/config).
export * from './aim-train';
export * from './daily-tasks';
export * from './email';
export * from './games';
export * from './languages';
export * from './messages';
export * from './names';
export * from './pakistan-time';
export * from './phone';
export * from './reward-names';
export * from './rewards';
export * from './server-paths';
export * from './streak';
export * from './subscription';
export * from './token-messages';
export * from './tournament-time';
export * from './tournaments';
export * from './uploads';
export * from './videos';
