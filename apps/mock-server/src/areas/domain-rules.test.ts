import { SEEDED } from '@esr/test-support';
import {
  freeTrialEnds,
  isEmailAddress,
  isGamenowReferrer,
  pakistanDateKey,
  readDailyChallengeId,
  rewardByItemNumber,
  rewardName,
} from '@esr/domain';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { PNG, json, multipart, server } from '../../test/harness';

// The rules the server takes from @esr/domain, seen in its answers: a server that kept a copy of its
// own, or read a rule otherwise than the web app does, fails here.

/** JSON Schema's `format: email` as Ajv reads it, the reading of tools that load the contract. */
const jsonSchemaEmail = addFormats(new Ajv2020()).compile({ type: 'string', format: 'email' });

/** Redeems catalogue item `item` for SEEDED.withStreak: the uuid its confirmation (redeem-claim) sends back. */
async function redeemed(as: Awaited<ReturnType<typeof server>>['as'], item: number): Promise<string> {
  return json<{ data: { uuid: string } }>(await as(SEEDED.withStreak, 'POST', '/v1/redeem-item', { item }))
    .data.uuid;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { gn: number };

describe('the rules the server takes from @esr/domain', () => {
  it("gives a gamenow partner's token (gn 1) exactly when the domain reads the referrer as gamenow", async () => {
    const { token } = await server();
    for (const refferer of ['gamenow', 'GameNow', ' gamenow', 'gamenow ', 'other', null]) {
      const gn = claimsOf(await token(SEEDED.withStreak, refferer)).gn;
      expect(gn, String(refferer)).toBe(isGamenowReferrer(refferer) ? 1 : 0);
    }
  });

  it("ends a new number's free trial when the domain says it ends, not a moment before", async () => {
    const { store } = (await server()).app.sessions.main;
    const number = '923331234500';
    const subscribed = store.now();
    store.subscribe(number);
    store.setClock(freeTrialEnds(subscribed) - 1_000);
    expect(store.subscriptionStatus(number)).toBe('trial');
    store.setClock(freeTrialEnds(subscribed) + 1_000);
    expect(store.subscriptionStatus(number)).toBe('expired');
  });

  it('takes the same e-mail addresses in the profile and in a registration as the web forms do', async () => {
    const { app, token, as } = await server();
    // Refused ones first: once registered, a registration answers 'already submitted' whatever it carries.
    for (const email of ['nope', 'a@b', 'a b@c.pk', 'x@y@z.pk', 'sana@example.pk', ' sana@example.pk ']) {
      const form = multipart({ email });
      const profile = await app.inject({
        method: 'POST',
        url: '/api/v1/user/profile/complete',
        headers: { ...form.headers, authorization: `Bearer ${await token(SEEDED.withStreak)}` },
        payload: form.payload,
      });
      const registration = await as(SEEDED.withStreak, 'POST', '/v1/tournament/entry/checkin', {
        id: 't-cod-night',
        pubg_id: '',
        pubg_nick: 'sana',
        userEmail: email,
      });
      expect(profile.statusCode === 200, `profile: '${email}'`).toBe(isEmailAddress(email));
      expect(registration.statusCode === 200, `registration: '${email}'`).toBe(isEmailAddress(email));
    }
  });

  it("takes the same e-mail addresses in a redemption's confirmation as the redeem form does", async () => {
    const { as } = await server();
    const item = 3;
    const uuid = await redeemed(as, item);
    // The contract's `format: email` is read by the domain's rule (Ajv alone would refuse the spaces
    // around the last one, which the rule ignores). A confirmed redemption answers 200 again.
    const emails = ['a@b', 'nope', 'a b@c.pk', 'sana@my_host.pk', 'sana@example.pk', ' sana@example.pk '];
    for (const email of emails) {
      const claim = await as(SEEDED.withStreak, 'POST', '/v1/redeem-claim', {
        item: rewardName(rewardByItemNumber(item)!),
        uuid,
        name: 'Sana Khan',
        email,
        phone: SEEDED.withStreak,
      });
      expect(claim.statusCode === 200, `redeem-claim: '${email}'`).toBe(isEmailAddress(email));
    }
  });

  it("accepts exactly the addresses JSON Schema's e-mail format accepts, so tools that read the contract agree", () => {
    const addresses = [
      ...['sana@example.pk', 'sana.khan+tag@mail.example.com', "o'neil@x-y.example.pk", 'A1@B2.PK'],
      ...['a@b', 'a b@c.pk', '.sana@example.pk', 'sana..khan@example.pk', 'sana.@example.pk'],
      ...['sana@my_host.pk', 'sana@-example.pk', 'sana@example-.pk', 'علی@example.pk', 'sana@example.پاک'],
    ];
    for (const address of addresses) {
      expect(isEmailAddress(address), address).toBe(jsonSchemaEmail(address));
    }
  });

  it("issues today's daily challenge id as the domain builds it, and lists the task done by it", async () => {
    const { app, token, as } = await server();
    const { store } = app.sessions.main;
    const { gameId } = store.streaks.streak(SEEDED.withStreak);
    const [today] = json<{ data: { challengeId: string; name: string }[] }>(
      await as(SEEDED.withStreak, 'POST', '/v1/daily-challenges/challenges', { gameId }),
    ).data;
    expect(readDailyChallengeId(today!.challengeId)?.day).toBe(pakistanDateKey(store.now()));
    const form = multipart(
      { challengeId: today!.challengeId },
      { field: 'entryImage', name: 'a.png', type: 'image/png', data: PNG },
    );
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/daily-challenges/entry',
      headers: { ...form.headers, authorization: `Bearer ${await token(SEEDED.withStreak)}` },
      payload: form.payload,
    });
    expect(sent.statusCode).toBe(200);
    const done = json<{ data: unknown[] }>(
      await as(SEEDED.withStreak, 'POST', '/v1/completed-task/get', {}),
    ).data;
    expect(done).toContainEqual(
      expect.objectContaining({ challenge_uuid: today!.challengeId, challenge_name: today!.name }),
    );
  });

  it('confirms a redemption by the name the domain gives its item number, and by no other', async () => {
    const { as } = await server();
    const item = 3;
    const uuid = await redeemed(as, item);
    const claim = { uuid, name: 'Sana Khan', email: 'sana@example.pk', phone: SEEDED.withStreak };
    const other = await as(SEEDED.withStreak, 'POST', '/v1/redeem-claim', {
      ...claim,
      item: rewardName(rewardByItemNumber(item + 1)!),
    });
    expect(other.statusCode).toBe(400);
    const same = await as(SEEDED.withStreak, 'POST', '/v1/redeem-claim', {
      ...claim,
      item: rewardName(rewardByItemNumber(item)!),
    });
    expect(same.statusCode).toBe(200);
  });
});
