// The daily task's challenge id: the server issues `<templateId>:<YYYY-MM-DD>` (the game's template of
// that day and the Pakistan day it is for) and accepts back only today's. Built and read here only: the
// server's daily task, its completed-tasks list and the tests all use these two.

const DAILY_CHALLENGE_ID = /^([^:]+):(\d{4}-\d{2}-\d{2})$/;

/** The id of a template's daily challenge on a Pakistan day ('YYYY-MM-DD'). */
export function dailyChallengeId(templateId: string, day: string): string {
  const id = `${templateId}:${day}`;
  // A template id with a ':' (a seed's mistake) would issue an id nobody can read back.
  if (!DAILY_CHALLENGE_ID.test(id)) throw new Error(`not a daily challenge id: '${id}'`);
  return id;
}

/** The template and the day of a daily challenge id; null when the text is not one. */
export function readDailyChallengeId(id: string): { templateId: string; day: string } | null {
  const match = DAILY_CHALLENGE_ID.exec(id);
  return match ? { templateId: match[1]!, day: match[2]! } : null;
}
