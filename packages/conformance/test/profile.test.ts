import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import YAML from 'yaml';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTRACT } from '../src/contract/load';
import { warningsOf } from '../src/model';
import { scopeOf } from '../src/report/scope';
import { verdictOf, violationsOf } from '../src/report/verdict';
import { startProxy, type Proxy } from './support/proxy';
import { errorFindings, mockUrl, newSession, runKit } from './support/run';

// --profile spec: fields the contract marks x-designed (not in the product spec) are optional, and an
// answer that carries one earns a warning. Both ways of marking are read: on the property itself, and
// as a list on the object that holds it.

let dir = '';
let contractFile = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'esr-conformance-profile-'));
  const doc = YAML.parse(await readFile(DEFAULT_CONTRACT, 'utf8'));
  const profile = doc.components.schemas.Profile;
  profile.properties.items_redeemed['x-designed'] = true;
  profile['x-designed'] = ['bio'];
  contractFile = join(dir, 'openapi.yaml');
  await writeFile(contractFile, YAML.stringify(doc));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A server that answers the profile without the two designed fields, as a spec-only backend would. */
const specOnlyProfile = {
  answer: (
    request: { url: string },
    answer: { status: number; headers: Record<string, string>; body: Buffer },
  ) => {
    if (!request.url.startsWith('/api/v1/user/profile') || answer.status !== 200) return answer;
    const { items_redeemed: _items, bio: _bio, ...rest } = JSON.parse(answer.body.toString());
    return { ...answer, body: Buffer.from(JSON.stringify(rest)) };
  },
};

describe('--profile spec', () => {
  let proxy: Proxy | undefined;
  afterEach(async () => {
    await proxy?.close();
    proxy = undefined;
  });

  it('does not require x-designed fields', async () => {
    const session = newSession();
    proxy = await startProxy(mockUrl(), session, specOnlyProfile);
    const report = await runKit({
      baseUrl: proxy.url,
      session,
      contractFile,
      profile: 'spec',
      suites: ['shape'],
    });
    expect(errorFindings(report)).toEqual([]);
  });

  it('still requires them on the full profile', async () => {
    const session = newSession();
    proxy = await startProxy(mockUrl(), session, specOnlyProfile);
    const report = await runKit({ baseUrl: proxy.url, session, contractFile, suites: ['shape'] });
    const messages = errorFindings(report).filter(
      (f) => f.rule === 'body-schema' && f.operationId === 'getProfile',
    );
    expect(messages.map((f) => f.message).join('\n')).toMatch(/required property 'items_redeemed'/);
  });

  it('warns about each x-designed field an answer carries, without failing', async () => {
    const report = await runKit({ contractFile, profile: 'spec', suites: ['shape'] });
    expect(errorFindings(report)).toEqual([]);
    const fields = warningsOf(report)
      .filter((w) => w.rule === 'x-designed-field' && w.operationId === 'getProfile')
      .map((w) => w.message);
    expect(fields).toEqual([expect.stringContaining('/bio,'), expect.stringContaining('/items_redeemed,')]);
  });

  // A rule that compares a designed field is exercised only if an answer carries it: the mock's spec
  // profile sends no data.credits, so a spec-profile run never compared one, and its verdict says so
  // instead of 'every rule exercised' (the kit said that before).
  it('names credits-reported as not exercised when no answer carried data.credits', async () => {
    const onSpec = await runKit({ profile: 'spec', suites: ['behaviour'], scenarios: ['checkin-once'] });
    expect(errorFindings(onSpec)).toEqual([]);
    expect(scopeOf(onSpec).answerRules).toEqual(['credits-reported']);
    const verdict = verdictOf(onSpec, violationsOf(onSpec));
    expect(verdict.label).toBe('CONFORMS within --only checkin-once --profile spec');
    expect(verdict.detail).toContain('credits-reported not exercised: no answer carried the designed field');

    const onFull = await runKit({ suites: ['behaviour'], scenarios: ['checkin-once'] });
    expect(scopeOf(onFull).answerRules).toEqual([]);
    expect(onFull.cases.flatMap((c) => c.exercised ?? [])).toContain('credits-reported');
  });
});
