import type { Schemas } from '@esr/sdk';

// Real subscribers' page-load figures (reportFieldVitals, docs/decisions/1110): the 75th percentile of
// each figure by page and by connection, as /docs/vitals shows them. Not a world's data: browsers send
// them with sendBeacon, which carries no x-mock-session, and they describe the product, not a
// subscriber. One board per server, in memory; a restart empties it. Its memory is bounded whatever
// arrives: a fixed number of cells (pages × connections × figures) of a fixed number of samples each.

type Batch = Schemas['FieldVitalsBatch'];
type Figure = Batch['metrics'][number];
export type FigureName = Figure['name'];
export type Connection = Batch['connection'];
type Rating = Figure['rating'];
type Navigation = Figure['navigation'];

/** The contract's enums, in the order the page shows them. */
export const FIGURE_NAMES = [
  'FCP',
  'LCP',
  'checkin-visible',
  'INP',
  'CLS',
] as const satisfies readonly FigureName[];
export const CONNECTIONS = ['4g', '3g', '2g', 'slow-2g', 'unknown'] as const satisfies readonly Connection[];
const RATINGS = ['good', 'needs-improvement', 'poor'] as const satisfies readonly Rating[];

export interface FieldVitalsLimits {
  /** Values kept per cell (page × connection × figure): all of them up to this, then a uniform sample. */
  samplesPerCell: number;
  /** Distinct pages counted on their own; a batch for any other page counts under OTHER_PAGES. */
  pages: number;
}

/** About 4 MB at most: 41 pages × 5 connections × 5 figures × 500 samples × 8 bytes. */
export const FIELD_VITALS_LIMITS: Readonly<FieldVitalsLimits> = { samplesPerCell: 500, pages: 40 };

/** Where the figures of pages past FieldVitalsLimits.pages are counted (not a route: routes start with /). */
export const OTHER_PAGES = '(other pages)';

/** One page × connection × figure: how many values arrived, their ratings, and a uniform sample of them. */
class Cell {
  readonly samples: Float64Array;
  stored = 0;
  count = 0;
  readonly ratings: Record<Rating, number> = { good: 0, 'needs-improvement': 0, poor: 0 };

  constructor(capacity: number) {
    this.samples = new Float64Array(capacity);
  }

  /** Reservoir sampling (Vitter's algorithm R): after n values, each is in the sample with the same chance. */
  add(value: number, rating: Rating, random: () => number): void {
    this.count += 1;
    this.ratings[rating] += 1;
    if (this.stored < this.samples.length) {
      this.samples[this.stored++] = value;
      return;
    }
    const slot = Math.floor(random() * this.count);
    if (slot < this.samples.length) this.samples[slot] = value;
  }
}

/** A row of the page: a figure's values under one page or one connection (or all of them). */
export interface FigureRow {
  key: string;
  count: number;
  /** The 75th percentile (nearest rank, each sample weighted by the values it stands for). */
  p75: number;
  ratings: Record<Rating, number>;
}

export interface FigureSummary {
  name: FigureName;
  all: FigureRow | null;
  byPage: FigureRow[];
  byConnection: FigureRow[];
  navigations: Partial<Record<Navigation, number>>;
}

/**
 * The 75th percentile by nearest rank: the smallest value at or under which at least 75% of the values
 * lie. Each cell's samples stand for count / stored values each, so cells merge without bias once a
 * cell holds a sample rather than every value.
 */
function p75Of(cells: readonly Cell[]): number {
  const weighted = cells.flatMap((cell) =>
    Array.from(cell.samples.subarray(0, cell.stored), (value) => ({
      value,
      weight: cell.count / cell.stored,
    })),
  );
  weighted.sort((a, b) => a.value - b.value);
  const total = weighted.reduce((sum, { weight }) => sum + weight, 0);
  let seen = 0;
  for (const { value, weight } of weighted) {
    seen += weight;
    // A float sum of n × (count / stored) may fall short of 0.75 × total by a rounding error.
    if (seen >= 0.75 * total - 1e-9 * total) return value;
  }
  return weighted.at(-1)?.value ?? 0;
}

