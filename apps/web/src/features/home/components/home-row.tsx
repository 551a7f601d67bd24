import { COPY, MESSAGES } from '@esr/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorMessage } from '@/components/ui/error-message';
import { Loading } from '@/components/ui/loading';
import { env } from '@/config/env';
import { errorMessage } from '@/lib/api-error';

/** A visitor's view of a row the API feeds (every call but the token needs a subscriber): decision 0550. */
export const visitorRowText = (title: string) => `Subscribe to see ${title}.`;
export const VISITOR_ROW_ACTION = 'Subscribe';

export type RowState<T> =
  | { status: 'pending' }
  | { status: 'visitor' }
  | { status: 'error'; message: string }
  | { status: 'success'; data: T };

export interface HomeRowProps<T> {
  id: string;
  title: string;
  subtitle: string;
  viewAllHref?: string;
  state: RowState<T>;
  /** The loaded row (a Carousel); rendered only once the data is in. */
  children: (data: T) => ReactNode;
  /** 'cards' or 'wide': reserves the loaded row's height so nothing shifts (see home.css). */
  size: 'cards' | 'wide';
}

/** A Home row: heading, subtitle, View All, and its loading / error / loaded states (spec section 2). */
export function HomeRow<T>({ id, title, subtitle, viewAllHref, state, children, size }: HomeRowProps<T>) {
  const headingId = `${id}-title`;
  return (
    <section className={`home-row home-row--${size}`} aria-labelledby={headingId}>
      <header className="home-row__header">
        <div>
          <h2 id={headingId} className="home-row__title">
            {title}
          </h2>
          <p className="home-row__subtitle">{subtitle}</p>
        </div>
        {viewAllHref ? (
          <Link to={viewAllHref} className="home-row__view-all" aria-label={`${COPY.viewAll} ${title}`}>
            {COPY.viewAll}
          </Link>
        ) : null}
      </header>
      <div className="home-row__body">
        {state.status === 'pending' ? (
          <Loading />
        ) : state.status === 'visitor' ? (
          <p className="home-row__visitor">
            {visitorRowText(title)}{' '}
            <a className="home-row__subscribe" href={env.VITE_LANDING_URL}>
              {VISITOR_ROW_ACTION}
            </a>
          </p>
        ) : state.status === 'error' ? (
          <ErrorMessage>{MESSAGES.homeRowError(state.message)}</ErrorMessage>
        ) : (
          children(state.data)
        )}
      </div>
    </section>
  );
}

/**
 * A query's state as a row state; a visitor's rows are not fetched at all. `failed` is the row's text
 * when the error carries none, or a function that words the error for this row.
 */
export function rowState<T>(
  query: { status: 'pending' | 'error' | 'success'; data: T | undefined; error: unknown },
  failed: string | ((error: unknown) => string),
  visitor = false,
): RowState<T> {
  if (visitor) return { status: 'visitor' };
  if (query.status === 'error') {
    const message = typeof failed === 'function' ? failed(query.error) : errorMessage(query.error, failed);
    return { status: 'error', message };
  }
  if (query.status === 'success' && query.data !== undefined) return { status: 'success', data: query.data };
  return { status: 'pending' };
}
