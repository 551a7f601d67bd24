// jsdom has no layout and no matchMedia: this one answers width queries from window.innerWidth, so a test
// can render the app at a phone or a desktop width (setViewportWidth) and the layout follows.

type Listener = (event: MediaQueryListEvent) => void;
const lists = new Set<{ query: string; listeners: Set<Listener> }>();

function evaluate(query: string): boolean {
  const width = window.innerWidth;
  if (query.includes('prefers-reduced-motion')) return true; // keeps swiper's autoplay timers out of tests
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (min && width < Number(min[1])) return false;
  if (max && width > Number(max[1])) return false;
  return Boolean(min || max);
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const entry = { query, listeners: new Set<Listener>() };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

/** Resizes the jsdom window and tells every media query list. */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  for (const entry of lists) {
    const event = { matches: evaluate(entry.query), media: entry.query } as MediaQueryListEvent;
    for (const listener of entry.listeners) listener(event);
  }
  window.dispatchEvent(new Event('resize'));
}
