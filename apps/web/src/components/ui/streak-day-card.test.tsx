import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StreakDayCard } from './streak-day-card';

function days() {
  return within(screen.getByRole('list', { name: 'Daily streak' }))
    .getAllByRole('listitem')
    .map((li) => [li.getAttribute('data-state'), li.textContent]);
}

describe('StreakDayCard', () => {
  it('shows the previous day claimed (5 less), the active day current and the next day locked (5 more)', () => {
    render(<StreakDayCard activeDay={3} amountToClaim={25} />);
    expect(days()).toEqual([
      ['claimed', 'Day 220 CreditsClaimed'],
      ['current', 'Day 325 CreditsToday'],
      ['locked', 'Day 430 CreditsLocked'],
    ]);
    expect(screen.getByText('Day 3').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it("shows the active day claimed once today's reward is claimed: a tick and 'Claimed', not 'Today'", () => {
    render(<StreakDayCard activeDay={3} amountToClaim={25} claimedToday />);
    expect(days()).toEqual([
      ['claimed', 'Day 220 CreditsClaimed'],
      ['claimed', 'Day 325 CreditsClaimed'],
      ['locked', 'Day 430 CreditsLocked'],
    ]);
    expect(screen.getByText('Day 3').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('starts at day 1 with no previous day', () => {
    render(<StreakDayCard activeDay={1} amountToClaim={15} />);
    expect(days().map(([state]) => state)).toEqual(['current', 'locked', 'locked']);
    expect(screen.getByText('Day 1')).toBeInTheDocument();
  });
});
