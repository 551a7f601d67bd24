import { inject } from 'vitest';
import type { ViewportName } from './browser';

// Which API profile the product under test answers with (global-setup.ts, decision 0970).

export const onFullProfile = inject('apiProfile') === 'full';

/**
 * The sizes a case runs at: a phone and a desktop on the full profile; the phone only on the spec
 * profile, whose answers are the same at any size (decision 1060).
 */
export const VIEWPORTS: ViewportName[] = onFullProfile ? ['phone', 'desktop'] : ['phone'];
