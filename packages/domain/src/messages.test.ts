import { describe, expect, it } from 'vitest';
import {
  COPY,
  MESSAGES,
  SPEC_ENGLISH,
  SPEC_MESSAGE_LIST,
  SPEC_STATE_AND_VALIDATION_MESSAGE_LIST,
  englishText,
  placeholdersOf,
} from './messages';
import { TOKEN_MESSAGES } from './token-messages';

describe('MESSAGES', () => {
  it('keeps the spec wording, typos included', () => {
    expect(MESSAGES.tokenRefreshOngoing).toBe('Token refreshongoing');
    expect(MESSAGES.msisdnNotFound).toBe('MSISDN not found');
    expect(MESSAGES.noTokenFromRefresh).toBe('No token received from refresh endpoint');
    expect(MESSAGES.noAccessToken).toBe('No access token received');
    expect(MESSAGES.failedToFetchTournaments).toBe('Failed to fetch tournaments');
    expect(MESSAGES.uploadTypes).toBe('Only PNG, JPG, and JPEG files are allowed.');
    expect(MESSAGES.uploadSize).toBe('Image should be less than 2MB.');
    expect(MESSAGES.taskCompletedToday).toBe(
      "Great, You've completed today's task, Come back tomorrow for a new one!",
    );
    expect(MESSAGES.invalidJazzNumber).toBe(
      'Please enter a valid Jazz number (starting with 0 and 11 digits long)',
    );
    expect(MESSAGES.gameLoadError).toBe(
      'There was an error loading the game. This may be due to WebGL compatibility issues.',
    );
    expect(MESSAGES.failedToLoadTournaments).toBe('Failed to load tournaments.');
    expect(MESSAGES.failedToLoadLeaderboard).toBe('Failed to load leaderboard.');
    expect(MESSAGES.errorLoadingTasks).toBe('Error loading tasks.');
  });

  it('formats the parameterised messages', () => {
    expect(MESSAGES.homeRowError('boom')).toBe('Error: boom');
    expect(MESSAGES.profileUpdateFailed('bad email')).toBe('Failed to update profile: bad email');
    expect(MESSAGES.levelCompleted(3)).toBe('Level 3 completed!');
    expect(MESSAGES.levelFailed(4, 'Time up')).toBe('Level 4 failed! Reason: Time up');
    expect(MESSAGES.winCredits(50)).toBe('Win 50 Credits');
    expect(MESSAGES.playGame('Aim Train')).toBe('Play Aim Train');
    expect(MESSAGES.entryFeeCredits(100)).toBe('100 Credits');
  });

  it('reads each text from the English catalogue, the token messages from TOKEN_MESSAGES', () => {
    for (const [id, text] of Object.entries(SPEC_ENGLISH)) {
      const [area, name] = id.split('.') as [string, string];
      const english = (area === 'messages' ? MESSAGES : COPY) as Record<string, unknown>;
      if (placeholdersOf(text).length === 0) expect(english[name], id).toBe(text);
      else expect(english[name], id).toBeTypeOf('function');
    }
    for (const [name, text] of Object.entries(TOKEN_MESSAGES))
      expect(MESSAGES[name as keyof typeof MESSAGES]).toBe(text);
    expect(Object.keys(MESSAGES)).toHaveLength(
      Object.keys(SPEC_ENGLISH).filter((id) => id.startsWith('messages.')).length + 4,
    );
  });

  it('has a function for exactly the messages with placeholders (the ones its type declares)', () => {
    const templates = Object.entries(MESSAGES)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name)
      .sort();
    expect(templates).toEqual(
      [
        'entryFeeCredits',
        'homeRowError',
        'levelCompleted',
        'levelFailed',
        'playGame',
        'profileUpdateFailed',
        'winCredits',
      ].sort(),
    );
  });

  it('has no blank, padded or duplicated fixed message', () => {
    const fixed: string[] = Object.values(MESSAGES).filter((m) => typeof m === 'string');
    for (const m of fixed) expect(m).toBe(m.trim());
    for (const m of fixed) expect(m).not.toBe('');
    expect(new Set(fixed).size).toBe(fixed.length);
  });
});

describe('englishText', () => {
  it('fills the placeholders an id names and leaves the others as written', () => {
    expect(englishText('messages.levelFailed', { n: 2, reason: 'Missed' })).toBe(
      'Level 2 failed! Reason: Missed',
    );
    expect(englishText('messages.profileUpdateFailed')).toBe('Failed to update profile: {message}');
    expect(englishText('copy.checkInRewards')).toBe('Check in Rewards');
  });
});

describe('COPY', () => {
  it('has the section titles and subtitles of the home rows', () => {
    expect(COPY.madeByEsl).toBe('Made by ESL');
    expect(COPY.madeByEslSubtitle).toBe('Play & Earn with ESL Originals');
    expect(COPY.gamingTasksSubtitle).toBe('Play daily tasks & win extra credits');
    expect(COPY.weeklyTournamentsSubtitle).toBe('Win big credits');
    expect(COPY.learnWinSubtitle).toBe('Test your gaming mettle');
    expect(COPY.rewardsSubtitle).toBe('Win Gaming Accessories & Currencies');
    expect(COPY.highlightsSubtitle).toBe('Rewards, Leaderboard, Tournaments highlights');
    expect(COPY.checkInRewards).toBe('Check in Rewards');
    expect(COPY.guestUser).toBe('Guest User');
  });
});

describe('SPEC_MESSAGE_LIST', () => {
  it('lists every section 8 message once, templates with their placeholder', () => {
    expect(SPEC_MESSAGE_LIST).toHaveLength(44);
    expect(new Set(SPEC_MESSAGE_LIST).size).toBe(SPEC_MESSAGE_LIST.length);
    expect(SPEC_MESSAGE_LIST).toContain('Failed to update profile: {message}');
    expect(SPEC_MESSAGE_LIST).toContain('Token refreshongoing');
    expect(SPEC_MESSAGE_LIST).toContain('Redemption failed. Please try again.');
    expect(SPEC_MESSAGE_LIST).toContain('Successfully registered! Please wait for further instructions.');
    expect(SPEC_MESSAGE_LIST).toContain('No videos found for this game');
  });

  it('lists the section 4 and 5 messages with their placeholders', () => {
    expect(SPEC_STATE_AND_VALIDATION_MESSAGE_LIST).toContain('Level {n} completed!');
    expect(SPEC_STATE_AND_VALIDATION_MESSAGE_LIST).toContain('Level {n} failed! Reason: {reason}');
    expect(SPEC_STATE_AND_VALIDATION_MESSAGE_LIST).toContain('Please fill in all fields.');
    expect(new Set(SPEC_STATE_AND_VALIDATION_MESSAGE_LIST).size).toBe(
      SPEC_STATE_AND_VALIDATION_MESSAGE_LIST.length,
    );
  });
});
