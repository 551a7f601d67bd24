import { SEEDED } from '@esr/test-support';
import { MESSAGES, TASK_IMAGE_MAX_BYTES } from '@esr/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { translator } from '@/lib/i18n';
import { createMockSession, type MockSession, POPUPS_SEEN } from '@/testing/mock-server';
import { holdAnswers } from '@/testing/api-wire';
import { DESKTOP_WIDTH, renderApp } from '@/testing/render-app';
import { decodeImagesByTheirBytes } from '@/testing/image-decoding';
import { corruptPngFile, gifFile, oversizedPngFile, pngFile, pngFileOfSize } from '@/testing/test-files';
import {
  chooseScreenshot,
  screenshotInput,
  submitButton,
  submitScreenshot,
  uploadDialog,
} from '@/testing/upload-steps';
import { UPLOAD_PREVIEW_ALT, UPLOAD_PROGRESS_LABEL } from './screenshot-upload-popup';

// The screenshot upload popup (spec sections 5 and 8), opened from /tasks (daily task: multipart) and
// from /game-challenges (game challenge: data URL), against the real mock server.

const t = translator();
let mock: MockSession;

beforeEach(async () => {
  mock = await createMockSession();
});

/** Logs in first (faults set afterwards may break token generation), then applies `faults`. */
async function openFrom(
  route: string,
  msisdn: string,
  {
    referrer = null,
    faults = async () => undefined,
  }: { referrer?: string | null; faults?: () => Promise<void> } = {},
) {
  const { token } = await mock.login(msisdn, referrer);
  await faults();
  const gamenow = referrer === 'gamenow' ? { gamesNowRef: 'true', refferer: 'gamenow' } : {};
  const utils = renderApp({
    route,
    mockSessionId: mock.id,
    session: { msisdn, accessToken: token, ...POPUPS_SEEN, ...gamenow },
    width: DESKTOP_WIDTH,
  });
  const open = await screen.findAllByRole('button', { name: MESSAGES.submitEntry });
  await utils.user.click(open[0]!);
  return { ...utils, dialog: await uploadDialog() };
}

const fromTasks = (options?: Parameters<typeof openFrom>[2]) =>
  openFrom('/tasks', SEEDED.withStreak, options);
const fromChallenges = (options?: Parameters<typeof openFrom>[2]) =>
  openFrom('/game-challenges?gameId=pubg-mobile', SEEDED.newTrial, options);

/** Chooses a file the way a browser would even when `accept` would hide it in the picker. */
function pick(dialog: HTMLElement, file: File) {
  fireEvent.change(screenshotInput(dialog), { target: { files: [file] } });
}

