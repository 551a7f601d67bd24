import { TASK_IMAGE_TYPES, validateTaskImage } from '@esr/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Modal } from '@/components/ui/modal';
import { useT, type MessageId } from '@/lib/i18n';
import { decodesAsImage } from '@/lib/image-decode';
import { entryFailureMessage } from '../api/entry-failure';
import { useSubmitChallengeEntry } from '../api/submit-challenge-entry';
import { useSubmitDailyEntry } from '../api/submit-daily-entry';
import { readAsDataUrl } from '../read-as-data-url';
import './screenshot-upload-popup.css';

export const UPLOAD_POPUP_TITLE = 'challenges.uploadTitle' satisfies MessageId;
export const UPLOAD_INPUT_LABEL = 'challenges.uploadInput' satisfies MessageId;
export const UPLOAD_SUBMIT_LABEL = 'challenges.submit' satisfies MessageId;
export const UPLOAD_PROGRESS_LABEL = 'challenges.uploadProgress' satisfies MessageId;
export const UPLOAD_PREVIEW_ALT = 'challenges.uploadPreview' satisfies MessageId;

/** What the screenshot is for: today's daily task, or one challenge of a game. */
export type UploadTarget =
  | { kind: 'daily'; challengeId: string; challengeName: string }
  | { kind: 'challenge'; gameId: string; challengeId: string; challengeName: string };

interface Chosen {
  file: File;
  dataUrl: string;
}

function UploadForm({ target, onDone }: { target: UploadTarget; onDone: () => void }) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const daily = useSubmitDailyEntry();
  const challenge = useSubmitChallengeEntry();
  const submission = target.kind === 'daily' ? daily : challenge;
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [invalid, setInvalid] = useState<MessageId | null>(null);
  const [reading, setReading] = useState(false);
  // The latest pick wins when a slow read of an earlier file finishes late.
  const pick = useRef(0);

  const onFile = async (file: File | undefined) => {
    const turn = ++pick.current;
    setChosen(null);
    submission.reset();
    if (!file) {
      setInvalid(null);
      return;
    }
    const problem = validateTaskImage(file);
    setInvalid(problem);
    if (problem) return;
    setReading(true);
    try {
      const dataUrl = await readAsDataUrl(file);
      // A PNG or JPEG by its name and type may still be broken: the browser says so before the upload.
      const drawable = await decodesAsImage(dataUrl);
      if (turn !== pick.current) return;
      if (drawable) setChosen({ file, dataUrl });
      else setInvalid('challenges.invalidImage');
    } catch {
      if (turn === pick.current) setInvalid('messages.uploadTypes');
    } finally {
      if (turn === pick.current) setReading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || submission.isPending) return;
    const options = { onSuccess: onDone };
    if (target.kind === 'daily') {
      daily.mutate({ challengeId: target.challengeId, image: chosen.file }, options);
    } else {
      challenge.mutate(
        { gameId: target.gameId, challengeId: target.challengeId, imageDataUrl: chosen.dataUrl },
        options,
      );
    }
  };

  const uploading = submission.isPending;
  return (
    <form className="upload" onSubmit={submit} aria-busy={uploading || undefined} noValidate>
      <p className="upload__challenge">{target.challengeName}</p>
      <input
        id={inputId}
        className="visually-hidden upload__input"
        type="file"
        accept={TASK_IMAGE_TYPES.join(',')}
        aria-describedby={hintId}
        aria-invalid={invalid ? true : undefined}
        disabled={uploading}
        onChange={(event) => void onFile(event.currentTarget.files?.[0])}
      />
      <label htmlFor={inputId} className="upload__picker">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="none">
          <path
            d="M12 16V4m0 0L7 9m5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="upload__picker-label">{t(UPLOAD_INPUT_LABEL)}</span>
        <span className="upload__picker-file">{chosen ? chosen.file.name : t('common.chooseImage')}</span>
      </label>
      <p id={hintId} className="upload__hint">
        {t('challenges.uploadHint')}
      </p>
      {invalid ? <ErrorMessage>{t(invalid)}</ErrorMessage> : null}
      {chosen ? <img className="upload__preview" src={chosen.dataUrl} alt={t(UPLOAD_PREVIEW_ALT)} /> : null}
      {uploading ? (
        <div className="upload__progress">
          {/* fetch cannot report upload progress: an indeterminate bar (decision 0510). */}
          <progress className="upload__bar" aria-label={t(UPLOAD_PROGRESS_LABEL)} />
          <span aria-hidden="true">{t('challenges.uploading')}</span>
        </div>
      ) : null}
      {submission.isError ? (
        <ErrorMessage>{t.message(entryFailureMessage(submission.error))}</ErrorMessage>
      ) : null}
      <Button type="submit" block disabled={!chosen || reading || uploading}>
        {t(UPLOAD_SUBMIT_LABEL)}
      </Button>
    </form>
  );
}

/**
 * The screenshot upload popup of the daily task and the game challenges (spec sections 2, 5 and 8): only
 * PNG, JPG or JPEG up to 2048000 bytes, Submit disabled until such a file is chosen, a preview, an upload
 * progress bar and the spec's failure messages. After a successful upload it closes; the submit hooks
 * have the page's data fetched again.
 */
export function ScreenshotUploadPopup({
  target,
  onClose,
}: {
  target: UploadTarget | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal open={target !== null} onClose={onClose} title={t(UPLOAD_POPUP_TITLE)} className="upload-popup">
      {target ? <UploadForm key={target.challengeId} target={target} onDone={onClose} /> : null}
    </Modal>
  );
}
