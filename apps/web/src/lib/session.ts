import { SESSION_KEYS } from '@esr/sdk';
import { useSyncExternalStore } from 'react';

// The spec's session storage keys (section 3), read and written only through SESSION_KEYS. Writes notify
// subscribers so components re-render when, for example, a token arrives or a refresh clears the session.

export type SessionName = keyof typeof SESSION_KEYS;

const listeners = new Set<() => void>();
let version = 0;

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

/** Tell subscribers the session changed (also called when the SDK clears a failed refresh). */
export function notifySessionChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function readSession(name: SessionName): string | null {
  return storage()?.getItem(SESSION_KEYS[name]) ?? null;
}

export function writeSession(name: SessionName, value: string | number | boolean): void {
  const next = String(value);
  if (readSession(name) === next) return;
  storage()?.setItem(SESSION_KEYS[name], next);
  notifySessionChanged();
}

export function removeSession(name: SessionName): void {
  if (readSession(name) === null) return;
  storage()?.removeItem(SESSION_KEYS[name]);
  notifySessionChanged();
}

/** Boolean flags (dailyCheckinShown, rewardClaimed, gamesNowRef...) are stored as 'true'. */
export function readSessionFlag(name: SessionName): boolean {
  return readSession(name) === 'true';
}

export function writeSessionFlag(name: SessionName, on = true): void {
  if (on) writeSession(name, 'true');
  else removeSession(name);
}

export function readSessionJson<T>(name: SessionName): T | null {
  const raw = readSession(name);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders the caller whenever any session key changes through this module. */
export function useSessionItem(name: SessionName): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readSession(name),
    () => null,
  );
}

/** A counter that changes on every session write; for hooks that derive several keys at once. */
export function useSessionVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
}

/** Forgets the subscriber: every spec session key (Logout). */
export function clearSession(): void {
  for (const name of Object.keys(SESSION_KEYS) as SessionName[]) storage()?.removeItem(SESSION_KEYS[name]);
  notifySessionChanged();
}
