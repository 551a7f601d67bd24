import { describe, expect, it } from 'vitest';
import { fieldVitalsMain } from './page';
import { FieldVitals } from './store';

describe('the field vitals page', () => {
  it('escapes what it writes, though the contract lets only route patterns in', () => {
    const board = new FieldVitals();
    // Past the contract (its pattern refuses this): the page must still not run it.
    board.record({
      page: '/<img src=x onerror=alert(1)>',
      connection: '4g',
      metrics: [{ name: 'LCP', value: 1000, rating: 'good', navigation: 'navigate' }],
    });
    const html = fieldVitalsMain(board);
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});
