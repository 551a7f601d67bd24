// Public entry of @esr/domain.
export * from './aim-train';
export * from './carousel';
export * from './games';
export * from './layout';
export * from './messages';
export * from './names';
export * from './phone';
export * from './rewards';
export * from './streak';
export * from './subscription';
export * from './tournaments';
export * from './uploads';
export * from './videos';
