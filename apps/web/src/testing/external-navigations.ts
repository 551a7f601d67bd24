const visited: string[] = [];

export function recordExternalNavigation(url: string): void {
  visited.push(url);
}

/** URLs the app tried to leave to (the landing page, the unsubscribe service), oldest first. */
export function externalNavigations(): readonly string[] {
  return [...visited];
}

export function resetExternalNavigations(): void {
  visited.length = 0;
}
