/** The main world's id (the data directory's database); no mock session may take it. */
export const MAIN_SESSION_ID = 'main';

/** A mock session id: a short name safe as a folder name and a URL segment (control.yaml). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const SESSION_ID_RULE = "x-mock-session must be 1 to 64 letters, digits, '-' or '_', and not 'main'";

/** True for an id the server accepts as is: never truncated or cleaned, so two ids never share a world. */
export function isSessionId(value: string): boolean {
  return SESSION_ID_PATTERN.test(value) && value !== MAIN_SESSION_ID;
}

/** The header that names a mock session (mock mode only). */
export const MOCK_SESSION_HEADER = 'x-mock-session';

/** The request's mock session id as sent (mock mode only; undefined without one), not yet checked. */
export function sentSessionId(headers: Record<string, unknown>, mockMode: boolean): string | undefined {
  const header = headers[MOCK_SESSION_HEADER];
  return mockMode && typeof header === 'string' ? header : undefined;
}