describe('screenshot upload popup: validation', () => {
  it('keeps Submit disabled until a file is chosen, and accepts only PNG, JPG and JPEG', async () => {
    const { dialog } = await fromTasks();
    const input = screenshotInput(dialog);
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/jpg');
    expect(submitButton(dialog)).toBeDisabled();

    pick(dialog, gifFile());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.uploadTypes);
    expect(submitButton(dialog)).toBeDisabled();
    expect(within(dialog).queryByRole('img', { name: translator()(UPLOAD_PREVIEW_ALT) })).toBeNull();

    pick(dialog, new File([pngFile()], 'photo.jpg', { type: 'image/jpeg' }));
    expect(
      await within(dialog).findByRole('img', { name: translator()(UPLOAD_PREVIEW_ALT) }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(submitButton(dialog)).toBeEnabled();
  });

  it("refuses a file over 2048000 bytes with 'Image should be less than 2MB.' and accepts exactly 2048000", async () => {
    const { dialog } = await fromChallenges();
    pick(dialog, oversizedPngFile());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.uploadSize);
    expect(submitButton(dialog)).toBeDisabled();

    pick(dialog, pngFileOfSize(TASK_IMAGE_MAX_BYTES));
    expect(
      await within(dialog).findByRole('img', { name: translator()(UPLOAD_PREVIEW_ALT) }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(submitButton(dialog)).toBeEnabled();
  });

  it('a broken PNG is not a valid image: the browser says so before the upload, with no preview', async () => {
    decodeImagesByTheirBytes();
    const { dialog } = await fromChallenges();
    pick(dialog, corruptPngFile());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('challenges.invalidImage'));
    expect(within(dialog).queryByRole('img', { name: t(UPLOAD_PREVIEW_ALT) })).toBeNull();
    expect(submitButton(dialog)).toBeDisabled();
    // A good one afterwards is taken.
    pick(dialog, pngFile());
    expect(await within(dialog).findByRole('img', { name: t(UPLOAD_PREVIEW_ALT) })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(await mock.calls('submitChallengeEntry')).toBe(0);
  });

  it('drops an earlier valid choice when an invalid file is chosen', async () => {
    const { user, dialog } = await fromTasks();
    await chooseScreenshot(user, pngFile());
    pick(dialog, gifFile());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.uploadTypes);
    expect(within(dialog).queryByRole('img', { name: translator()(UPLOAD_PREVIEW_ALT) })).toBeNull();
    expect(submitButton(dialog)).toBeDisabled();
  });
});

describe('screenshot upload popup: progress', () => {
  it('shows a progress bar while the screenshot uploads, and closes when it is saved', async () => {
    const release = holdAnswers('POST /v1/challenge/entry');
    const { user } = await fromChallenges();
    const dialog = await chooseScreenshot(user, pngFile());
    await submitScreenshot(user, dialog);
    expect(
      await within(dialog).findByRole('progressbar', { name: translator()(UPLOAD_PROGRESS_LABEL) }),
    ).toBeInTheDocument();
    expect(submitButton(dialog)).toBeDisabled();
    release();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});

describe('screenshot upload popup: failures', () => {
  it("daily task refused by the server: 'Failed to submit image. Please try again.'", async () => {
    const { user } = await fromTasks({ faults: () => mock.fault('submitDailyEntry', { status: 500 }) });
    const dialog = await chooseScreenshot(user, pngFile());
    await submitScreenshot(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.failedToSubmitImage);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(submitButton(dialog)).toBeEnabled();
  });

  it("daily task with no answer (a failed token refresh): 'An error occurred. Please try again.'", async () => {
    // A gamenow user keeps /tasks after the failed refresh clears the login.
    const { user } = await openFrom('/tasks', SEEDED.gamenow, {
      referrer: 'gamenow',
      faults: async () => {
        await mock.fault('submitDailyEntry', { status: 401 });
        await mock.fault('generateToken', { status: 500 });
      },
    });
    const dialog = await chooseScreenshot(user, pngFile());
    await submitScreenshot(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
  });

  it("game challenge refused by the server: 'Failed to submit entry. Please try again.'", async () => {
    const { user } = await fromChallenges({
      faults: () => mock.fault('submitChallengeEntry', { status: 500 }),
    });
    const dialog = await chooseScreenshot(user, pngFile());
    await submitScreenshot(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.failedToSubmitEntry);
    expect(screen.queryByText(MESSAGES.claimed)).toBeNull();
  });

  it("game challenge with no answer (a failed token refresh): 'An error occurred. Please try again.'", async () => {
    const { user } = await fromChallenges({
      faults: async () => {
        await mock.fault('submitChallengeEntry', { status: 401 });
        await mock.fault('generateToken', { status: 500 });
      },
    });
    const dialog = await chooseScreenshot(user, pngFile());
    await submitScreenshot(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
  });

  it.each([
    ['daily task', () => fromTasks()],
    ['game challenge', () => fromChallenges()],
  ])(
    "%s: a broken image this browser could not check is refused by the server (415): 'not a valid image'",
    async (_case, open) => {
      // jsdom cannot decode: the file goes, as from a browser that cannot tell.
      const { user } = await open();
      const dialog = await chooseScreenshot(user, corruptPngFile());
      await submitScreenshot(user, dialog);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('challenges.invalidImage'));
      const journal = (await mock.control.GET('/journal')).data!.entries;
      expect(journal.filter((e) => e.status === 415)).toHaveLength(1);
    },
  );

  it('a second try after a refusal succeeds', async () => {
    const { user } = await fromChallenges({
      faults: () => mock.fault('submitChallengeEntry', { status: 500, times: 1 }),
    });
    const dialog = await chooseScreenshot(user, pngFile());
    await submitScreenshot(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.failedToSubmitEntry);
    await submitScreenshot(user, dialog);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByText(MESSAGES.claimed)).toBeInTheDocument();
  });
});
