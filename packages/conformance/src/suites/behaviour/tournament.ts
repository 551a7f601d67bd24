import { Skip, type CaseRecorder, type RunEnv } from '../../context';
import type { Exchange } from '../../model';
import { readBalance, readTournaments, type Schemas } from '../../reads';
import { entryFeeCredits, registrationNeeds } from '../../spec-tables';
import { dataOf, expectBalance, expectReportedCredits, statusOf } from './credits';

// Spec sections 4 and 5 and the contract, tournament registration: only while status is 1; a UID when
// UIDCheck is 1, a nick always, an e-mail unless tourn_type is 'Credits' (blank counts as missing);
// the entry fee is spent once, and a fee the subscriber cannot pay is refused (409); a second
// registration answers already_submited and changes nothing.

type Tournament = Partial<Schemas['Tournament']>;
const PLAYER = { pubg_id: 'conformance-uid', pubg_nick: 'conformance', userEmail: 'conformance@example.com' };
const MAX_OPEN = 3;

const alreadyIn = (e: Exchange) => statusOf(e) === 200 && dataOf(e).already_submited === true;

/** The fields a registration for `t` needs, and only those (blank where the rules need none). */
function minimalEntry(t: Tournament) {
  const needs = registrationNeeds(t);
  return {
    id: t.tourn_id,
    pubg_nick: PLAYER.pubg_nick,
    pubg_id: needs.uid ? PLAYER.pubg_id : '',
    userEmail: needs.email ? PLAYER.userEmail : '',
  };
}

/**
 * A fee the subscriber cannot pay is refused and nothing moves: --msisdn registers, with what the rules
 * need, for an open tournament whose fee is above its balance (one it has not entered yet).
 */
async function unaffordableRefused(c: CaseRecorder, token: string, open: Tournament[]): Promise<void> {
  const balance = await readBalance(c, token);
  const dear = open.filter((t) => entryFeeCredits(t) > balance);
  for (const t of dear) {
    const fee = entryFeeCredits(t);
    const sent = await c.call('tournamentCheckin', { token, json: minimalEntry(t) });
    if (alreadyIn(sent)) continue;
    const status = statusOf(sent) ?? 0;
    c.expect(
      status >= 400 && status < 500,
      'registration-rules',
      `${t.tourn_id}: a registration with ${balance} credits for a fee of ${fee} answered ${status}`,
      { exchange: sent },
    );
    await expectBalance(
      c,
      token,
      balance,
      'registration-rules',
      `${t.tourn_id}: after a registration that cannot pay its fee of ${fee}`,
      'tournamentCheckin',
    );
    c.note(`${t.tourn_id}: a fee of ${fee} with ${balance} credits answered ${status}`);
    return;
  }
  c.uncheck(
    'registration-rules',
    dear.length > 0
      ? `a fee the subscriber cannot pay: --msisdn was registered before this run for every tournament whose fee is above its ${balance} credits (${dear.map((t) => t.tourn_id).join(', ')})`
      : `a fee the subscriber cannot pay: every open tournament's fee is within --msisdn's ${balance} credits`,
  );
}

/** A blank required field is refused with a 4xx, and nothing moves. False once already registered. */
async function blanksRefused(c: CaseRecorder, token: string, t: Tournament): Promise<boolean> {
  const needs = registrationNeeds(t);
  const blanks = ['pubg_nick', ...(needs.uid ? ['pubg_id'] : []), ...(needs.email ? ['userEmail'] : [])];
  for (const field of blanks) {
    const balance = await readBalance(c, token);
    const sent = await c.call('tournamentCheckin', {
      token,
      json: { id: t.tourn_id, ...PLAYER, [field]: '  ' },
    });
    if (alreadyIn(sent)) return false;
    const status = statusOf(sent) ?? 0;
    c.expect(
      status >= 400 && status < 500,
      'registration-rules',
      `${t.tourn_id}: a blank ${field} answered ${status}`,
      { exchange: sent },
    );
    await expectBalance(
      c,
      token,
      balance,
      'registration-rules',
      `${t.tourn_id}: after a blank ${field}`,
      'tournamentCheckin',
    );
  }
  return true;
}

