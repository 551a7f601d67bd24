import { describe, expect, it } from 'vitest';
import { designedFieldsIn, relaxDesigned, stripDesigned, type Json } from './schema';

// The spec profile's reading of the marks, shared by the mock server (stripDesigned) and the kit
// (relaxDesigned, designedFieldsIn): a designed field goes, unless `x-spec-profile: keep`.

const doc: Json = {
  components: {
    schemas: {
      Entry: {
        type: 'object',
        required: ['rank', 'username'],
        properties: { rank: { type: 'integer', 'x-designed': 'by position' }, username: { type: 'string' } },
      },
      List: {
        type: 'object',
        required: ['success', 'data'],
        properties: {
          success: { type: 'boolean', 'x-designed': 'envelope', 'x-spec-profile': 'keep' },
          code: { type: 'string', 'x-designed': 'machine code' },
          data: { type: 'array', items: { $ref: '#/components/schemas/Entry' } },
        },
      },
    },
  },
};
const list = { $ref: '#/components/schemas/List' };

describe('the spec profile of a schema', () => {
  it('strips designed fields at any depth, through $refs and array items, and keeps the rest', () => {
    const answer = { success: true, code: 'OK', data: [{ rank: 1, username: 'ali', extra: 1 }] };
    expect(stripDesigned(doc, list, answer)).toEqual({
      success: true,
      data: [{ username: 'ali', extra: 1 }],
    });
    expect(answer.code).toBe('OK');
  });

  it('keeps a designed field marked x-spec-profile: keep, still required, and does not report it', () => {
    const relaxed = relaxDesigned(doc, (doc.components as Json).schemas) as Record<string, Json>;
    expect(relaxed.List?.required).toEqual(['success', 'data']);
    expect(relaxed.Entry?.required).toEqual(['username']);
    expect(designedFieldsIn(doc, list, { success: true, code: 'X', data: [{ rank: 2 }] })).toEqual([
      '/code',
      '/data/*/rank',
    ]);
  });

  it('leaves values the schema does not describe as they are', () => {
    expect(stripDesigned(doc, undefined, { code: 'X' })).toEqual({ code: 'X' });
    expect(stripDesigned(doc, list, [{ code: 'X' }])).toEqual([{ code: 'X' }]);
  });
});
