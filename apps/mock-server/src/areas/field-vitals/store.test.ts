import type { Schemas } from '@esr/sdk';
import { describe, expect, it } from 'vitest';
import { CONNECTIONS, FIGURE_NAMES, FieldVitals, OTHER_PAGES } from './store';

type Batch = Schemas['FieldVitalsBatch'];
type Figure = Batch['metrics'][number];

const lcp = (value: number, rating: Figure['rating'] = 'good'): Figure => ({
  name: 'LCP',
  value,
  rating,
  navigation: 'navigate',
});
const batch = (page: string, connection: Batch['connection'], ...metrics: Figure[]): Batch => ({
  page,
  connection,
  metrics,
});
const figure = (board: FieldVitals, name: Figure['name']) => board.summary().find((f) => f.name === name)!;

describe('field vitals board', () => {
  it('gives the 75th percentile by nearest rank, overall, by page and by connection, with counts', () => {
    const board = new FieldVitals();
    // Home on 4G: 1..8 s; Tournaments on 3G: 10, 20, 30, 40 s.
    for (const s of [1, 2, 3, 4, 5, 6, 7, 8]) board.record(batch('/', '4g', lcp(s * 1000)));
    for (const s of [10, 20, 30, 40]) board.record(batch('/tournaments', '3g', lcp(s * 1000, 'poor')));
    const { all, byPage, byConnection } = figure(board, 'LCP');
    // 12 values: the 9th smallest (ceil(0.75 × 12)) is 10 s.
    expect(all).toMatchObject({ count: 12, p75: 10_000 });
    expect(byPage).toEqual([
      { key: '/', count: 8, p75: 6000, ratings: { good: 8, 'needs-improvement': 0, poor: 0 } },
      { key: '/tournaments', count: 4, p75: 30_000, ratings: { good: 0, 'needs-improvement': 0, poor: 4 } },
    ]);
    expect(byConnection.map((row) => [row.key, row.count, row.p75])).toEqual([
      ['4g', 8, 6000],
      ['3g', 4, 30_000],
    ]);
    expect(figure(board, 'INP').all).toBeNull();
  });

  it('merges a page across connections and a connection across pages', () => {
    const board = new FieldVitals();
    board.record(batch('/', '4g', lcp(100)));
    board.record(batch('/', '3g', lcp(300)));
    board.record(batch('/', '3g', lcp(200)));
    board.record(batch('/rewards', '3g', lcp(400)));
    const { byPage, byConnection } = figure(board, 'LCP');
    expect(byPage.find((row) => row.key === '/')).toMatchObject({ count: 3, p75: 300 });
    expect(byConnection.find((row) => row.key === '3g')).toMatchObject({ count: 3, p75: 400 });
  });

  it('counts every figure of a batch under its own name, with its navigation type', () => {
    const board = new FieldVitals();
    board.record({
      page: '/',
      connection: 'unknown',
      metrics: [
        lcp(1500),
        { name: 'CLS', value: 0.12, rating: 'needs-improvement', navigation: 'reload' },
        { name: 'checkin-visible', value: 2100, rating: 'good', navigation: 'reload' },
      ],
    });
    expect(figure(board, 'CLS')).toMatchObject({ all: { count: 1, p75: 0.12 }, navigations: { reload: 1 } });
    expect(figure(board, 'checkin-visible').all).toMatchObject({ count: 1, p75: 2100 });
    expect(figure(board, 'LCP').navigations).toEqual({ navigate: 1 });
  });

  it('keeps its memory bounded: samples per cell and pages are capped, the rest still counted', () => {
    const board = new FieldVitals({ samplesPerCell: 10, pages: 3 });
    for (let i = 0; i < 1000; i += 1) {
      for (const connection of CONNECTIONS) {
        board.record({
          page: `/page-${i % 50}`,
          connection,
          metrics: FIGURE_NAMES.map((name) => ({ name, value: i, rating: 'good', navigation: 'navigate' })),
        });
      }
    }
    // 3 pages and the other pages' cell, × 5 connections × 5 figures, of 10 samples each.
    expect(board.size()).toEqual({ pages: 3, cells: 4 * 5 * 5, samples: 4 * 5 * 5 * 10 });
    const lcpRows = figure(board, 'LCP');
    expect(lcpRows.all!.count).toBe(5000);
    expect(lcpRows.byPage.map((row) => row.key)).toContain(OTHER_PAGES);
    expect(lcpRows.byPage.find((row) => row.key === OTHER_PAGES)!.count).toBe(47 * 20 * 5);
  });

  it('estimates the 75th percentile from a uniform sample once a cell is full', () => {
    // A seeded generator: the estimate is reproducible.
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const board = new FieldVitals({ samplesPerCell: 400, pages: 40 }, random);
    // 0..9999 in a shuffled order: the true p75 is 7499.
    const values = Array.from({ length: 10_000 }, (_, i) => i).sort(() => random() - 0.5);
    for (const value of values) board.record(batch('/', '4g', lcp(value)));
    const { all } = figure(board, 'LCP');
    expect(all!.count).toBe(10_000);
    expect(Math.abs(all!.p75 - 7499)).toBeLessThan(600);
  });

  it('weighs each sample by the values it stands for when cells of different sizes merge', () => {
    const board = new FieldVitals({ samplesPerCell: 10, pages: 40 });
    // 1000 loads of 100 ms on 4G (10 samples kept, each standing for 100), 10 loads of 1 s on 3G.
    for (let i = 0; i < 1000; i += 1) board.record(batch('/', '4g', lcp(100)));
    for (let i = 0; i < 10; i += 1) board.record(batch('/', '3g', lcp(1000)));
    expect(figure(board, 'LCP').all).toMatchObject({ count: 1010, p75: 100 });
    expect(figure(board, 'LCP').byConnection.map((row) => [row.key, row.p75])).toEqual([
      ['4g', 100],
      ['3g', 1000],
    ]);
  });

  it('summarises again after a new batch', () => {
    const board = new FieldVitals();
    board.record(batch('/', '4g', lcp(100)));
    expect(figure(board, 'LCP').all!.count).toBe(1);
    board.record(batch('/', '4g', lcp(200)));
    expect(figure(board, 'LCP').all).toMatchObject({ count: 2, p75: 200 });
  });
});
