import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '@/lib/cx';
import './field.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  /** A text under the input, tied to it (aria-describedby); marks the field invalid. */
  error?: ReactNode;
  /** The input's ref (`className` goes to the input too). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input, styled alike on every form (redeem, edit profile, tournament registration, the
 * Jazz-number prompt). Other controls can take the same look with the `field`, `field__label` and
 * `field__input` classes of field.css.
 */
export function TextField({ id, label, error, className, inputRef, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={cx('field', error !== undefined && 'field--invalid')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className={cx('field__input', className)}
        aria-invalid={error !== undefined ? true : input['aria-invalid']}
        aria-describedby={error !== undefined ? errorId : input['aria-describedby']}
      />
      {error !== undefined ? (
        <span id={errorId} className="field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
