import { COPY } from '@esr/domain';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import './info.css';

export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_FOUND_TEXT = 'There is nothing at this address.';
export const GO_HOME = 'Go to the homepage';

/** Any address the router does not know (not a spec page): says so and links home. */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <section className="page info not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="page__title">
        {NOT_FOUND_TITLE}
      </h1>
      <p className="page__subtitle">{NOT_FOUND_TEXT}</p>
      <div className="not-found__actions">
        <ButtonLink to={paths.home.getHref()}>{GO_HOME}</ButtonLink>
        <ButtonLink to={paths.faqs.getHref()} variant="secondary">
          {COPY.faqs}
        </ButtonLink>
      </div>
    </section>
  );
}
