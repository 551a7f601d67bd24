import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '@/components/ui/carousel';
import { ErrorMessage } from '@/components/ui/error-message';
import { Loading } from '@/components/ui/loading';
import { VisitorInvite } from '@/components/ui/visitor-invite';
import { AUTOPLAY_MS, ROW_SLIDES_KIND, shouldLoop, type HomeRowId } from '@/config/carousel';
import { errorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';

export type RowState<T> =
  | { status: 'pending' }
  | { status: 'visitor' }
  | { status: 'error'; message: string }
  | { status: 'success'; data: T };

export interface HomeRowProps<T> {
  /** Which row: its autoplay delay, slide sizes and loop rule (config/carousel.ts), and its element id. */
  row: HomeRowId;
  title: string;
  subtitle: string;
  viewAllHref?: string;
  state: RowState<readonly T[]>;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * A Home row (spec section 2): heading, subtitle, View All, and its loading / visitor / error states, then
 * its items in a carousel timed and sized for that row. Every row reserves its loaded height (home.css).
 */
export function HomeRow<T>({
  row,
  title,
  subtitle,
  viewAllHref,
  state,
  getKey,
  renderItem,
}: HomeRowProps<T>) {
  const t = useT();
  const headingId = `${row}-title`;
  const size = ROW_SLIDES_KIND[row];
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
          <Link to={viewAllHref} className="home-row__view-all" aria-label={t('home.viewAllRow', { title })}>
            {t('copy.viewAll')}
          </Link>
        ) : null}
      </header>
      <div className="home-row__body">
        {state.status === 'pending' ? (
          <Loading />
        ) : state.status === 'visitor' ? (
          <VisitorInvite what={title} />
        ) : state.status === 'error' ? (
          <ErrorMessage>{t('messages.homeRowError', { message: t.text(state.message) })}</ErrorMessage>
        ) : (
          <Carousel
            label={title}
            items={state.data}
            getKey={getKey}
            renderItem={renderItem}
            autoplayMs={AUTOPLAY_MS[row]}
            loop={shouldLoop(row === 'tournaments' ? 'tournaments' : 'row', state.data.length)}
            slidesKind={size}
          />
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
  // A call that failed before the session was cleared (a refused token refresh) keeps its message.
  if (query.status === 'error') {
    const message = typeof failed === 'function' ? failed(query.error) : errorMessage(query.error, failed);
    return { status: 'error', message };
  }
  if (visitor) return { status: 'visitor' };
  if (query.status === 'success' && query.data !== undefined) return { status: 'success', data: query.data };
  return { status: 'pending' };
}
