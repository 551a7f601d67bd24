import { useDocumentTitle } from '@/lib/document-title';

/** A route whose page is not built yet: says so plainly instead of pretending. */
export function NotBuiltYet({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="page" aria-labelledby="not-built-title">
      <h1 id="not-built-title" className="page__title">
        {title}
      </h1>
      <p className="notice" role="status">
        This page is not built yet.
      </p>
    </section>
  );
}
