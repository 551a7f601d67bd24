import {
  AIM_TRAIN_LEVEL_CREDITS,
  AIM_TRAIN_MAX_LEVEL,
  PROFILE_IMAGE_MAX_BYTES,
  TASK_IMAGE_MAX_BYTES,
  aimTrainMinPassMs,
} from '@esr/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS, SHUTDOWN_GRACE_MS, loadConfig, repoRoot } from '../../src/config';
import {
  MAX_JSON_DEPTH,
  SMALL_BODY_LIMIT,
  UPLOAD_FORM_ROOM,
  bodyLimitOf,
} from '../../src/contract/body-limits';
import { loadContract } from '../../src/contract/operations';
import { FIELD_VITALS_RATE_LIMIT, SUBSCRIBER_RATE_LIMITS } from '../../src/plugins/rate-limit';
import { UPLOADS_AT_ONCE, UPLOADS_AT_ONCE_PER_CLIENT } from '../../src/plugins/upload-slots';
import { MAX_PER_PART } from '../../src/contract/violations';
import { IMAGE_MAX_DIMENSION } from '../../src/security/image-dimensions';
import { UNSUBSCRIBE_LINK_TTL_MS } from '../../src/security/unsubscribe-link';
import { PENDING_REDEMPTIONS_KEPT, PENDING_REDEMPTION_TTL_MS } from '../../src/areas/rewards/store';
import { CONNECTIONS, FIELD_VITALS_LIMITS, FIGURE_NAMES } from '../../src/areas/field-vitals/store';

// Issue 26, finding 14: docs/security.md said the 25 Aim Train levels pay 2,395 credits; the spec's
// table (packages/domain's) adds up to 2,460. The figures the page gives are checked against the table,
// and its table of limits and timeouts against the code that sets them.

const page = readFileSync(join(repoRoot, 'docs', 'security.md'), 'utf8').replace(/\s+/g, ' ');
const number = (text: string) => Number(text.replace(/,/g, ''));
const levels = Array.from({ length: AIM_TRAIN_MAX_LEVEL }, (_, i) => i + 1);

describe('what docs/security.md says Aim Train is worth', () => {
  it("gives the level count and the credits of the spec's table", () => {
    const [, count, credits] = /(\d+) levels, ([\d,]+) credits, in 150 ms/.exec(page) ?? [];
    expect(number(count ?? '')).toBe(AIM_TRAIN_MAX_LEVEL);
    expect(number(credits ?? '')).toBe(
      levels.reduce((sum, level) => sum + AIM_TRAIN_LEVEL_CREDITS[level]!, 0),
    );
  });

  it('gives the minimum play times the server enforces', () => {
    const [, first, last, lastLevel] = /([\d.]+) s for level 1, ([\d.]+) s for level (\d+)/.exec(page) ?? [];
    expect(Number(first) * 1000).toBe(aimTrainMinPassMs(1));
    expect(Number(lastLevel)).toBe(AIM_TRAIN_MAX_LEVEL);
    expect(Number(last) * 1000).toBe(aimTrainMinPassMs(AIM_TRAIN_MAX_LEVEL));
    const [, waited] = /(\d+) s of waiting/.exec(page) ?? [];
    const total = levels.reduce((sum, level) => sum + aimTrainMinPassMs(level), 0);
    expect(Number(waited)).toBe(Math.round(total / 1000));
  });
});

describe('the limits and timeouts docs/security.md lists', () => {
  const section = readFileSync(join(repoRoot, 'docs', 'security.md'), 'utf8').split(
    '## Limits and timeouts',
  )[1]!;
  const rows = new Map(
    section
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .map(([, limit, value]) => [limit!, value!]),
  );
  const n = (value: number) => value.toLocaleString('en-US');
  const ops = loadContract();
  const limitOf = (operationId: string) => bodyLimitOf(ops.byId.get(operationId)!);
  const minutes = (ms: number) => `${ms / 60_000} minutes`;

  it.each([
    ['A whole request (head and body)', [`${DEFAULT_TIMEOUTS.requestMs / 1000} s`]],
    ["A request's head", [`${DEFAULT_TIMEOUTS.headersMs / 1000} s`]],
    ['A connection with no traffic', [`${DEFAULT_TIMEOUTS.idleMs / 1000} s`]],
    ['Shutdown after SIGTERM or SIGINT', [`${SHUTDOWN_GRACE_MS / 1000} s`]],
    ['A JSON body', [`at least ${SMALL_BODY_LIMIT / 1024} KB`]],
    ["A JSON body's nesting", [`${MAX_JSON_DEPTH} levels`]],
    ['A challenge entry (`challenge/entry`)', [`${n(limitOf('submitChallengeEntry'))} bytes`]],
    ['Every other JSON operation, a form', [`${SMALL_BODY_LIMIT / 1024} KB`]],
    [
      'An upload (multipart)',
      [`${UPLOAD_FORM_ROOM / 1024} KB`, n(limitOf('submitDailyEntry')), n(limitOf('completeProfile'))],
    ],
    [
      'An uploaded image',
      [
        n(TASK_IMAGE_MAX_BYTES),
        n(PROFILE_IMAGE_MAX_BYTES),
        `${IMAGE_MAX_DIMENSION} x ${IMAGE_MAX_DIMENSION}`,
      ],
    ],
    ['Uploads read at once', [`${UPLOADS_AT_ONCE} in all, ${UPLOADS_AT_ONCE_PER_CLIENT} per subscriber`]],
    ['Token requests (`jt/gen`)', [`${loadConfig({}).tokenRateLimit} a minute`]],
    ['Redemptions started (`redeem-item`)', [`${SUBSCRIBER_RATE_LIMITS.redeemItem!.max} a minute`]],
    ['Partner notifications (`gamenow/notify`)', [`${SUBSCRIBER_RATE_LIMITS.gamenowNotify!.max} a minute`]],
    [
      'Challenge entries (`challenge/entry`)',
      [`${SUBSCRIBER_RATE_LIMITS.submitChallengeEntry!.max} a minute`, 'before the body is read'],
    ],
    ['Field figures (`field-vitals`)', [`${FIELD_VITALS_RATE_LIMIT} a minute per client`]],
    [
      "The field figures' board",
      [
        `${FIELD_VITALS_LIMITS.pages} pages, ${CONNECTIONS.length} connections, ${FIGURE_NAMES.length} figures`,
        `${FIELD_VITALS_LIMITS.samplesPerCell} samples`,
      ],
    ],
    ['A pending redemption', [minutes(PENDING_REDEMPTION_TTL_MS), `${PENDING_REDEMPTIONS_KEPT} kept`]],
    ['An unsubscribe link', [minutes(UNSUBSCRIBE_LINK_TTL_MS)]],
    ['An access token', [`${loadConfig({}).jwtTtlSeconds} s`]],
    ['Contract violations kept', [`${MAX_PER_PART} per part`]],
  ])('%s', (limit, figures) => {
    const value = rows.get(limit);
    expect(value, `no row '${limit}'`).toBeDefined();
    for (const figure of figures) expect(value).toContain(figure);
  });
});
