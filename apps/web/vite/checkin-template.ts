import { defaultTreeAdapter as tree, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import type { CheckinTemplate } from '../src/app/checkin-template.tsx';
import {
  SLOT_END,
  SLOT_ID,
  SLOT_MESSAGE,
  SLOT_START,
  SLOT_TAG,
  SLOT_VALUES,
  VARIANT_ATTRIBUTE,
} from '../src/app/checkin-slots.ts';
import { createElement, elementsOf, templateContentOf, type HtmlElement } from './html.ts';

// The check-in dialog's templates in a document (decision 1080): the markup src/app/checkin-template.tsx
// rendered with the app's component, parsed, each recorded slot turned into an element the document's
// check-in script fills (src/app/checkin-bootstrap.ts), inside an inert <template> per variant.

type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** `text` cut at its slot marks: plain text and slot indexes, in order. */
function pieces(text: string): (string | number)[] {
  const out: (string | number)[] = [];
  let rest = text;
  for (let start = rest.indexOf(SLOT_START); start !== -1; start = rest.indexOf(SLOT_START)) {
    const end = rest.indexOf(SLOT_END, start);
    if (end === -1) throw new Error('a check-in slot mark is not closed');
    if (start > 0) out.push(rest.slice(0, start));
    out.push(Number(rest.slice(start + 1, end)));
    rest = rest.slice(end + 1);
  }
  if (rest) out.push(rest);
  return out;
}

const isText = (node: ChildNode): node is DefaultTreeAdapterTypes.TextNode => node.nodeName === '#text';

/** Replaces each slot mark under `parent` with the slot's element. */
function writeSlots(parent: ParentNode, template: CheckinTemplate): void {
  for (const node of [...parent.childNodes]) {
    if (!isText(node)) {
      if ('childNodes' in node) writeSlots(node, template);
      continue;
    }
    if (!node.value.includes(SLOT_START)) continue;
    for (const piece of pieces(node.value)) {
      if (typeof piece === 'string') {
        tree.insertTextBefore(parent, piece, node);
        continue;
      }
      const slot = template.slots[piece];
      if (!slot) throw new Error(`check-in slot ${piece} was not recorded`);
      tree.insertBefore(
        parent,
        createElement(SLOT_TAG, {
          [SLOT_ID]: slot.id,
          [SLOT_MESSAGE]: JSON.stringify(slot.message),
          [SLOT_VALUES]: JSON.stringify(slot.values),
        }),
        node,
      );
    }
    tree.detachNode(node);
  }
}

/** A <template> of the dialog for each variant, its slots written as elements. */
export function checkinTemplateElements(templates: readonly CheckinTemplate[]): HtmlElement[] {
  return templates.map((template) => {
    const element = createElement('template', { [VARIANT_ATTRIBUTE]: template.variant });
    const fragment = parseFragment(template.html);
    // React writes a preload of the dialog's high-priority image ahead of it (hoisted to <head> in a
    // page): inert in a template, and the dialog must be the template's one element.
    for (const node of [...fragment.childNodes])
      if ('tagName' in node && node.tagName === 'link') tree.detachNode(node);
    writeSlots(fragment, template);
    for (const node of elementsOf(fragment)) {
      const marked = node.attrs.find((attribute) => attribute.value.includes(SLOT_START));
      if (marked) throw new Error(`the check-in's ${node.tagName} has a streak number in ${marked.name}`);
    }
    const [dialog, ...more] = fragment.childNodes;
    if (!dialog || more.length > 0) throw new Error('the check-in template is not one element');
    tree.appendChild(templateContentOf(element), dialog);
    return element;
  });
}
