import { COPY, MESSAGES } from '@esr/domain';
import type { OperationId } from '@esr/sdk';
import type { ControlSchemas } from '@esr/sdk/control';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { aimTrainState, hitEverything, playToTheTimeLimit, takeTheClock } from './aim-train';
import { type ViewportName, type Visit } from './browser';

// The kit behind the table of messages.test.ts (message-cases.ts): one case per message of spec section 8 (and per state of spec
// section 4 that has no message of its own). Each case says how the mock server is set up through its
// control API (seed, test subscriber, clock, faults), who opens which route, what the user does, and what
// must then be on screen (or, for the token errors, in the console).

/** A fault of the control API for one product operation. */
export type FaultSpec = ControlSchemas['Fault'] & { operationId: OperationId };

export interface MessageCase {
  /** What the user meets (the test's name). */
  name: string;
  /**
   * What must show: spec messages as the spec lists write them (templates such as 'Level {n} completed!'
   * are recorded for coverage), or any other text the page must contain.
   */
  shows: readonly string[];
  /** Who opens the app: an msisdn logged in through the real login (?a=), or a visitor. Default: Ali Raza. */
  as?: string | 'visitor';
  /** Arrive through the gamenow partner (refferer=gamenow). */
  gamenow?: boolean;
  /** Let the first-visit popups (daily check-in, game selector) show; they are kept away otherwise. */
  popups?: boolean;
  seed?: 'default' | 'empty';
  subscriber?: ControlSchemas['SubscriberRequest'];
  clock?: ControlSchemas['ClockRequest'];
  /** Faults in force from the start (the login's own token call must not be one of them). */
  faults?: readonly FaultSpec[];
  /**
   * Set up after the login and before the route opens (the login needs a working token call): faults of
   * the token call, or a session that lost its msisdn. The route then opens without ?a=, like a reload.
   */
  afterLogin?: { faults?: readonly FaultSpec[]; forgetMsisdn?: boolean };
  route: string;
  /** What the user does once the route is open. */
  act?: (visit: Visit) => Promise<void>;
  /** Further checks of the final state (a disabled button, card states...). */
  check?: (visit: Visit) => Promise<void>;
  /** Default phone (360 x 740). */
  viewport?: ViewportName;
  /** How long the texts may take to show; default 10 s. */
  waitMs?: number;
}

// ---------- fixtures ----------

/** A real 1x1 PNG: the server sniffs the bytes of what it stores. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const png = (name = 'screenshot.png'): FilePayload => ({
  name,
  mimeType: 'image/png',
  buffer: PNG_1X1,
});
/** A PNG padded past `bytes` (browsers check the size before anything is sent). */
export const bigPng = (bytes: number): FilePayload => ({
  name: 'huge.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG_1X1, Buffer.alloc(bytes + 1 - PNG_1X1.length)]),
});
export const gif = (): FilePayload => ({
  name: 'clip.gif',
  mimeType: 'image/gif',
  buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'),
});
export const textFile = (): FilePayload => ({
  name: 'notes.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('hi'),
});

export const TASK_LIMIT = 2048000;
export const PROFILE_LIMIT = 2097152;

/** The token call fails, so a 401 of `operationId` cannot be retried: the call answers nothing. */
export const tokenLost = (operationId: OperationId): FaultSpec[] => [
  { operationId, status: 401 },
  { operationId: 'generateToken', status: 500 },
];

export const fail = (operationId: OperationId, status = 500): FaultSpec => ({ operationId, status });
export const unsuccessful = (operationId: OperationId): FaultSpec => ({ operationId, noSuccess: true });
export const bare = (operationId: OperationId): FaultSpec => ({ operationId, noSuccess: true, bare: true });

/** A fault put while the page is open (before the user's action). */
export async function putFault(visit: Visit, fault: FaultSpec): Promise<void> {
  const { error } = await visit.control.PUT('/faults', { body: fault });
  if (error) throw new Error(`fault ${fault.operationId}: ${JSON.stringify(error)}`);
}

// ---------- user steps ----------

export const dialog = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });
export const button = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('button', { name, exact: true });

