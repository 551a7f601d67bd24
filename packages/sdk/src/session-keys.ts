/** Session storage keys, exactly as spec section 3 names them. Nothing else names them. */
export const SESSION_KEYS = {
  accessToken: 'access_token',
  msisdn: 'msisdn',
  gamesNowRef: 'gamesNowRef',
  refferer: 'refferer',
  activeDayData: 'activeDayData',
  activeDay: 'activeDay',
  gameId: 'gameId',
  rewardClaimed: 'rewardClaimed',
  profileData: 'profileData',
  dailyCheckinShown: 'dailyCheckinShown',
  gameSelectorShown: 'gameSelectorShown',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** The part of the Web Storage API the SDK uses; `sessionStorage` in browsers. */
export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A Web-Storage-like store in memory, for tests and non-browser callers. */
export function createMemoryStore(initial: Record<string, string> = {}): SessionStore & { clear(): void } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}
