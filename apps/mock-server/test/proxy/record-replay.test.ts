import { SEEDED } from '@esr/test-support';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from '../../src/config';
import { driftOf, listeningMock, proxyTo, tokenVia } from './support';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function recordingFile() {
  const dir = mkdtempSync(join(tmpdir(), 'esr-recording-'));
  dirs.push(dir);
  return join(dir, 'staging', 'session.jsonl');
}

describe('recording an upstream and replaying it offline', () => {
  it('UPSTREAM_RECORD keeps each answer; UPSTREAM_REPLAY answers the same calls with them, in order, with no upstream', async () => {
    const file = recordingFile();
    const upstream = await listeningMock();
    const recording = await proxyTo({ url: upstream.url, recordFile: file });
    const token = await tokenVia(recording.url, SEEDED.withStreak);
    const auth = { authorization: `Bearer ${token}` };
    const read = async (base: string) => {
      const response = await fetch(`${base}/api/v1/active-streak`, { headers: auth });
      return { status: response.status, body: await response.json() };
    };
    const before = await read(recording.url);
    const claim = await fetch(`${recording.url}/api/v1/update-daily-streak`, {
      method: 'POST',
      headers: auth,
    });
    expect(claim.status).toBe(200);
    const after = await read(recording.url);
    expect(after.body).not.toEqual(before.body);

    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => `${line.operationId} ${line.status}`)).toEqual([
      'generateToken 200',
      'getActiveStreak 200',
      'updateDailyStreak 200',
      'getActiveStreak 200',
    ]);
    // The token header the contract documents is kept; request bodies are not.
    expect((lines[0]!.headers as Record<string, string>).access_token).toBe(token);
    expect(lines[0]).not.toHaveProperty('request');

    await upstream.app.close();
    const replay = await proxyTo({ replayFile: file });
    const replayedToken = await fetch(`${replay.url}/api/v1/jt/gen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ msisdn: SEEDED.withStreak, refferer: null }),
    });
    expect(replayedToken.headers.get('access_token')).toBe(token);
    expect(await read(replay.url)).toEqual(before);
    expect(
      (await fetch(`${replay.url}/api/v1/update-daily-streak`, { method: 'POST', headers: auth })).status,
    ).toBe(200);
    expect(await read(replay.url)).toEqual(after);
    // Replayed answers are checked against today's contract too.
    expect(await driftOf(replay.url)).toMatchObject({ mode: 'replay', upstream: file, entries: [] });

    const unrecorded = await fetch(`${replay.url}/api/v1/user/profile`, { headers: auth });
    expect(unrecorded.status).toBe(502);
    expect(((await unrecorded.json()) as { message: string }).message).toContain(
      'has no answer for GET /api/v1/user/profile',
    );
  });
});

describe('proxy settings', () => {
  const base = { MOCK_MODE: '1', JWT_SECRET: 'test-secret' };
  it('reads UPSTREAM_* and refuses what it would have to guess at', () => {
    expect(loadConfig(base).upstream).toBeNull();
    expect(
      loadConfig({ ...base, UPSTREAM_URL: 'https://staging.example.pk/', UPSTREAM_STRICT: '1' }).upstream,
    ).toEqual({
      url: 'https://staging.example.pk',
      replayFile: '',
      strict: true,
      recordFile: '',
      timeoutMs: 15_000,
    });
    expect(loadConfig({ ...base, UPSTREAM_REPLAY: 'recordings/a.jsonl' }).upstream?.replayFile).toBe(
      join(repoRoot, 'recordings', 'a.jsonl'),
    );
    expect(() => loadConfig({ ...base, UPSTREAM_STRICT: '1' })).toThrow(/UPSTREAM_STRICT need UPSTREAM_URL/);
    expect(() => loadConfig({ ...base, UPSTREAM_URL: 'staging.example.pk' })).toThrow(/http\(s\) URL/);
    expect(() => loadConfig({ ...base, UPSTREAM_URL: 'https://u:p@staging.example.pk' })).toThrow(
      /credentials/,
    );
    expect(() => loadConfig({ ...base, UPSTREAM_URL: 'https://a.pk', UPSTREAM_REPLAY: 'x.jsonl' })).toThrow(
      /exclude each other/,
    );
    expect(() => loadConfig({ ...base, UPSTREAM_URL: 'https://a.pk', UPSTREAM_TIMEOUT_MS: '0' })).toThrow(
      /UPSTREAM_TIMEOUT_MS must be a positive integer/,
    );
  });
});
