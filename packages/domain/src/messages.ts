// The spec's texts by id (decision 1050). Their English is written once, in the English catalogue of the
// spec's areas (locales/en/messages.json and copy.json, ICU messages, exactly as the spec writes them,
// typos included: 'Token refreshongoing'). The web app compiles those two files into its English catalogue
// and shows every text by its id; the server and the tests read the same English here.
import copy from './locales/en/copy.json';
import messages from './locales/en/messages.json';
import { TOKEN_MESSAGES } from './token-messages';

/** A spec message: the key of its text in the catalogues ('messages.uploadTypes'). */
export type MessageId = keyof typeof messages;
/** A fixed title or label of spec section 2 ('copy.madeByEsl'). */
export type CopyId = keyof typeof copy;
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message whose text depends on data: its id and the values of its placeholders. */
export interface Message {
  readonly id: MessageId;
  readonly values?: MessageValues;
}

/** The English catalogue of the spec's texts, as the web app compiles it (keys are ids). */
export const SPEC_ENGLISH: Readonly<Record<MessageId | CopyId, string>> = { ...messages, ...copy };

/**
 * The English text of an id with its {placeholders} filled: for the server's bodies and the tests. The
 * spec's texts use plain placeholders only (no plural, no quoting), so this is what Lingui writes too
 * (apps/web's src/locales/catalogues.test.ts compares the two).
 */
export function englishText(id: MessageId | CopyId, values: MessageValues = {}): string {
  return SPEC_ENGLISH[id].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The names of a text's placeholders, in the order it writes them. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

type Named<K, Prefix extends string> = K extends `${Prefix}.${infer Name}` ? Name : never;

/** The messages with placeholders, as English functions taking the values in the order the text names them. */
interface EnglishTemplates {
  homeRowError: (message: string) => string;
  winCredits: (n: number | string) => string;
  playGame: (game: string) => string;
  entryFeeCredits: (n: number | string) => string;
  levelCompleted: (n: number | string) => string;
  levelFailed: (n: number | string, reason: string) => string;
  profileUpdateFailed: (message: string) => string;
}

export type MessageKey = Named<MessageId, 'messages'> | keyof typeof TOKEN_MESSAGES;
export type CopyKey = Named<CopyId, 'copy'>;

type EnglishMessages = Readonly<Record<Exclude<MessageKey, keyof EnglishTemplates>, string>> &
  Readonly<EnglishTemplates>;

function englishByName(
  ids: readonly (MessageId | CopyId)[],
  more: Record<string, string> = {},
): Record<string, unknown> {
  const byName = Object.fromEntries(
    ids.map((id) => {
      const name = id.slice(id.indexOf('.') + 1);
      const names = placeholdersOf(SPEC_ENGLISH[id]);
      if (names.length === 0) return [name, SPEC_ENGLISH[id]];
      const fill = (...args: (string | number)[]) =>
        englishText(id, Object.fromEntries(names.map((n, i) => [n, args[i]!])));
      return [name, fill];
    }),
  );
  return { ...byName, ...more };
}

/**
 * The spec's messages in English by name (MESSAGES.uploadTypes, MESSAGES.levelCompleted(3)), read from the
 * catalogue, with the console-only token messages: what the server sends and the tests expect. The web app
 * shows messages by id (its catalogue), never these.
 */
export const MESSAGES = /* @__PURE__ */ englishByName(
  Object.keys(messages) as MessageId[],
  TOKEN_MESSAGES,
) as EnglishMessages;

/** The fixed titles and labels of spec section 2 in English, by name (the tests' view of copy.json). */
export const COPY = /* @__PURE__ */ englishByName(Object.keys(copy) as CopyId[]) as Readonly<
  Record<CopyKey, string>
>;

/** The ids' English with each placeholder left as written ('Failed to update profile: {message}'). */
function templates(ids: readonly MessageId[], more: Record<string, string> = {}): readonly string[] {
  return [...ids.map((id) => SPEC_ENGLISH[id]), ...Object.values(more)];
}

/**
 * The spec section 8 messages as one flat, de-duplicated list of English templates (placeholders as
 * written). End-to-end tests use it to report which messages a run reached.
 */
export const SPEC_MESSAGE_LIST: readonly string[] = /* @__PURE__ */ templates(
  [
    // fallbacks
    'messages.failedToFetchTournaments',
    'messages.failedToFetchDailyGames',
    'messages.failedToFetchHighlights',
    'messages.failedToFetchGameHighlights',
    // home rows
    'messages.failedToLoadWeeklyTournaments',
    'messages.failedToLoadDailyGames',
    'messages.failedToLoadHighlights',
    'messages.failedToLoadGameHighlights',
    'messages.failedToLoadEslGames',
    // game selector
    'messages.failedToLoadGames',
    'messages.errorLoadingGames',
    // uploads
    'messages.failedToSubmitImage',
    'messages.genericError',
    'messages.failedToSubmitEntry',
    // game challenges
    'messages.noGameSelected',
    'messages.failedToLoadChallenges',
    'messages.errorFetchingChallenges',
    // Aim Train enter, game load
    'messages.somethingWentWrong',
    'messages.gameLoadError',
    // tournament
    'messages.tournamentIdMissing',
    'messages.failedToLoadTournamentDetails',
    'messages.noTournamentData',
    'messages.failedToFetchTournamentDetails',
    'messages.failedToCheckIn',
    'messages.failedToRegister',
    'messages.alreadySubmitted',
    'messages.registrationSuccess',
    'messages.failedToLoadTournaments',
    // highlights
    'messages.failedToFetchGameVideos',
    'messages.failedToLoadGameVideos',
    'messages.noGameIdProvided',
    'messages.noVideosFound',
    // leaderboard
    'messages.failedToFetchLeaderboard',
    'messages.failedToLoadLeaderboard',
    // tasks
    'messages.errorLoadingTasks',
    // redeem
    'messages.redemptionFailed',
    'messages.tryAgainLater',
    // profile
    'messages.profileUpdated',
    'messages.profileUpdateFailed',
    'messages.profileUpdateError',
  ],
  // token (console only: lib/query.ts in the web app logs them)
  TOKEN_MESSAGES,
);

/** The messages of spec sections 4 (states) and 5 (validation), same format as SPEC_MESSAGE_LIST. */
export const SPEC_STATE_AND_VALIDATION_MESSAGE_LIST: readonly string[] = /* @__PURE__ */ templates([
  'messages.congratulations',
  'messages.dailyLoginReward',
  'messages.alreadyClaimed',
  'messages.tournamentInProgress',
  'messages.viewHighlights',
  'messages.registrationsClosed',
  'messages.levelCompleted',
  'messages.levelFailed',
  'messages.gameError',
  'messages.reloadGame',
  'messages.uploadTypes',
  'messages.uploadSize',
  'messages.profileImageType',
  'messages.profileImageSize',
  'messages.invalidJazzNumber',
  'messages.fillAllFields',
]);
