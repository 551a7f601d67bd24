import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="page" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="page__title">
        Page not found
      </h1>
      <p className="page__subtitle">There is nothing at this address.</p>
      <div>
        <ButtonLink to={paths.home.getHref()}>Go to the homepage</ButtonLink>
      </div>
    </section>
  );
}
