import { describe, expect, it } from 'vitest';
import {
  entryFeeLabel,
  entryFeeMessage,
  readPrize,
  registrationInputsDisabled,
  registrationRequirements,
  tournamentCardEnded,
  tournamentPhase,
  validateRegistration,
} from './tournaments';
import { splitTournamentTime, tournamentTimeInstant } from './tournament-time';

describe('splitTournamentTime', () => {
  it('splits the date, time and am/pm parts', () => {
    expect(splitTournamentTime('2025-05-10 07:30 PM')).toEqual({
      date: '2025-05-10',
      time: '07:30',
      ampm: 'PM',
    });
    expect(splitTournamentTime('  10/05/2025   9:00  am ')).toEqual({
      date: '10/05/2025',
      time: '9:00',
      ampm: 'am',
    });
  });

  it('gives null (shown as N/A) when missing or malformed', () => {
    expect(splitTournamentTime(undefined)).toBeNull();
    expect(splitTournamentTime(null)).toBeNull();
    expect(splitTournamentTime('')).toBeNull();
    expect(splitTournamentTime('2025-05-10 07:30')).toBeNull();
    expect(splitTournamentTime('2025-05-10 07:30 PM PKT')).toBeNull();
  });
});

describe('entryFeeMessage', () => {
  it('answers the id of the fee, with the fee as n when it is paid', () => {
    expect(entryFeeMessage({ entryFee: '75' })).toEqual({
      id: 'messages.entryFeeCredits',
      values: { n: 75 },
    });
    expect(entryFeeMessage({ entryFee: 50, isEntryFree: 1 })).toEqual({ id: 'messages.freeEntry' });
    expect(entryFeeMessage({ entryFee: -5 })).toEqual({ id: 'messages.notAvailable' });
  });
});

describe('entryFeeLabel', () => {
  it('shows a positive fee in credits', () => {
    expect(entryFeeLabel({ entryFee: 50, isEntryFree: 0 })).toBe('50 Credits');
    expect(entryFeeLabel({ entryFee: '75' })).toBe('75 Credits');
  });

  it('shows Free Entry when isEntryFree is 1, whatever the fee', () => {
    expect(entryFeeLabel({ entryFee: 50, isEntryFree: 1 })).toBe('Free Entry');
    expect(entryFeeLabel({ isEntryFree: '1' })).toBe('Free Entry');
  });

  it('shows Free Entry for a fee of 0', () => {
    expect(entryFeeLabel({ entryFee: 0, isEntryFree: 0 })).toBe('Free Entry');
  });

  it('shows N/A when the fee is missing or invalid', () => {
    expect(entryFeeLabel({})).toBe('N/A');
    expect(entryFeeLabel({ entryFee: null, isEntryFree: 0 })).toBe('N/A');
    expect(entryFeeLabel({ entryFee: '' })).toBe('N/A');
    expect(entryFeeLabel({ entryFee: 'abc' })).toBe('N/A');
    expect(entryFeeLabel({ entryFee: -5 })).toBe('N/A');
  });
});

describe('tournament status', () => {
  it('maps 1 open, 2 in progress, above 2 ended', () => {
    expect(tournamentPhase(1)).toBe('open');
    expect(tournamentPhase(2)).toBe('in-progress');
    expect(tournamentPhase(3)).toBe('ended');
    expect(tournamentPhase(7)).toBe('ended');
    expect(tournamentPhase(0)).toBe('unknown');
    expect(tournamentPhase(undefined)).toBe('unknown');
  });

  it('disables registration inputs from status 2', () => {
    expect(registrationInputsDisabled(1)).toBe(false);
    expect(registrationInputsDisabled(2)).toBe(true);
    expect(registrationInputsDisabled(3)).toBe(true);
  });

  it('shows a card as ended when status is not 1 or it is running', () => {
    expect(tournamentCardEnded({ status: 1, is_running: 0 })).toBe(false);
    expect(tournamentCardEnded({ status: 1 })).toBe(false);
    expect(tournamentCardEnded({ status: 1, is_running: 1 })).toBe(true);
    expect(tournamentCardEnded({ status: 2, is_running: 0 })).toBe(true);
    expect(tournamentCardEnded({ status: 3 })).toBe(true);
    expect(tournamentCardEnded({})).toBe(true);
  });
});

