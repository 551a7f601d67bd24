import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadLanguage, loadSection } from '@/lib/i18n';
import { endRenderedApps } from './app-lifetime';
import { installMatchMedia } from './viewport';

// jsdom cannot leave the page: record where the app tried to go instead (see externalNavigations()).
vi.mock('@/lib/external-navigation', async () => {
  const { recordExternalNavigation } = await import('./external-navigations');
  return { leaveTo: recordExternalNavigation };
});

installMatchMedia();
// Tests read the app in the spec's language unless they load another (src/locales), every section of its
// catalogue loaded: a test may render a page's component without its route. That each route loads the
// sections its page shows is src/app/route-sections.test.ts's.
await Promise.all([loadLanguage('en'), loadSection('info'), loadSection('pages')]);
// Calls go to a real server, sometimes with several test files at once on a shared 2-core machine (CI
// under load took over 4 s for one navigation): allow up to 10 s, well inside the 45 s test timeout. No
// test sets a shorter limit of its own: a limit of 4 or 5 s was the one a loaded CI machine could break.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(async () => {
  await endRenderedApps();
  sessionStorage.clear();
  localStorage.clear();
  const { resetExternalNavigations } = await import('./external-navigations');
  resetExternalNavigations();
});
