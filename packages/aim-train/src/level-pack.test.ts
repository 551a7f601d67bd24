import { describe, expect, it } from 'vitest';
import { AIM_TRAIN_LEVELS } from './levels';
import { createLevelPack, parseLevelPack } from './level-pack';

const pack = () => JSON.parse(JSON.stringify(createLevelPack(AIM_TRAIN_LEVELS))) as Record<string, unknown>;

describe('level pack (the data file)', () => {
  it('round-trips the built-in level table through JSON', () => {
    expect(parseLevelPack(pack())).toEqual(AIM_TRAIN_LEVELS);
  });

  it('rejects a file that is not a level pack', () => {
    expect(() => parseLevelPack({ levels: [] })).toThrow(/format/);
    expect(() => parseLevelPack({ ...pack(), version: 2 })).toThrow(/version/);
    expect(() => parseLevelPack({ ...pack(), levels: AIM_TRAIN_LEVELS.slice(1) })).toThrow(/25 levels/);
  });

  it('says which row is wrong', () => {
    const broken = pack();
    const levels = broken.levels as Record<string, unknown>[];
    levels[4] = { ...levels[4], minAccuracy: 1.5 };
    expect(() => parseLevelPack(broken)).toThrow('level pack row 5: minAccuracy must be within 0..1');
    levels[4] = { ...levels[4], minAccuracy: 0, requiredHits: 0 };
    expect(() => parseLevelPack(broken)).toThrow('row 5: requiredHits must be above 0');
    levels[4] = { ...levels[4], requiredHits: 3, level: 9 };
    expect(() => parseLevelPack(broken)).toThrow('row 5: level must be 5');
  });
});
