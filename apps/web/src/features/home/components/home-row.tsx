import { memo, Suspense, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { Carousel } from '@/components/ui/carousel';
import { ErrorMessage } from '@/components/ui/error-message';
import { Loading } from '@/components/ui/loading';
import { VisitorInvite } from '@/components/ui/visitor-invite';
import { AUTOPLAY_MS, ROW_SLIDES_KIND, shouldLoop, type HomeRowId } from '@/config/carousel';
import { errorMessage } from '@/lib/api-error';
import { sameMessage, useT, type Message, type MessageId } from '@/lib/i18n';

export type RowState<T> =
  | { status: 'pending' }
  | { status: 'visitor' }
  | { status: 'error'; message: Message }
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
function HomeRowView<T>({ row, title, subtitle, viewAllHref, state, getKey, renderItem }: HomeRowProps<T>) {
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
          <ErrorMessage>{t('messages.homeRowError', { message: t.message(state.message) })}</ErrorMessage>
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

const sameState = <T,>(a: RowState<T>, b: RowState<T>) =>
  a.status === b.status &&
  (a.status !== 'success' || a.data === (b as typeof a).data) &&
  (a.status !== 'error' || sameMessage(a.message, (b as typeof a).message));

/**
 * HomeRowView, rendered again only when what it shows changes: each of Home's reads answers on its own,
 * and an answer re-renders its row, not the other five with their carousels (decision 1010). `getKey` and
 * `renderItem` are read from the item alone, so a new function for the same row changes nothing.
 */
export const HomeRow = memo(
  HomeRowView,
  (before, after) =>
    before.row === after.row &&
    before.title === after.title &&
    before.subtitle === after.subtitle &&
    before.viewAllHref === after.viewAllHref &&
    sameState(before.state, after.state),
) as typeof HomeRowView;

/**
 * A query's state as a row state; a visitor's rows are not fetched at all. `failed` is the row's message
 * when the error carries none, or a function that picks the error's message for this row.
 */
export function rowState<T>(
  query: { status: 'pending' | 'error' | 'success'; data: T | undefined; error: unknown },
  failed: MessageId | ((error: unknown) => Message),
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

/**
 * The rows below the first screen, in a Suspense boundary of their own (nothing in them suspends): React
 * hydrates the first screen and commits it, so the page answers taps, then hydrates these in passes of
 * their own instead of one long task for the whole page (decision 1010).
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
