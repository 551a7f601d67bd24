// Whether the subscriber is registered for a tournament, before the form (issue 39). The spec's answers
// do not say (a tournament's entries name no one); the contract's Tournament.registered, sent by
// tournament/view, is designed. Without it (the spec profile) the join page falls back on the
// registrations this device saw the server take or refuse as already submitted, per subscriber.

const storageKey = (msisdn: string) => `esr.tournaments.registered.${msisdn}`;
/** Enough for months of weekly tournaments; the oldest go first. */
const KEPT = 50;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage refused (a locked-down browser): the page then knows only what the server says.
    return null;
  }
}

function registrationsHere(msisdn: string): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(storageKey(msisdn)) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether this device saw the server register `msisdn` for the tournament `tournId`. */
export function registeredHere(msisdn: string | null, tournId: string): boolean {
  return msisdn !== null && registrationsHere(msisdn).includes(tournId);
}

/** Remembers that the server registered `msisdn` for `tournId` (or said it already had). */
export function rememberRegistered(msisdn: string | null, tournId: string): void {
  if (!msisdn || registeredHere(msisdn, tournId)) return;
  try {
    storage()?.setItem(
      storageKey(msisdn),
      JSON.stringify([...registrationsHere(msisdn), tournId].slice(-KEPT)),
    );
  } catch {
    // A full or refused storage only loses the hint: registering again is answered 'already submitted'.
  }
}
