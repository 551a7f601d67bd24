// Leaving the single-page app (the landing page, the unsubscribe service). One place, so tests can
// observe it: jsdom cannot navigate, and the test setup replaces this module with a recorder.

export function leaveTo(url: string): void {
  window.location.assign(url);
}
