import { createControlClient } from '@esr/sdk/control';
import { AIM_TRAIN_GAME_ID, AIM_TRAIN_LEVEL_REWARDS, AIM_TRAIN_MIN_PASS_MS } from '../../src/spec-tables';
import { mockUrl } from './run';

// A test subscriber far along in Aim Train, without waiting: each level entered, the world's clock moved
// past the level's minimum play time (the mock's TOO_FAST check reads that clock), then passed.

const DAY_MS = 86_400_000;

async function post(session: string, token: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${mockUrl()}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-mock-session': session,
    },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}

/** Passes Aim Train levels 1 to `levels` for `msisdn` in the session's world. */
export async function passLevels(session: string, msisdn: string, levels: number): Promise<void> {
  const issued = await fetch(`${mockUrl()}/api/v1/jt/gen`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-session': session },
    body: JSON.stringify({ msisdn, refferer: null }),
  });
  const token = issued.headers.get('access_token');
  if (!token) throw new Error(`no token for ${msisdn}: ${issued.status}`);
  const control = createControlClient({ baseUrl: mockUrl(), session });
  const game = { game_unique_id: AIM_TRAIN_GAME_ID, game_name: 'Aim Train' };
  for (let level = 1; level <= levels; level += 1) {
    const credits = AIM_TRAIN_LEVEL_REWARDS[level - 1]!;
    await post(session, token, '/v1/esl-games/enter', { ...game, game_level: level, level_credits: credits });
    const played = (AIM_TRAIN_MIN_PASS_MS[level - 1]! + 100) / DAY_MS;
    const moved = await control.POST('/clock', { body: { advanceDays: played } });
    if (moved.error) throw new Error(`the clock did not move: ${JSON.stringify(moved.error)}`);
    await post(session, token, '/v1/esl-games/result', {
      game_unique_id: AIM_TRAIN_GAME_ID,
      game_level: level,
      is_passed: '1',
    });
  }
}
