import { useId, useState, type ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  question: string;
  answer: ReactNode;
}

/**
 * An accordion (WAI-ARIA APG pattern): each header is a heading holding a real button with aria-expanded
 * and aria-controls; its panel is hidden while collapsed. Items open and close independently.
 */
export function Accordion({
  items,
  headingLevel = 2,
}: {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3;
}) {
  const prefix = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="accordion">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${prefix}-${item.id}-button`;
        const panelId = `${prefix}-${item.id}-panel`;
        return (
          <div key={item.id} className={`accordion__item${expanded ? ' accordion__item--open' : ''}`}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.question}</span>
                <svg
                  className="accordion__icon"
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                >
                  <path
                    d="M6 9l6 6 6-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </button>
            </Heading>
            <div id={panelId} className="accordion__panel" hidden={!expanded}>
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
