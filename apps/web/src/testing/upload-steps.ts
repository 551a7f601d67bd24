import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import {
  UPLOAD_INPUT_LABEL,
  UPLOAD_POPUP_TITLE,
  UPLOAD_PREVIEW_ALT,
  UPLOAD_SUBMIT_LABEL,
} from '@/features/challenges/components/screenshot-upload-popup';
import { translator } from '@/lib/i18n';

// Test steps for the screenshot upload popup, as a user takes them.

export async function uploadDialog(): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: translator()(UPLOAD_POPUP_TITLE) });
}

export function screenshotInput(dialog: HTMLElement): HTMLInputElement {
  return within(dialog).getByLabelText(new RegExp(translator()(UPLOAD_INPUT_LABEL))) as HTMLInputElement;
}

export function submitButton(dialog: HTMLElement): HTMLElement {
  return within(dialog).getByRole('button', { name: translator()(UPLOAD_SUBMIT_LABEL) });
}

/** Picks a valid screenshot in the open popup and waits for its preview. */
export async function chooseScreenshot(user: UserEvent, file: File): Promise<HTMLElement> {
  const dialog = await uploadDialog();
  expect(submitButton(dialog)).toBeDisabled();
  await user.upload(screenshotInput(dialog), file);
  expect(
    await within(dialog).findByRole('img', { name: translator()(UPLOAD_PREVIEW_ALT) }),
  ).toBeInTheDocument();
  return dialog;
}

export async function submitScreenshot(user: UserEvent, dialog: HTMLElement): Promise<void> {
  const submit = submitButton(dialog);
  expect(submit).toBeEnabled();
  await user.click(submit);
}
