import { inject, it, type TestFunction } from 'vitest';

// The browser suite runs on both API profiles (docs/decisions/0970): the default one, and the spec
// profile, where the mock server answers only the product spec's fields. A case may be skipped on the
// spec profile only when it exercises a field the contract marks x-designed, and it names that field.

export const onSpecProfile = (): boolean => inject('apiProfile') === 'spec';

/**
 * A case that exercises a designed field (`Schema.field`, as docs/assumptions.md names it): run on the
 * default profile, skipped on the spec profile with the field in its name.
 */
export function itWithDesignedField(field: string, name: string, fn: TestFunction): void {
  it.skipIf(onSpecProfile())(`${name} [designed field ${field}]`, fn);
}
