import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@esr/test-support';
import {
  REFUSALS,
  ApiError,
  businessMessage,
  businessMessageOr,
  errorMessage,
  expectSuccess,
  failureBody,
  failureMessage,
  serverMessage,
} from './api-error';

const ok = new Response(null, { status: 200 });
const messages = {
  failed: 'messages.failedToLoadWeeklyTournaments',
  unsuccessful: 'messages.failedToFetchTournaments',
} as const;

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('expectSuccess', () => {
  it('answers the data of a successful call', async () => {
    await expect(
      expectSuccess(Promise.resolve({ data: { success: true }, response: ok }), messages),
    ).resolves.toEqual({
      success: true,
    });
  });

  it('a 200 without success: the server errors text first', async () => {
    const error = await failure(
      expectSuccess(Promise.resolve({ data: { success: false, errors: 'Paused' }, response: ok }), messages),
    );
    expect([error.shown, error.messageId, error.kind]).toEqual([
      { verbatim: 'Paused' },
      'messages.failedToFetchTournaments',
      'unsuccessful',
    ]);
  });

  it('a 200 without success and without errors: the fallback', async () => {
    const error = await failure(
      expectSuccess(Promise.resolve({ data: { success: false }, response: ok }), messages),
    );
    expect(error.shown).toBe('messages.failedToFetchTournaments');
  });

  it('an error status: the failure message', async () => {
    const response = new Response(null, { status: 500 });
    const error = await failure(
      expectSuccess(Promise.resolve({ error: { success: false, message: 'x' }, response }), messages),
    );
    expect([error.shown, error.kind, error.status]).toEqual([
      'messages.failedToLoadWeeklyTournaments',
      'http',
      500,
    ]);
  });

  it('a call that throws: the failure message, kind network', async () => {
    const error = await failure(expectSuccess(Promise.reject(new TypeError('fetch failed')), messages));
    expect([error.shown, error.kind]).toEqual(['messages.failedToLoadWeeklyTournaments', 'network']);
  });
});

describe('expectSuccess with the per-kind texts', () => {
  const byKind = {
    failed: 'messages.failedToCheckIn',
    network: 'messages.failedToRegister',
    serverText: false,
  } as const;

  it('a call that throws: the network text', async () => {
    const error = await failure(expectSuccess(Promise.reject(new TypeError('fetch failed')), byKind));
    expect([error.shown, error.kind]).toEqual(['messages.failedToRegister', 'network']);
  });

  it("a 200 without success: the call's own text, not the server's, when serverText is false", async () => {
    const error = await failure(
      expectSuccess(Promise.resolve({ data: { success: false, errors: 'Paused' }, response: ok }), byKind),
    );
    expect([error.shown, error.kind]).toEqual(['messages.failedToCheckIn', 'unsuccessful']);
  });
});

describe('serverMessage', () => {
  const answered = (status: number, error: unknown) =>
    failure(expectSuccess(Promise.resolve({ error, response: new Response(null, { status }) }), messages));

  it("reads a refusal's message, and nothing else's", async () => {
    const refused = await answered(409, { success: false, message: 'Not enough credits.' });
    expect(serverMessage(refused)).toEqual({ verbatim: 'Not enough credits.' });
    expect(serverMessage(await answered(409, { message: ' ' }))).toBeNull();
    expect(serverMessage(new ApiError('messages.genericError', 'network'))).toBeNull();
    expect(serverMessage(new Error('x'))).toBeNull();
  });

  it("never passes a 5xx's technical text on: the screen shows the spec's message instead", async () => {
    for (const status of [500, 502, 503]) {
      expect(serverMessage(await answered(status, { message: 'Internal server error' }))).toBeNull();
    }
  });
});

describe('businessMessage', () => {
  it('reads the first of the fields asked for, in the body or its data (redeem: details, then message)', async () => {
    const redeem = await failure(
      expectSuccess(
        Promise.resolve({
          error: { success: false, message: 'Refused', data: { details: 'Not enough credits' } },
          response: new Response(null, { status: 409 }),
        }),
        messages,
      ),
    );
    expect(businessMessage(redeem, ['details', 'message'])).toEqual({ verbatim: 'Not enough credits' });
    expect(businessMessage(redeem, ['errors'])).toBeNull();
  });
  it('reads the message of a 200 without success too (the spec shapes of redeem and the profile)', async () => {
    const refused = await failure(
      expectSuccess(
        Promise.resolve({ data: { success: false, message: 'Username is taken' }, response: ok }),
        messages,
      ),
    );
    expect(refused.kind).toBe('unsuccessful');
    expect(serverMessage(refused)).toEqual({ verbatim: 'Username is taken' });
    expect(failureBody(refused)).toEqual({ success: false, message: 'Username is taken' });
  });
});

