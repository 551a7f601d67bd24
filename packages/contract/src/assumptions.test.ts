import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assumptionsOf, renderAssumptionsHtml, renderAssumptionsMarkdown } from './assumptions';
import { assumptionsFile, contractFile, loadContract } from './load';

const contract = loadContract();

describe('the assumptions page (docs/assumptions.md, /docs/assumptions)', () => {
  it('is current: docs/assumptions.md is what the generator writes from the contract', () => {
    // Fails after a contract edit that adds, moves or rewords a mark: run `npm run assumptions -w @esr/contract`.
    expect(readFileSync(assumptionsFile, 'utf8')).toBe(renderAssumptionsMarkdown(contract));
  });

  it('lists every x-designed mark of the contract once', () => {
    const marks = readFileSync(contractFile, 'utf8').match(/^\s*x-designed:/gm) ?? [];
    const { count, sections } = assumptionsOf(contract);
    expect(count).toBe(marks.length);
    expect(sections.reduce((n, s) => n + s.rows.length, 0)).toBe(marks.length);
  });

  it('names the operations each question concerns', () => {
    const rows = assumptionsOf(contract).sections.flatMap((s) => s.rows);
    const row = (element: string) => rows.find((r) => r.element === element);
    expect(row('LeaderboardEntry.rank')).toMatchObject({ kind: 'field', operations: ['getLeaderboard'] });
    expect(row('Tournament.game')?.operations).toEqual(['listTournaments', 'viewTournament']);
    expect(row('POST /v1/esl-games/result')).toMatchObject({
      kind: 'operation',
      operations: ['submitEslGameResult'],
    });
    expect(row('query parameter limit')).toMatchObject({ kind: 'payload', operations: ['getLeaderboard'] });
    expect(row('409 Conflict')?.operations).toContain('updateDailyStreak');
    expect(row('409 Conflict')?.reason).toMatch(/already done/);
  });

  it('renders the same rows as a page, escaped', () => {
    const html = renderAssumptionsHtml(contract, { stylesheet: '/docs/assets/assumptions.css' });
    expect(html).toContain('<code>LeaderboardEntry.rank</code>');
    expect(html).toContain('The spec says &#39;body returned&#39;');
    expect(html).not.toMatch(/<script/i);
  });
});