export async function pick(scope: Locator, file: FilePayload): Promise<void> {
  await scope.locator('input[type="file"]').setInputFiles(file);
}

/** Submit Entry on the first open task or challenge: the screenshot popup. */
export async function openUpload(visit: Visit): Promise<Locator> {
  await button(visit.page, MESSAGES.submitEntry).first().click();
  const popup = dialog(visit.page, 'Upload your screenshot');
  await popup.waitFor();
  return popup;
}

/** Chooses a valid PNG (the preview shows) and sends it. */
export async function uploadPng(visit: Visit): Promise<Locator> {
  const popup = await openUpload(visit);
  await pick(popup, png());
  await popup.getByRole('img', { name: 'Preview of your screenshot' }).waitFor();
  await button(popup, 'Submit').click();
  return popup;
}

/** Fills the registration form of /join-tournament (the fields the tournament asks for) and registers. */
export async function register(visit: Visit): Promise<void> {
  const { page } = visit;
  await button(page, COPY.register).waitFor();
  const uid = page.getByLabel('Game UID');
  if (await uid.count()) await uid.fill('5123456789');
  await page.getByLabel('Nickname').fill('SanaPlays');
  const email = page.getByLabel('Email');
  if (await email.count()) await email.fill('sana@example.pk');
  await button(page, COPY.register).click();
}

/** Redeem on a reward card of /rewards. */
export async function redeem(visit: Visit, reward: string): Promise<void> {
  await button(visit.page, `${COPY.redeem} ${reward}`).click();
}

/** Sana redeems the Asus ROG headphone and lands on /redeem with the form. */
export async function openRedeemForm(visit: Visit): Promise<void> {
  await redeem(visit, 'Asus ROG headphone');
  await visit.page.waitForURL('**/redeem');
  await visit.page.getByLabel('Email').waitFor();
}

/** The gn = 1 prompt: a Jazz number typed and sent. */
export async function jazzNumber(visit: Visit, number: string): Promise<void> {
  await redeem(visit, 'PUBG Mobile UC 300');
  const prompt = dialog(visit.page, 'Enter your Jazz number');
  await prompt.getByLabel('Jazz number').fill(number);
  await button(prompt, 'Submit').click();
}

export async function chooseProfileImage(visit: Visit, file: FilePayload): Promise<void> {
  await visit.page.getByLabel('Profile image').setInputFiles(file);
}

export async function saveProfile(visit: Visit): Promise<void> {
  await button(visit.page, 'Save changes').click();
}

/** Play Now on the Aim Train challenge. */
export async function playNow(visit: Visit): Promise<void> {
  await button(visit.page, MESSAGES.playNow).click();
}

/** Play Now, until the game runs its level (desktop: no rotate prompt). */
export async function startAimTrain(visit: Visit): Promise<void> {
  await playNow(visit);
  await visit.page.waitForURL('**/aim-train');
  await expect.poll(async () => (await aimTrainState(visit.page))?.phase, { timeout: 20_000 }).toBe('ready');
}

/** Starts the level and hits every target until the game reports its outcome. */
export async function passLevel(visit: Visit): Promise<void> {
  await startAimTrain(visit);
  await hitEverything(visit);
}

/** Starts level 1 and hits nothing until its time has run out (on the page's clock: aim-train.ts). */
export async function failLevel(visit: Visit): Promise<void> {
  await takeTheClock(visit);
  await startAimTrain(visit);
  await playToTheTimeLimit(visit, 1);
}

// ---------- state checks ----------

export async function streakStates(visit: Visit): Promise<{ day: string; state: string | null }[]> {
  const days = visit.page.locator('.streak-card__day');
  await days.first().waitFor();
  return days.evaluateAll((items) =>
    items.map((item) => ({
      day: item.querySelector('.streak-card__label')?.textContent ?? '',
      state: item.getAttribute('data-state'),
    })),
  );
}

export async function expectDisabled(locator: Locator): Promise<void> {
  await locator.waitFor();
  expect(await locator.isDisabled()).toBe(true);
}

// ---------- the table, by route ----------

export const OPEN_TOURNAMENT = '/join-tournament?tournamentId=t-pubg-weekly';
