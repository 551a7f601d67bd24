import {
  defaultTreeAdapter as tree,
  html,
  parse,
  parseFragment,
  serialize,
  type DefaultTreeAdapterTypes,
} from 'parse5';

// The build's documents are read and written as trees (parse5, the HTML standard's parser), never with
// regular expressions over another tool's markup (issue 28): the few operations vite/document.ts needs.

export type HtmlDocument = DefaultTreeAdapterTypes.Document;
export type HtmlElement = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;

export const parseDocument = (text: string): HtmlDocument => parse(text);
export const serializeDocument = (document: HtmlDocument): string => serialize(document);

const isElement = (node: DefaultTreeAdapterTypes.Node): node is HtmlElement => 'tagName' in node;

/** Every element under `root`, in document order. */
export function elementsOf(root: ParentNode): HtmlElement[] {
  const found: HtmlElement[] = [];
  const walk = (parent: ParentNode) => {
    for (const child of parent.childNodes) {
      if (!isElement(child)) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

export const attributeOf = (element: HtmlElement, name: string): string | undefined =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

export function setAttribute(element: HtmlElement, name: string, value: string): void {
  const existing = element.attrs.find((attribute) => attribute.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

/** Elements of `tagName` under `root` whose attributes include every one of `attributes`. */
export function findAll(
  root: ParentNode,
  tagName: string,
  attributes: Record<string, string> = {},
): HtmlElement[] {
  return elementsOf(root).filter(
    (element) =>
      element.tagName === tagName &&
      Object.entries(attributes).every(([name, value]) => attributeOf(element, name) === value),
  );
}

/** The one element of `tagName` (with `attributes`) under `root`; throws when there is none. */
export function findOne(
  root: ParentNode,
  tagName: string,
  attributes: Record<string, string> = {},
): HtmlElement {
  const found = findAll(root, tagName, attributes)[0];
  if (!found) throw new Error(`the document has no <${tagName}> with ${JSON.stringify(attributes)}`);
  return found;
}

/** A new element (an attribute set to '' is written bare, as `disabled`), with text content if given. */
export function createElement(
  tagName: string,
  attributes: Record<string, string> = {},
  text?: string,
): HtmlElement {
  const element = tree.createElement(
    tagName,
    html.NS.HTML,
    Object.entries(attributes).map(([name, value]) => ({ name, value })),
  );
  if (text !== undefined) tree.insertText(element, text);
  // A <template>'s children live in its content, as the parser makes them (and parse5 serialises them).
  if (tagName === 'template')
    tree.setTemplateContent(element as DefaultTreeAdapterTypes.Template, tree.createDocumentFragment());
  return element;
}

/** A <template>'s content: where its children go. */
export const templateContentOf = (element: HtmlElement): DefaultTreeAdapterTypes.DocumentFragment =>
  tree.getTemplateContent(element as DefaultTreeAdapterTypes.Template);

export function insertBefore(reference: ChildNode, ...nodes: ChildNode[]): void {
  const parent = reference.parentNode;
  if (!parent) throw new Error('insertBefore: the reference node has no parent');
  for (const node of nodes) tree.insertBefore(parent, node, reference);
}

export function insertAfter(reference: ChildNode, ...nodes: ChildNode[]): void {
  const parent = reference.parentNode;
  if (!parent) throw new Error('insertAfter: the reference node has no parent');
  const next = parent.childNodes[parent.childNodes.indexOf(reference) + 1];
  for (const node of nodes) {
    if (next) tree.insertBefore(parent, node, next);
    else tree.appendChild(parent, node);
  }
}

export function append(parent: ParentNode, ...nodes: ChildNode[]): void {
  for (const node of nodes) tree.appendChild(parent, node);
}

export const remove = (node: ChildNode): void => tree.detachNode(node);

/** Replaces `element`'s children with `markup`, parsed in its context (a React render, for #root). */
export function setInnerHtml(element: HtmlElement, markup: string): void {
  for (const child of [...element.childNodes]) tree.detachNode(child);
  for (const child of [...parseFragment(element, markup, {}).childNodes]) tree.appendChild(element, child);
}

/** Replaces `element`'s children with one text node. */
export function setText(element: HtmlElement, text: string): void {
  for (const child of [...element.childNodes]) tree.detachNode(child);
  tree.insertText(element, text);
}

/** The text of `element`'s text children (a <script>'s or a <style>'s source). */
export const textOf = (element: HtmlElement): string =>
  element.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');

/** Parses markup on its own (a React render) to read it. */
export const parseMarkup = (markup: string): DefaultTreeAdapterTypes.DocumentFragment =>
  parseFragment(markup);