function rowOf(key: string, cells: readonly Cell[]): FigureRow | null {
  const count = cells.reduce((sum, cell) => sum + cell.count, 0);
  if (count === 0) return null;
  const ratings = { good: 0, 'needs-improvement': 0, poor: 0 };
  for (const cell of cells) for (const rating of RATINGS) ratings[rating] += cell.ratings[rating];
  return { key, count, p75: p75Of(cells), ratings };
}

interface Entry {
  page: string;
  connection: Connection;
  name: FigureName;
  cell: Cell;
}

/** The server's field figures: what reportFieldVitals records and /docs/vitals shows. */
export class FieldVitals {
  private readonly cells = new Map<string, Entry>();
  private readonly pages = new Set<string>();
  private readonly navigations = new Map<FigureName, Partial<Record<Navigation, number>>>();
  /** The last summary, until the next batch: /docs/vitals is public, and a summary sorts every sample. */
  private summarized: FigureSummary[] | null = null;

  constructor(
    readonly limits: FieldVitalsLimits = FIELD_VITALS_LIMITS,
    private readonly random: () => number = Math.random,
  ) {}

  /**
   * Counts a batch the contract has accepted (its enums and bounds checked), all of it: nothing here
   * can fail half-way. Returns how many figures it counted.
   */
  record(batch: Batch): number {
    this.summarized = null;
    const page = this.pageOf(batch.page);
    for (const { name, value, rating, navigation } of batch.metrics) {
      this.cellFor(page, batch.connection, name).add(value, rating, this.random);
      const counts = this.navigations.get(name) ?? {};
      counts[navigation] = (counts[navigation] ?? 0) + 1;
      this.navigations.set(name, counts);
    }
    return batch.metrics.length;
  }

  /** Each figure's 75th percentile overall, by page and by connection, with counts. */
  summary(): FigureSummary[] {
    this.summarized ??= FIGURE_NAMES.map((name) => this.summaryOf(name));
    return this.summarized;
  }

  private summaryOf(name: FigureName): FigureSummary {
    const entries = [...this.cells.values()].filter((entry) => entry.name === name);
    const group = (keyOf: (entry: Entry) => string) => {
      const groups = new Map<string, Cell[]>();
      for (const entry of entries)
        groups.set(keyOf(entry), [...(groups.get(keyOf(entry)) ?? []), entry.cell]);
      return [...groups].flatMap(([key, cells]) => rowOf(key, cells) ?? []);
    };
    const byConnection = group((entry) => entry.connection);
    return {
      name,
      all: rowOf(
        'all',
        entries.map((entry) => entry.cell),
      ),
      byPage: group((entry) => entry.page).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
      byConnection: CONNECTIONS.flatMap((connection) => byConnection.filter((row) => row.key === connection)),
      navigations: { ...this.navigations.get(name) },
    };
  }

  /** What the board holds: its pages, its cells and the room for samples in them (the memory bound). */
  size(): { pages: number; cells: number; samples: number } {
    let samples = 0;
    for (const { cell } of this.cells.values()) samples += cell.samples.length;
    return { pages: this.pages.size, cells: this.cells.size, samples };
  }

  private pageOf(page: string): string {
    if (this.pages.has(page)) return page;
    if (this.pages.size >= this.limits.pages) return OTHER_PAGES;
    this.pages.add(page);
    return page;
  }

  private cellFor(page: string, connection: Connection, name: FigureName): Cell {
    const key = `${page}\n${connection}\n${name}`;
    let entry = this.cells.get(key);
    if (!entry) {
      entry = { page, connection, name, cell: new Cell(this.limits.samplesPerCell) };
      this.cells.set(key, entry);
    }
    return entry.cell;
  }
}
