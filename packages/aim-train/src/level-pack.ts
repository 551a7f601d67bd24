import { AIM_TRAIN_MAX_LEVEL } from '@esr/domain';
import type { LevelParams } from './levels';

/**
 * The level pack is the build's data file (what Unity calls the .data file): the difficulty table
 * as JSON, fetched by the loader from `dataUrl`. Tuning a level means editing this file, not
 * rebuilding the game.
 */
export const LEVEL_PACK_FORMAT = 'esr-aim-train-levels';
export const LEVEL_PACK_VERSION = 1;

export interface LevelPack {
  readonly format: typeof LEVEL_PACK_FORMAT;
  readonly version: typeof LEVEL_PACK_VERSION;
  readonly levels: readonly LevelParams[];
}

export function createLevelPack(levels: readonly LevelParams[]): LevelPack {
  return { format: LEVEL_PACK_FORMAT, version: LEVEL_PACK_VERSION, levels };
}

const POSITIVE_FIELDS = [
  'timeLimitMs',
  'requiredHits',
  'maxTargets',
  'targetRadius',
  'targetLifetimeMs',
  'spawnIntervalMs',
] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function finiteNumber(row: Record<string, unknown>, key: string, where: string): number {
  const value = row[key];
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new Error(`${where}: ${key} must be a number`);
  return value;
}

function parseLevel(value: unknown, index: number): LevelParams {
  const where = `level pack row ${index + 1}`;
  if (!isRecord(value)) throw new Error(`${where}: not an object`);
  const level = finiteNumber(value, 'level', where);
  if (level !== index + 1) throw new Error(`${where}: level must be ${index + 1}`);
  for (const key of POSITIVE_FIELDS) {
    if (finiteNumber(value, key, where) <= 0) throw new Error(`${where}: ${key} must be above 0`);
  }
  for (const key of ['requiredHits', 'maxTargets'] as const) {
    if (!Number.isInteger(value[key])) throw new Error(`${where}: ${key} must be a whole number`);
  }
  const minAccuracy = finiteNumber(value, 'minAccuracy', where);
  if (minAccuracy < 0 || minAccuracy > 1) throw new Error(`${where}: minAccuracy must be within 0..1`);
  if (finiteNumber(value, 'targetSpeed', where) < 0)
    throw new Error(`${where}: targetSpeed must not be negative`);
  if ((value.targetRadius as number) > 0.5) throw new Error(`${where}: targetRadius must be at most 0.5`);
  return {
    level,
    timeLimitMs: value.timeLimitMs as number,
    requiredHits: value.requiredHits as number,
    minAccuracy,
    maxTargets: value.maxTargets as number,
    targetRadius: value.targetRadius as number,
    targetSpeed: value.targetSpeed as number,
    targetLifetimeMs: value.targetLifetimeMs as number,
    spawnIntervalMs: value.spawnIntervalMs as number,
  };
}

/** Validates a fetched level pack; throws an Error that says what is wrong. */
export function parseLevelPack(value: unknown): readonly LevelParams[] {
  if (!isRecord(value) || value.format !== LEVEL_PACK_FORMAT) {
    throw new Error(`level pack: format must be "${LEVEL_PACK_FORMAT}"`);
  }
  if (value.version !== LEVEL_PACK_VERSION)
    throw new Error(`level pack: unsupported version ${String(value.version)}`);
  const rows = value.levels;
  if (!Array.isArray(rows) || rows.length !== AIM_TRAIN_MAX_LEVEL) {
    throw new Error(`level pack: needs exactly ${AIM_TRAIN_MAX_LEVEL} levels`);
  }
  return rows.map(parseLevel);
}
