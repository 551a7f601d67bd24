import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../../config';

export const SEED_NAMES = ['default', 'empty'] as const;
export type SeedName = (typeof SEED_NAMES)[number];

export const isSeedName = (name: string): name is SeedName =>
  (SEED_NAMES as readonly string[]).includes(name);

export interface SeedData {
  subscribers: {
    msisdn: string;
    status: 'trial' | 'active' | 'unsubscribed';
    name?: string;
    username?: string;
    email?: string;
    gender?: '' | 'male' | 'female';
    bio?: string;
    credits?: number;
    streakDays?: number;
    dailyGameId?: string;
  }[];
  games: {
    gameId: string;
    name: string;
    thumbnail: string;
    daily?: boolean;
    challenges?: boolean;
    dailyArchived?: boolean;
  }[];
  dailyTemplates: { templateId: string; gameId: string; name: string; prize: number; thumbnail: string }[];
  eslGames: { gameUniqueId: string; gameId: string; gameName: string; thumbnail: string }[];
  challenges: {
    challengeId: string;
    gameId: string;
    name: string;
    prize: number;
    thumbnail: string;
    archived?: boolean;
  }[];
  challengeEntries: { msisdn: string; challengeId: string }[];
  tournaments: {
    tournId: string;
    name: string;
    game: string;
    startsInHours: number | null;
    durationHours: number | null;
    entryFee: number | null;
    isEntryFree: boolean;
    prize: string;
    secondPrize: string;
    thirdPrize: string;
    banner: string;
    platform: string;
    uidCheck: 0 | 1;
    tournType: string;
    entrants: string[];
  }[];
  videos: { id: string; gameId: string; game: string; title: string; link: string; thumbnail: string }[];
  highlightGames: { id: string; gameId: string; game: string; thumbnail: string }[];
  /** Redemptions redeem-item answered and redeem-claim has not confirmed: item is the catalogue number. */
  redemptions: { uuid: string; msisdn: string; item: number }[];
}

const EMPTY: SeedData = {
  subscribers: [],
  games: [],
  dailyTemplates: [],
  eslGames: [],
  challenges: [],
  challengeEntries: [],
  tournaments: [],
  videos: [],
  highlightGames: [],
  redemptions: [],
};

const cache = new Map<SeedName, SeedData>();

function read<T>(dir: string, file: string): T | undefined {
  const path = join(dir, file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

/** Reads a seed's human-editable JSON fixtures (seeds/<name>/*.json). */
export function loadSeed(name: SeedName): SeedData {
  const cached = cache.get(name);
  if (cached) return cached;
  const dir = join(serverRoot, 'seeds', name);
  const subscribers = read<Pick<SeedData, 'subscribers'>>(dir, 'subscribers.json');
  const games = read<Pick<SeedData, 'games' | 'dailyTemplates' | 'eslGames'>>(dir, 'games.json');
  const challenges = read<{ challenges: SeedData['challenges']; entries: SeedData['challengeEntries'] }>(
    dir,
    'challenges.json',
  );
  const tournaments = read<Pick<SeedData, 'tournaments'>>(dir, 'tournaments.json');
  const videos = read<Pick<SeedData, 'videos' | 'highlightGames'>>(dir, 'videos.json');
  const redemptions = read<Pick<SeedData, 'redemptions'>>(dir, 'redemptions.json');
  const data: SeedData = {
    ...EMPTY,
    ...subscribers,
    ...games,
    challenges: challenges?.challenges ?? [],
    challengeEntries: challenges?.entries ?? [],
    ...tournaments,
    ...videos,
    ...redemptions,
  };
  cache.set(name, data);
  return data;
}
