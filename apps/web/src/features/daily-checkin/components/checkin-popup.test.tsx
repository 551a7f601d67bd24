import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKIN_VISIBLE_MARK } from '@/lib/early-checkin';
import { CheckinPopup } from './checkin-popup';

// The field figure checkin-visible (docs/decisions/1110) is the mark the dialog leaves when it is shown.

const streak = {
  active_streak: 2,
  streak_to_claim: 3,
  active_day: 3,
  amount_to_claim: 25,
  rewardClaimed: false,
  gameId: null,
};
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const marks = () => performance.getEntriesByName(CHECKIN_VISIBLE_MARK, 'mark');

function popup(open: boolean) {
  return (
    <CheckinPopup
      open={open}
      streak={streak}
      rewardClaimed={false}
      claiming={false}
      onClaim={() => undefined}
      onClose={() => undefined}
    />
  );
}

beforeEach(() => performance.clearMarks());

describe('CheckinPopup', () => {
  it('marks the moment it is shown, once per page load', async () => {
    const { rerender } = render(popup(false));
    await nextFrame();
    expect(marks()).toHaveLength(0);
    rerender(popup(true));
    expect(await screen.findByRole('button', { name: 'Claim' })).toBeInTheDocument();
    await nextFrame();
    expect(marks()).toHaveLength(1);
    // Closed and shown again (the app's own dialog after an early one): the first moment stands.
    rerender(popup(false));
    rerender(popup(true));
    await nextFrame();
    expect(marks()).toHaveLength(1);
  });
});
