import { COPY } from '@esr/domain';
import { useDocumentTitle } from '@/lib/document-title';
import { FAQ_ITEMS } from '../faq-items';
import { Accordion } from './accordion';
import './info.css';

export const FAQS_SUBTITLE = 'Frequently asked questions';

/** /faqs (spec section 2): 13 questions in an accordion. */
export function FaqsPage() {
  useDocumentTitle(COPY.faqs);
  return (
    <div className="page info">
      <header>
        <h1 className="page__title">{COPY.faqs}</h1>
        <p className="page__subtitle">{FAQS_SUBTITLE}</p>
      </header>
      <Accordion items={FAQ_ITEMS} />
    </div>
  );
}
