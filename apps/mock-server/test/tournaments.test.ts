import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { json, server } from './harness';

type Tournament = {
  tourn_id: string;
  status: number;
  is_running: number;
  time: string | null;
  entries: unknown[];
};
const byId = (list: Tournament[], id: string) => list.find((t) => t.tourn_id === id)!;

describe('tournaments', () => {
  it('cover status 1, 2 and 3, with status and is_running following the clock', async () => {
    const { as, control } = await server();
    const list = json<{ data: Tournament[] }>(await as(SEEDED.withStreak, 'GET', '/v1/tournaments/all')).data;
    expect(byId(list, 't-pubg-weekly')).toMatchObject({ status: 1, is_running: 0 });
    expect(byId(list, 't-pubg-live')).toMatchObject({ status: 2, is_running: 1 });
    expect(byId(list, 't-ff-final')).toMatchObject({ status: 3, is_running: 0 });
    expect(byId(list, 't-valorant-tbd').time).toBeNull();
    expect(byId(list, 't-pubg-weekly').time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} (AM|PM)$/);
    await control('POST', '/clock', { advanceDays: 3 });
    const later = json<{ data: Tournament[] }>(
      await as(SEEDED.withStreak, 'GET', '/v1/tournaments/all'),
    ).data;
    expect(byId(later, 't-pubg-weekly').status).toBe(2);
    expect(byId(later, 't-pubg-live').status).toBe(3);
  });

  it('view answers the tournament as a one-item list, 404 for an unknown id', async () => {
    const { as } = await server();
    const view = json<{ data: Tournament[] }>(
      await as(SEEDED.withStreak, 'POST', '/v1/tournament/view', { id: 't-ff-clash' }),
    );
    expect(view.data).toHaveLength(1);
    expect(view.data[0]!.tourn_id).toBe('t-ff-clash');
    expect((await as(SEEDED.withStreak, 'POST', '/v1/tournament/view', { id: 'nope' })).statusCode).toBe(404);
  });

  it('check-in requires the UID when UIDCheck is 1, the nick always, the email unless Credits', async () => {
    const { as } = await server();
    const blankUid = await as(SEEDED.withStreak, 'POST', '/v1/tournament/entry/checkin', {
      id: 't-pubg-weekly',
      pubg_id: '  ',
      pubg_nick: 'sana',
      userEmail: '',
    });
    expect(blankUid.statusCode).toBe(400);
    expect(json(blankUid).message).toMatch(/pubg_id/);
    const blankNick = await as(SEEDED.withStreak, 'POST', '/v1/tournament/entry/checkin', {
      id: 't-cod-night',
      pubg_id: '',
      pubg_nick: ' ',
      userEmail: 'a@b.pk',
    });
    expect(json(blankNick).message).toMatch(/pubg_nick/);
    const noEmail = await as(SEEDED.withStreak, 'POST', '/v1/tournament/entry/checkin', {
      id: 't-cod-night',
      pubg_id: '',
      pubg_nick: 'sana',
      userEmail: '',
    });
    expect(json(noEmail).message).toMatch(/userEmail/);
    // tourn_type Credits: no e-mail needed; UIDCheck 0: no UID needed.
    const ok = await as(SEEDED.withStreak, 'POST', '/v1/tournament/entry/checkin', {
      id: 't-pubg-weekly',
      pubg_id: '5123',
      pubg_nick: 'sana',
      userEmail: '',
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data).toMatchObject({ already_submited: false });
  });

  it('a second check-in answers already_submited and changes nothing', async () => {
    const { as } = await server();
    const body = { id: 't-pubg-weekly', pubg_id: '5123', pubg_nick: 'sana', userEmail: '' };
    await as(SEEDED.withStreak, 'POST', '/v1/tournament/entry/checkin', body);
    const again = await as(SEEDED.withStreak, 'POST', '/v1/tournament/entry/checkin', body);
    expect(json(again).data).toMatchObject({ already_submited: true });
    const view = json<{ data: Tournament[] }>(
      await as(SEEDED.withStreak, 'POST', '/v1/tournament/view', { id: 't-pubg-weekly' }),
    );
    expect(view.data[0]!.entries).toHaveLength(3);
  });

  it("view says whether the token's subscriber is registered; the list, shared by all, does not", async () => {
    const { as } = await server();
    const view = async (msisdn: string) =>
      json<{ data: (Tournament & { registered?: boolean })[] }>(
        await as(msisdn, 'POST', '/v1/tournament/view', { id: 't-pubg-weekly' }),
      ).data[0]!.registered;
    expect(await view(SEEDED.withStreak)).toBe(false);
    const body = { id: 't-pubg-weekly', pubg_id: '5123', pubg_nick: 'sana', userEmail: '' };
    await as(SEEDED.withStreak, 'POST', '/v1/tournament/entry/checkin', body);
    expect(await view(SEEDED.withStreak)).toBe(true);
    expect(await view(SEEDED.newTrial)).toBe(false);
    const list = json<{ data: Tournament[] }>(await as(SEEDED.withStreak, 'GET', '/v1/tournaments/all')).data;
    expect(byId(list, 't-pubg-weekly')).not.toHaveProperty('registered');
  });

  it('spends a credit entry fee from the ledger, refusing when credits are short', async () => {
    const { as, balance, ledgerSum } = await server();
    const body = { id: 't-ff-clash', pubg_id: '5123', pubg_nick: 'ali', userEmail: 'ali@example.pk' };
    const poor = await as(SEEDED.newTrial, 'POST', '/v1/tournament/entry/checkin', body);
    expect(poor.statusCode).toBe(409);
    expect(json(poor).message).toMatch(/Not enough credits/);
    expect(json(poor)).toMatchObject({ code: 'INSUFFICIENT_CREDITS', required_credits: 500, credits: 0 });
    const before = balance(SEEDED.withStreak);
    expect((await as(SEEDED.withStreak, 'POST', '/v1/tournament/entry/checkin', body)).statusCode).toBe(200);
    expect(balance(SEEDED.withStreak)).toBe(before - 500);
    expect(ledgerSum(SEEDED.withStreak)).toBe(balance(SEEDED.withStreak));
  });

  it('registers only while the status is 1', async () => {
    const { as } = await server();
    const running = await as(SEEDED.withStreak, 'POST', '/v1/tournament/entry/checkin', {
      id: 't-pubg-live',
      pubg_id: '1',
      pubg_nick: 'n',
      userEmail: '',
    });
    expect(running.statusCode).toBe(409);
    const ended = await as(SEEDED.withStreak, 'POST', '/v1/tournament/entry/checkin', {
      id: 't-ff-final',
      pubg_id: '1',
      pubg_nick: 'n',
      userEmail: 'a@b.pk',
    });
    expect(ended.statusCode).toBe(200); // already registered in the seed
    expect(json(ended).data).toMatchObject({ already_submited: true });
  });
});
