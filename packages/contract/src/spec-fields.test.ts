import { describe, expect, it } from 'vitest';
import { loadSpecFields } from './load';
import { DESIGNED } from './openapi';
import { checkDesignedMarks } from './spec-fields';
import { contract, edited, schemas } from './testing/edited-contract';

const spec = loadSpecFields();

describe('the x-designed marks of openapi/openapi.yaml against the spec field lists (openapi/spec-fields.yaml)', () => {
  it('marks exactly what the spec does not document', () => {
    expect(checkDesignedMarks(contract, spec)).toEqual([]);
  });

  it('fails when a response field outside the spec lists is not marked', () => {
    const doc = edited((d) => delete schemas(d).LeaderboardEntry.properties.rank[DESIGNED]);
    expect(checkDesignedMarks(doc, spec)).toEqual([
      `LeaderboardEntry.rank is not in the spec's field lists: mark it ${DESIGNED} with a reason`,
    ]);
  });

  it('fails when a new field is added without a mark, and names it', () => {
    const doc = edited((d) => (schemas(d).Tournament.properties.rank = { type: 'integer' }));
    expect(checkDesignedMarks(doc, spec)).toEqual([
      `Tournament.rank is not in the spec's field lists: mark it ${DESIGNED} with a reason`,
    ]);
  });

  it('fails when a field the spec names is marked', () => {
    const doc = edited((d) => (schemas(d).Tournament.properties.banner[DESIGNED] = 'invented'));
    expect(checkDesignedMarks(doc, spec)).toEqual([
      `Tournament.banner is marked ${DESIGNED} but the spec names it (3, Tournament)`,
    ]);
  });

  it('fails when a field is marked inside a field that is marked already', () => {
    const doc = edited(
      (d) => (schemas(d).StreakClaimResponse.properties.data.properties.credits[DESIGNED] = 'again'),
    );
    expect(checkDesignedMarks(doc, spec)).toEqual([
      `StreakClaimResponse.data.credits is marked ${DESIGNED} inside StreakClaimResponse.data, marked already`,
    ]);
  });

  it('fails when an operation without a spec path, a designed status or parameter loses its mark', () => {
    const doc = edited((d) => {
      delete d.paths['/v1/esl-games/result'].post[DESIGNED];
      delete d.components.responses.Conflict[DESIGNED];
      delete d.paths['/leaderboard'].get.parameters[0][DESIGNED];
    });
    const problems = checkDesignedMarks(doc, spec);
    expect(problems).toContain(`submitEslGameResult: the spec gives no path for it: mark it ${DESIGNED}`);
    expect(problems).toContain(
      `updateDailyStreak 409: the spec documents no such status: mark the response ${DESIGNED}`,
    );
    expect(problems).toContain(`getLeaderboard: parameter 'limit' needs ${DESIGNED}`);
  });

  it('fails when an answer requires a field the spec does not name for that call, unless the response is marked', () => {
    const doc = edited((d) => delete d.paths['/v1/daily-challenges/entry'].post.responses['200'][DESIGNED]);
    expect(checkDesignedMarks(doc, spec)).toEqual([
      'submitDailyEntry 200: the spec does not name message in this answer: mark the response',
    ]);
  });

  it('fails when the spec lists name a field the contract lacks', () => {
    const doc = edited((d) => {
      delete schemas(d).Tournament.properties.banner;
      schemas(d).Tournament.required = schemas(d).Tournament.required.filter((f: string) => f !== 'banner');
    });
    expect(checkDesignedMarks(doc, spec)).toEqual([
      'spec-fields names Tournament.banner, which the contract lacks',
    ]);
  });

  it('fails when a mark is not a one-line reason', () => {
    const doc = edited((d) => (schemas(d).Tournament.properties.game[DESIGNED] = true));
    expect(checkDesignedMarks(doc, spec)).toEqual([
      `#/components/schemas/Tournament/properties/game/${DESIGNED} must be a one-line reason`,
    ]);
  });
});