describe('the message a failure shows', () => {
  const unsuccessful = new ApiError('messages.failedToFetchTournaments', 'unsuccessful', 200, {
    reason: { verbatim: 'Paused' },
  });
  const http = new ApiError('messages.failedToLoadWeeklyTournaments', 'http', 500);

  it("errorMessage: an ApiError's, by id or the server's words; any other error the screen's own", () => {
    expect(errorMessage(unsuccessful, 'messages.genericError')).toEqual({ verbatim: 'Paused' });
    expect(errorMessage(http, 'messages.genericError')).toBe('messages.failedToLoadWeeklyTournaments');
    expect(errorMessage(new TypeError('x is undefined'), 'messages.genericError')).toBe(
      'messages.genericError',
    );
  });

  it("failureMessage: a 200 without success keeps the call's, any other failure the screen's", () => {
    expect(failureMessage(unsuccessful, 'messages.failedToLoadTournaments')).toEqual({ verbatim: 'Paused' });
    expect(failureMessage(http, 'messages.failedToLoadTournaments')).toBe('messages.failedToLoadTournaments');
  });

  it("businessMessageOr: a refusal's words as sent, else the message given", async () => {
    const refused = await failure(
      expectSuccess(
        Promise.resolve({
          error: { message: 'Level locked' },
          response: new Response(null, { status: 409 }),
        }),
        messages,
      ),
    );
    expect(businessMessageOr(refused, 'messages.genericError')).toEqual({ verbatim: 'Level locked' });
    expect(businessMessageOr(http, 'messages.genericError')).toBe('messages.genericError');
  });

  it('takes ids only: an English text where an id is expected does not compile', () => {
    // @ts-expect-error 'Failed to load games' is a text, not a message id (decision 1050).
    expect(new ApiError('Failed to load games', 'http', 500).messageId).toBe('Failed to load games');
  });
});

describe('refusals with a documented code (issue 39)', () => {
  const refused = (body: Record<string, unknown>, status = 409) =>
    failure(
      expectSuccess(Promise.resolve({ error: body, response: new Response(null, { status }) }), messages),
    );

  it("shows the app's text for a documented code, filled with the answer's numbers", async () => {
    const redeem = await refused({
      success: false,
      message: 'You need 130500 credits to redeem Playstation 5; you have 30000.',
      code: 'INSUFFICIENT_CREDITS',
      required_credits: 130500,
      credits: 30000,
      data: { details: 'You need 130500 credits to redeem Playstation 5; you have 30000.' },
    });
    expect(businessMessage(redeem, ['details', 'message'])).toEqual({
      id: 'refusals.insufficientCredits',
      values: { required: 130500, credits: 30000 },
    });
    const closed = await refused({ message: 'Registrations are closed.', code: 'REGISTRATION_CLOSED' });
    expect(serverMessage(closed)).toBe('refusals.registrationClosed');
    const locked = await refused({ message: 'x', code: 'LEVEL_LOCKED', game_level: 5, next_level: 1 });
    expect(serverMessage(locked)).toEqual({ id: 'refusals.levelLocked', values: { level: 5, next: 1 } });
  });

  it("shows the server's words when the numbers its text needs are missing (the spec profile), or the code is unknown", async () => {
    const words = 'You need 130500 credits to redeem Playstation 5; you have 30000.';
    const withoutNumbers = await refused({ message: words, code: 'INSUFFICIENT_CREDITS' });
    expect(serverMessage(withoutNumbers)).toEqual({ verbatim: words });
    const notANumber = await refused({
      message: words,
      code: 'INSUFFICIENT_CREDITS',
      required_credits: '1',
      credits: 0,
    });
    expect(serverMessage(notANumber)).toEqual({ verbatim: words });
    expect(serverMessage(await refused({ message: 'Closed', code: 'SOMETHING_NEW' }))).toEqual({
      verbatim: 'Closed',
    });
    expect(serverMessage(await refused({ message: 'Closed', code: 'toString' }))).toEqual({
      verbatim: 'Closed',
    });
  });

  it("never replaces a 5xx's silence, and keeps the call's own message when nothing is worded", async () => {
    const failed = await refused({ code: 'ALREADY_CLAIMED' }, 500);
    expect(businessMessageOr(failed, 'messages.genericError')).toBe('messages.genericError');
  });

  /** Every `code` the contract's error examples document (openapi.yaml: `code: ALREADY_CLAIMED`). */
  function documentedCodes(): Set<string> {
    const contract = readFileSync(join(repoRoot, 'openapi', 'openapi.yaml'), 'utf8');
    return new Set([...contract.matchAll(/^\s+code: ([A-Z][A-Z_]+)\s*$/gm)].map((match) => match[1]!));
  }

  /** Documented codes of calls whose failures show the spec's own messages, never the server's words. */
  const NEVER_WORDED_BY_THE_SERVER: Record<string, string> = {
    NOT_SUBSCRIBED: 'generateToken: the login fails silently (spec section 8)',
    NOT_GAMENOW: "gamenowNotify: 'Please try again later' (spec section 8)",
    ITEM_MISMATCH: "redeemClaim: 'Redemption failed. Please try again.' (spec section 8)",
    REDEMPTION_NOT_FOUND: "redeemClaim: 'Redemption failed. Please try again.' (spec section 8)",
    WRONG_CREDITS: "esl-games/enter's 400: 'An error occurred. Please try again.' (only a 409 is worded)",
    ALREADY_SUBMITTED: "uploads: 'Failed to submit image. Please try again.' (spec section 8)",
    CHALLENGE_CLOSED: "uploads: 'Failed to submit image. Please try again.' (spec section 8)",
    CHALLENGE_NOT_FOUND: "uploads: 'Failed to submit entry. Please try again.' (spec section 8)",
  };

  it("words every code the contract documents, but those of calls that show the spec's own messages", () => {
    const documented = documentedCodes();
    expect(documented.size).toBeGreaterThan(10);
    for (const code of REFUSALS.keys()) expect(documented, code).toContain(code);
    const unworded = [...documented].filter((code) => !REFUSALS.has(code)).sort();
    expect(unworded).toEqual(Object.keys(NEVER_WORDED_BY_THE_SERVER).sort());
  });
});
