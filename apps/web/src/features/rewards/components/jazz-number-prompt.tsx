import { LOCAL_NUMBER_LENGTH, MESSAGES, sanitizePhoneInput, validateJazzNumber } from '@esr/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ErrorMessage } from '@/components/ui/error-message';
import { Modal } from '@/components/ui/modal';
import { useNotifyGamenow } from '../api/notify-gamenow';
import './redeem.css';

/** The prompt's title and field label (no spec text; decision 0540). */
export const JAZZ_PROMPT_TITLE = 'Enter your Jazz number';
export const JAZZ_NUMBER_LABEL = 'Jazz number';
export const JAZZ_PROMPT_SUBMIT = 'Submit';

export interface JazzNumberPromptProps {
  open: boolean;
  /** The reward the subscriber wants (named in the prompt). */
  rewardName: string;
  onClose: () => void;
  /** The partner was told: the caller goes on to /thankyou. */
  onNotified: () => void;
}

/**
 * The gn = 1 Redeem prompt (spec sections 5 and 6): digits only, at most 11; it must start with 0 and be
 * 11 digits long; it is sent to the gamenow notify call as 92 plus the number without its leading 0.
 */
export function JazzNumberPrompt({ open, rewardName, onClose, onNotified }: JazzNumberPromptProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const notify = useNotifyGamenow();

  const close = () => {
    setValue('');
    setInvalid(false);
    notify.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (notify.isPending) return;
    const result = validateJazzNumber(value);
    setInvalid(!result.ok);
    notify.reset();
    if (!result.ok) return;
    notify.mutate(result.msisdn, { onSuccess: onNotified });
  };

  const error = invalid ? MESSAGES.invalidJazzNumber : notify.isError ? MESSAGES.tryAgainLater : null;

  return (
    <Modal open={open} onClose={close} title={JAZZ_PROMPT_TITLE} className="jazz-prompt">
      <form onSubmit={onSubmit} noValidate className="jazz-prompt__form">
        <p className="jazz-prompt__text" id={hintId}>
          To redeem <strong>{rewardName}</strong>, enter the Jazz number you want to use (11 digits, starting
          with 0).
        </p>
        <TextField
          id={inputId}
          label={JAZZ_NUMBER_LABEL}
          className="jazz-prompt__input"
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="03XXXXXXXXX"
          maxLength={LOCAL_NUMBER_LENGTH}
          value={value}
          onChange={(event) => {
            setValue(sanitizePhoneInput(event.target.value));
            if (invalid) setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <div id={errorId}>{error ? <ErrorMessage>{error}</ErrorMessage> : null}</div>
        <Button type="submit" block disabled={notify.isPending} aria-busy={notify.isPending || undefined}>
          {JAZZ_PROMPT_SUBMIT}
        </Button>
      </form>
    </Modal>
  );
}