describe('registration', () => {
  it('requires UID only when UIDCheck is 1 and e-mail unless the type is Credits', () => {
    expect(registrationRequirements({ UIDCheck: 1, tourn_type: 'Cash' })).toEqual({
      uid: true,
      nick: true,
      email: true,
    });
    expect(registrationRequirements({ UIDCheck: 0, tourn_type: 'Credits' })).toEqual({
      uid: false,
      nick: true,
      email: false,
    });
    expect(registrationRequirements({})).toEqual({ uid: false, nick: true, email: true });
  });

  it('blocks submission for required fields that are blank after trimming', () => {
    const all = { uid: true, nick: true, email: true } as const;
    expect(validateRegistration(all, { pubg_id: ' ', pubg_nick: '', userEmail: undefined })).toEqual([
      'pubg_id',
      'pubg_nick',
      'userEmail',
    ]);
    expect(validateRegistration(all, { pubg_id: '123', pubg_nick: 'nick', userEmail: 'a@b.c' })).toEqual([]);
  });

  it('does not ask for fields that are not required', () => {
    const nickOnly = { uid: false, nick: true, email: false } as const;
    expect(validateRegistration(nickOnly, { pubg_nick: 'nick' })).toEqual([]);
    expect(validateRegistration(nickOnly, {})).toEqual(['pubg_nick']);
  });
});

describe('tournamentTimeInstant', () => {
  it("reads 'YYYY-MM-DD hh:mm AM|PM' on Pakistan's clock (UTC+5)", () => {
    expect(tournamentTimeInstant('2026-12-10 04:23 AM')).toBe(Date.parse('2026-12-09T23:23:00Z'));
    expect(tournamentTimeInstant('2026-12-10 04:23 PM')).toBe(Date.parse('2026-12-10T11:23:00Z'));
    expect(tournamentTimeInstant('2026-12-10 12:05 AM')).toBe(Date.parse('2026-12-09T19:05:00Z'));
    expect(tournamentTimeInstant('2026-12-10 12:05 pm')).toBe(Date.parse('2026-12-10T07:05:00Z'));
    expect(tournamentTimeInstant(' 2026-12-10  9:00   PM ')).toBe(Date.parse('2026-12-10T16:00:00Z'));
  });

  it('is null for anything else', () => {
    for (const time of [
      null,
      undefined,
      '',
      'N/A',
      '2026-12-10',
      '2026-12-10 13:00 PM',
      '2026-02-30 10:00 AM',
      '10/12/2026 04:23 AM',
      '2026-12-10 04:23',
    ]) {
      expect(tournamentTimeInstant(time)).toBeNull();
    }
  });
});

describe('readPrize', () => {
  it("reads credits and rupees, whatever the case and the thousands' commas", () => {
    expect(readPrize('5000 Credits')).toEqual({ kind: 'credits', amount: 5000 });
    expect(readPrize('1 credit')).toEqual({ kind: 'credits', amount: 1 });
    expect(readPrize('PKR 20,000')).toEqual({ kind: 'rupees', amount: 20000 });
    expect(readPrize('Rs. 5,000')).toEqual({ kind: 'rupees', amount: 5000 });
    expect(readPrize('Rs 500')).toEqual({ kind: 'rupees', amount: 500 });
  });

  it('keeps any other prize as text', () => {
    expect(readPrize('Asus ROG headphone')).toEqual({ kind: 'text', text: 'Asus ROG headphone' });
    expect(readPrize('5000 Credits + a headset')).toEqual({ kind: 'text', text: '5000 Credits + a headset' });
  });
});
