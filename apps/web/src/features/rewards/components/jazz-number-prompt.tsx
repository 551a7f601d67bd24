import { sanitizePhoneInput, validateJazzNumber } from '@esr/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ErrorMessage } from '@/components/ui/error-message';
import { Modal } from '@/components/ui/modal';
import { useT, type MessageId } from '@/lib/i18n';
import { useNotifyGamenow } from '../api/notify-gamenow';
import './redeem.css';

/** The prompt's title and field label (no spec text; decision 0540). */
export const JAZZ_PROMPT_TITLE = 'rewards.jazzPromptTitle' satisfies MessageId;
export const JAZZ_NUMBER_LABEL = 'rewards.jazzNumberLabel' satisfies MessageId;
export const JAZZ_PROMPT_SUBMIT = 'rewards.jazzPromptSubmit' satisfies MessageId;

/** Stands for the reward's name in the hint, so the name can be set in bold wherever a language puts it. */
const ITEM_MARK = '\uE000';

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
 * 11 digits long; it is sent to the gamenow notify call as 92 plus the number without its leading 0. The
 * field has no maxlength of its own: a pasted '0312-1234567' or '+923121234567' is normalised first, then
 * limited (sanitizePhoneInput), where the browser's limit would cut it before the non-digits go.
 */
export function JazzNumberPrompt({ open, rewardName, onClose, onNotified }: JazzNumberPromptProps) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  // The domain's message for a refused number (validateJazzNumber), by id.
  const [invalid, setInvalid] = useState<MessageId | null>(null);
  const notify = useNotifyGamenow();

  const close = () => {
    setValue('');
    setInvalid(null);
    notify.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (notify.isPending) return;
    const result = validateJazzNumber(value);
    setInvalid(result.ok ? null : result.message);
    notify.reset();
    if (!result.ok) return;
    notify.mutate(result.msisdn, { onSuccess: onNotified });
  };

  const error = invalid ? t(invalid) : notify.isError ? t('messages.tryAgainLater') : null;
  const [hintBefore, hintAfter] = t('rewards.jazzPromptHint', { item: ITEM_MARK }).split(ITEM_MARK);

  return (
    <Modal open={open} onClose={close} title={t(JAZZ_PROMPT_TITLE)} className="jazz-prompt">
      <form onSubmit={onSubmit} noValidate className="jazz-prompt__form">
        <p className="jazz-prompt__text" id={hintId}>
          {hintBefore}
          <strong>{rewardName}</strong>
          {hintAfter}
        </p>
        <TextField
          id={inputId}
          label={t(JAZZ_NUMBER_LABEL)}
          className="jazz-prompt__input"
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="03XXXXXXXXX"
          dir="ltr"
          value={value}
          onChange={(event) => {
            setValue(sanitizePhoneInput(event.target.value));
            if (invalid) setInvalid(null);
          }}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <div id={errorId}>{error ? <ErrorMessage>{error}</ErrorMessage> : null}</div>
        <Button type="submit" block disabled={notify.isPending} aria-busy={notify.isPending || undefined}>
          {t(JAZZ_PROMPT_SUBMIT)}
        </Button>
      </form>
    </Modal>
  );
}
