import { serializeOuter } from 'parse5';
import { describe, expect, it } from 'vitest';
import { checkinTemplateElements } from './checkin-template';
import { attributeOf, elementsOf, templateContentOf } from './html';

// The check-in's templates as a document holds them (decision 1080): the component's markup, parsed, each
// recorded slot an element the document's script fills, one dialog per template.

const SLOT = (index: number) => `\uE000${index}\uE001`;
const slots = [
  { id: 'common.streakDay', message: ['Day ', ['n']], values: { n: 'cards.0.day' } },
  { id: 'common.streakCredits', message: [['n', 'plural', {}]], values: { n: 'cards.0.credits' } },
] as const;
const template = (html: string) => ({ variant: 'new current locked locked', html, slots: [...slots] });

describe('the check-in templates', () => {
  it('writes each slot as an element in place of its mark, its message and values with it', () => {
    const [element] = checkinTemplateElements([
      template(
        `<link rel="preload" as="image" href="/a.svg"/><div class="modal"><span>${SLOT(0)}</span><span>x ${SLOT(1)} y</span></div>`,
      ),
    ]);
    expect(attributeOf(element!, 'data-esr-checkin')).toBe('new current locked locked');
    const content = templateContentOf(element!);
    // The dialog alone: React's hoisted image preload is dropped.
    expect(content.childNodes.map((node) => node.nodeName)).toEqual(['div']);
    const written = elementsOf(content).filter((node) => node.tagName === 'esr-slot');
    expect(written.map((node) => attributeOf(node, 'data-id'))).toEqual([
      'common.streakDay',
      'common.streakCredits',
    ]);
    expect(JSON.parse(attributeOf(written[0]!, 'data-message')!)).toEqual(['Day ', ['n']]);
    expect(JSON.parse(attributeOf(written[1]!, 'data-values')!)).toEqual({ n: 'cards.0.credits' });
    expect(serializeOuter(element!)).toContain('<span>x <esr-slot');
    expect(serializeOuter(element!)).toContain('</esr-slot> y</span>');
    expect(serializeOuter(element!)).not.toContain('\uE000');
  });

  it('refuses a streak number in an attribute, and markup that is not one dialog', () => {
    expect(() => checkinTemplateElements([template(`<div aria-label="${SLOT(0)}"></div>`)])).toThrow(
      /aria-label/,
    );
    expect(() => checkinTemplateElements([template('<div></div><div></div>')])).toThrow(/one element/);
  });
});
