import { useEffect } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { goToLanding, useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { useT, type MessageId } from '@/lib/i18n';
import { leaveTo } from '@/lib/external-navigation';
import { UNSUBSCRIBE_FAILED, useUnsubscribePageUrl } from '../api/encrypt-unsubscribe';
import './account.css';

/** Texts the spec does not write (decision 0540). */
export const UNSUBSCRIBE_TEXT = {
  opening: 'account.unsubscribeOpening',
  gamenow: 'account.unsubscribeGamenow',
  tryAgain: 'account.tryAgain',
  backToSettings: 'account.backToSettings',
} as const satisfies Record<string, MessageId>;

/**
 * /unsubscribe (spec sections 2 and 7): asks the operator's unsubscribe service to encrypt the subscriber's
 * number and the portal's host name, then hands over to the service's page with what it returned. Visitors
 * go to the landing page; gamenow-referred users cannot unsubscribe here (spec section 6).
 */
export function UnsubscribePage() {
  const t = useT();
  useDocumentTitle(t('copy.unsubscribe'));
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
        <p>{t(UNSUBSCRIBE_TEXT.gamenow)}</p>
        <ButtonLink to={paths.profile.getHref()} variant="secondary">
          {t(UNSUBSCRIBE_TEXT.backToSettings)}
        </ButtonLink>
      </div>
    );
  else if (pageUrl.isError)
    content = (
      <div className="unsubscribe__card">
        <ErrorMessage>{t(UNSUBSCRIBE_FAILED)}</ErrorMessage>
        <div className="unsubscribe__actions">
          <Button onClick={() => void pageUrl.refetch()} disabled={pageUrl.isFetching}>
            {t(UNSUBSCRIBE_TEXT.tryAgain)}
          </Button>
          <ButtonLink to={paths.profile.getHref()} variant="secondary">
            {t(UNSUBSCRIBE_TEXT.backToSettings)}
          </ButtonLink>
        </div>
      </div>
    );
  else content = <Loading label={allowed ? t(UNSUBSCRIBE_TEXT.opening) : undefined} />;

  return (
    <div className="page unsubscribe">
      <header>
        <h1 className="page__title">{t('copy.unsubscribe')}</h1>
      </header>
      {content}
    </div>
  );
}
