import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { useT, type MessageId } from '@/lib/i18n';
import './info.css';

export const NOT_FOUND_TITLE = 'info.notFoundTitle' satisfies MessageId;
export const NOT_FOUND_TEXT = 'info.notFoundText' satisfies MessageId;
export const GO_HOME = 'info.goHome' satisfies MessageId;

/** Any address the router does not know (not a spec page): says so and links home. */
export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t(NOT_FOUND_TITLE));
  return (
    <section className="page info not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="page__title">
        {t(NOT_FOUND_TITLE)}
      </h1>
      <p className="page__subtitle">{t(NOT_FOUND_TEXT)}</p>
      <div className="not-found__actions">
        <ButtonLink to={paths.home.getHref()}>{t(GO_HOME)}</ButtonLink>
        <ButtonLink to={paths.faqs.getHref()} variant="secondary">
          {t('copy.faqs')}
        </ButtonLink>
      </div>
    </section>
  );
}