/**
 * Registers with only what the rules require; checks the fee, then that a repeat changes nothing. True
 * when this registration was a new one (its fee was checked).
 */
async function registers(c: CaseRecorder, token: string, t: Tournament): Promise<boolean> {
  const minimal = minimalEntry(t);
  const before = await readBalance(c, token);
  const fee = entryFeeCredits(t);
  const sent = await c.call('tournamentCheckin', { token, json: minimal });
  const status = statusOf(sent);
  if (status === 200 && !alreadyIn(sent)) {
    const after = await expectBalance(
      c,
      token,
      before - fee,
      'registration-rules',
      `${t.tourn_id}: an entry fee of ${fee}`,
      'tournamentCheckin',
    );
    expectReportedCredits(c, sent, after);
    c.note(`${t.tourn_id}: registered for a fee of ${fee}: ${before} -> ${after}`);
  } else if (status === 409 && before < fee) {
    c.note(`${t.tourn_id}: refused, ${before} credits for a fee of ${fee}`);
    c.uncheck('registration-rules', `${t.tourn_id}: no subscriber given can pay its fee of ${fee}`);
  } else if (!alreadyIn(sent)) {
    c.fail(
      'registration-rules',
      `${t.tourn_id}: a registration with the required fields only answered ${status}`,
      { exchange: sent },
    );
  }
  const balance = await readBalance(c, token);
  const again = await c.call('tournamentCheckin', { token, json: minimal });
  if (status === 200) {
    c.expect(
      alreadyIn(again),
      'registration-rules',
      `${t.tourn_id}: a second registration did not answer already_submited`,
      { exchange: again },
    );
  }
  await expectBalance(
    c,
    token,
    balance,
    'registration-rules',
    `${t.tourn_id}: after a second registration`,
    'tournamentCheckin',
  );
  return status === 200 && !alreadyIn(sent);
}

/** A tournament past status 1 takes no new registration. */
async function closedRefuses(c: CaseRecorder, token: string, t: Tournament): Promise<void> {
  const before = await readBalance(c, token);
  const sent = await c.call('tournamentCheckin', { token, json: { id: t.tourn_id, ...PLAYER } });
  const refused = statusOf(sent) === 409 || alreadyIn(sent);
  c.expect(
    refused,
    'registration-rules',
    `${t.tourn_id} (status ${t.status}) answered ${statusOf(sent)} to a registration`,
    { exchange: sent },
  );
  await expectBalance(
    c,
    token,
    before,
    'registration-rules',
    `${t.tourn_id}: after registering for a closed tournament`,
    'tournamentCheckin',
  );
}

export async function tournamentScenario(c: CaseRecorder, env: RunEnv): Promise<void> {
  const token = await env.token(c, env.settings.msisdn);
  const tournaments = await readTournaments(c, token);
  const closed = tournaments.find((t) => typeof t.status === 'number' && t.status >= 2);
  if (closed) await closedRefuses(c, token, closed);
  const allOpen = tournaments.filter((t) => t.status === 1 && t.tourn_id);
  const open = allOpen.slice(0, MAX_OPEN);
  if (open.length === 0 && !closed) throw new Skip('the backend lists no tournament');
  await unaffordableRefused(c, token, allOpen);
  const rich = env.settings.richMsisdn !== env.settings.msisdn ? env.settings.richMsisdn : undefined;
  let feeSpent = false;
  for (const t of open) {
    const fee = entryFeeCredits(t);
    // The fee rule needs a subscriber who can pay: the richer number when --msisdn cannot.
    const payer = fee > 0 && rich && (await readBalance(c, token)) < fee ? await env.token(c, rich) : token;
    if (!(await blanksRefused(c, payer, t))) {
      c.uncheck(
        'registration-rules',
        `${t.tourn_id}: registered before this run, its rules could not be exercised`,
      );
    } else if ((await registers(c, payer, t)) && fee > 0) feeSpent = true;
  }
  const paid = open.filter((t) => entryFeeCredits(t) > 0).map((t) => t.tourn_id);
  if (!feeSpent) {
    c.uncheck(
      'registration-rules',
      paid.length > 0
        ? `the entry fee: no new registration paid one (${paid.join(', ')})`
        : 'the entry fee: the backend lists no open tournament with a fee',
    );
  }
}
