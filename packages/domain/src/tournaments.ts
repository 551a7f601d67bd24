// Tournament display and registration rules (spec sections 3, 4 and 5). The start time's reading is in
// tournament-time.ts: Home's tournament row needs only that (its chunk stays without the rest, decision 1080).
import { englishText, type Message } from './messages';

/** A prize as the backend writes it, read: 'N Credits' and 'PKR N' (or 'Rs N') are amounts; anything else is text. */
export type Prize =
  { kind: 'credits'; amount: number } | { kind: 'rupees'; amount: number } | { kind: 'text'; text: string };

const PRIZE_CREDITS = /^(\d[\d,]*) credits?$/i;
const PRIZE_RUPEES = /^(?:pkr|rs\.?) ?(\d[\d,]*)$/i;

/**
 * Reads a tournament prize ('5000 Credits', 'PKR 20,000') so a client can write it in its language; any
 * other text (an item's name) stays as sent.
 */
export function readPrize(prize: string): Prize {
  const text = prize.trim().replace(/\s+/g, ' ');
  const credits = PRIZE_CREDITS.exec(text);
  if (credits) return { kind: 'credits', amount: Number(credits[1]!.replace(/,/g, '')) };
  const rupees = PRIZE_RUPEES.exec(text);
  if (rupees) return { kind: 'rupees', amount: Number(rupees[1]!.replace(/,/g, '')) };
  return { kind: 'text', text: prize };
}

type Numeric = number | string | null | undefined;

function toNumber(value: Numeric): number | undefined {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The entry fee's message. Precedence: isEntryFree 1 (or a fee of 0) -> 'Free Entry'; a positive fee ->
 * 'N Credits' (`n`, the fee); anything else (missing, negative, not a number) -> 'N/A'.
 */
export function entryFeeMessage({
  entryFee,
  isEntryFree,
}: {
  entryFee?: Numeric;
  isEntryFree?: Numeric;
}): Message {
  if (toNumber(isEntryFree) === 1) return { id: 'messages.freeEntry' };
  const fee = toNumber(entryFee);
  if (fee === 0) return { id: 'messages.freeEntry' };
  if (fee !== undefined && fee > 0) return { id: 'messages.entryFeeCredits', values: { n: fee } };
  return { id: 'messages.notAvailable' };
}

/** The entry fee's label in English (entryFeeMessage): 'Free Entry', 'N Credits' or 'N/A'. */
export function entryFeeLabel(tournament: Parameters<typeof entryFeeMessage>[0]): string {
  const { id, values } = entryFeeMessage(tournament);
  return englishText(id, values);
}

export type TournamentPhase = 'open' | 'in-progress' | 'ended' | 'unknown';

/** 1 open, 2 in progress, above 2 ended; anything else unknown. */
export function tournamentPhase(status: Numeric): TournamentPhase {
  const s = toNumber(status);
  if (s === 1) return 'open';
  if (s === 2) return 'in-progress';
  if (s !== undefined && s > 2) return 'ended';
  return 'unknown';
}

/** Registration inputs are disabled from status 2 on (in progress or ended). */
export function registrationInputsDisabled(status: Numeric): boolean {
  const s = toNumber(status);
  return s !== undefined && s >= 2;
}

/** A tournament card shows 'Tournament has ended / View Details' when status is not 1 or it is running. */
export function tournamentCardEnded({
  status,
  is_running,
}: {
  status?: Numeric;
  is_running?: Numeric;
}): boolean {
  return toNumber(status) !== 1 || toNumber(is_running) === 1;
}

export interface RegistrationRequirements {
  readonly uid: boolean;
  readonly nick: true;
  readonly email: boolean;
}

/** UID when UIDCheck is 1; NICK always; e-mail unless tourn_type is 'Credits'. */
export function registrationRequirements({
  UIDCheck,
  tourn_type,
}: {
  UIDCheck?: Numeric;
  tourn_type?: string | null;
}): RegistrationRequirements {
  return { uid: toNumber(UIDCheck) === 1, nick: true, email: tourn_type !== 'Credits' };
}

export type RegistrationField = 'pubg_id' | 'pubg_nick' | 'userEmail';

export interface RegistrationValues {
  readonly pubg_id?: string | null;
  readonly pubg_nick?: string | null;
  readonly userEmail?: string | null;
}

/** The required fields that are empty after trimming; a non-empty result blocks submission. */
export function validateRegistration(
  requirements: RegistrationRequirements,
  values: RegistrationValues,
): RegistrationField[] {
  const blank = (v: string | null | undefined) => (v ?? '').trim() === '';
  const missing: RegistrationField[] = [];
  if (requirements.uid && blank(values.pubg_id)) missing.push('pubg_id');
  if (requirements.nick && blank(values.pubg_nick)) missing.push('pubg_nick');
  if (requirements.email && blank(values.userEmail)) missing.push('userEmail');
  return missing;
}
