import { useDocumentTitle } from '@/lib/document-title';
import { useT, type MessageId } from '@/lib/i18n';
import { FAQ_ITEMS } from '../faq-items';
import { Accordion } from './accordion';
import './info.css';

export const FAQS_SUBTITLE = 'info.faqsSubtitle' satisfies MessageId;

/** /faqs (spec section 2): 13 questions in an accordion. */
export function FaqsPage() {
  const t = useT();
  useDocumentTitle(t('copy.faqs'));
  const items = FAQ_ITEMS.map((item) => ({
    id: item.id,
    question: t(item.question),
    answer: item.answer(t),
  }));
  return (
    <div className="page info">
      <header>
        <h1 className="page__title">{t('copy.faqs')}</h1>
        <p className="page__subtitle">{t(FAQS_SUBTITLE)}</p>
      </header>
      <Accordion items={items} />
    </div>
  );
}
