import type { Language } from '@esr/domain';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { DocumentTitleContext, pageTitle } from '@/lib/document-title';
import { HydrationProvider } from '@/lib/hydration';
import { loadLanguage, translator, type CatalogueSection } from '@/lib/i18n';
import { createAppQueryClient } from '@/lib/query';
import { App } from './app';
import { renderCheckinTemplates, type CheckinTemplate } from './checkin-template';
import { OFFLINE_TEXT, OfflinePage } from './offline';
import { APP_ROUTES, routeFor } from './router';

// The build's server entry (vite/prerender.ts): each route's HTML as a first visit paints it, before any
// script runs. It knows no session, viewport or query, so it renders what hydration renders first
// (lib/hydration.tsx): the layout with both navigations, the page's static parts and its loading states.

export interface PrerenderedPage {
  /** The #root element's content. */
  html: string;
  /** The document title the page sets. */
  title: string | null;
  /** The document's description (its <meta name="description">), in the page's language. */
  description?: string;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A document of the build, and what its page loads beyond the app: its route's module and catalogue section. */
export interface PrerenderedRoute {
  path: string;
  module: string;
  section?: CatalogueSection;
}

/**
 * The documents a build holds: one per route (the not-found page stands for any other address), each
 * with the module of its route (src/app/routes/, a chunk of its own) and the section of the catalogue its
 * page shows (src/lib/i18n.tsx), whose files it links.
 */
export const PRERENDERED_PAGES: readonly PrerenderedRoute[] = APP_ROUTES.map((route) => ({
  path: route.path === '*' ? '/404' : route.path,
  module: `src/app/routes/${kebab(route.name)}.tsx`,
  ...(route.section ? { section: route.section } : {}),
}));

/** A route's page as a first visit in `language` paints it (decision 0990: a document per language). */
export async function prerender(path: string, language: Language): Promise<PrerenderedPage> {
  await Promise.all([routeFor(path).Page.preload(), loadLanguage(language)]);
  let title: string | null = null;
  const html = renderToString(
    <DocumentTitleContext value={(next) => (title = next)}>
      <App
        prerendered
        queryClient={createAppQueryClient()}
        router={({ children }) => <StaticRouter location={path}>{children}</StaticRouter>}
      />
    </DocumentTitleContext>,
  );
  return { html, title, description: translator()('common.metaDescription') };
}

/** offline.html: the layout around the offline message, for a document without scripts. */
export async function prerenderOffline(language: Language): Promise<PrerenderedPage> {
  await loadLanguage(language);
  const html = renderToString(
    <HydrationProvider prerendered>
      <StaticRouter location="/offline">
        <AppLayout user={{}} onCheckIn={() => undefined}>
          <OfflinePage />
        </AppLayout>
      </StaticRouter>
    </HydrationProvider>,
  );
  return { html, title: pageTitle(translator()(OFFLINE_TEXT.title)) };
}

/** The daily check-in's templates in `language`, for the document's check-in script (decision 1080). */
export function prerenderCheckin(language: Language): Promise<CheckinTemplate[]> {
  return renderCheckinTemplates(language);
}
