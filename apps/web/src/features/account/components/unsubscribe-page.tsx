import { COPY } from '@esr/domain';
import { useEffect } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { goToLanding, useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { leaveTo } from '@/lib/external-navigation';
import { UNSUBSCRIBE_FAILED, useUnsubscribePageUrl } from '../api/encrypt-unsubscribe';
import './account.css';

/** Texts the spec does not write (decision 0540). */
export const UNSUBSCRIBE_TEXT = {
  opening: 'Opening the unsubscribe page...',
  gamenow: 'Your subscription is managed by our partner gamenow: it cannot be cancelled here.',
  tryAgain: 'Try again',
  backToSettings: 'Back to Settings',
} as const;

/**
 * /unsubscribe (spec sections 2 and 7): asks the operator's unsubscribe service to encrypt the subscriber's
 * number and the portal's host name, then hands over to the service's page with what it returned. Visitors
 * go to the landing page; gamenow-referred users cannot unsubscribe here (spec section 6).
 */
export function UnsubscribePage() {
  useDocumentTitle(COPY.unsubscribe);
  const { status, isGamenow, msisdn } = useSession();
  const allowed = !isGamenow && status === 'subscriber';
  const pageUrl = useUnsubscribePageUrl(allowed ? msisdn : null, window.location.hostname);

  const isVisitor = status === 'visitor' && !isGamenow;
  useEffect(() => {
    if (isVisitor) goToLanding();
  }, [isVisitor]);
  useEffect(() => {
    if (pageUrl.data) leaveTo(pageUrl.data);
  }, [pageUrl.data]);

  let content;
  if (isGamenow)
    content = (
      <div className="unsubscribe__card">
        <p>{UNSUBSCRIBE_TEXT.gamenow}</p>
        <ButtonLink to={paths.profile.getHref()} variant="secondary">
          {UNSUBSCRIBE_TEXT.backToSettings}
        </ButtonLink>
      </div>
    );
  else if (pageUrl.isError)
    content = (
      <div className="unsubscribe__card">
        <ErrorMessage>{UNSUBSCRIBE_FAILED}</ErrorMessage>
        <div className="unsubscribe__actions">
          <Button onClick={() => void pageUrl.refetch()} disabled={pageUrl.isFetching}>
            {UNSUBSCRIBE_TEXT.tryAgain}
          </Button>
          <ButtonLink to={paths.profile.getHref()} variant="secondary">
            {UNSUBSCRIBE_TEXT.backToSettings}
          </ButtonLink>
        </div>
      </div>
    );
  else content = <Loading label={allowed ? UNSUBSCRIBE_TEXT.opening : undefined} />;

  return (
    <div className="page unsubscribe">
      <header>
        <h1 className="page__title">{COPY.unsubscribe}</h1>
      </header>
      {content}
    </div>
  );
}
