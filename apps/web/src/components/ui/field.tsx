import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './field.css';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  /** A text under the input, tied to it (aria-describedby); marks the field invalid. */
  error?: ReactNode;
  /** Extra classes for the wrapper (`className` goes to the input). */
  fieldClassName?: string;
  labelClassName?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input, styled alike on every form (redeem, edit profile, tournament registration, the
 * Jazz-number prompt). Other controls can take the same look with the `field`, `field__label` and
 * `field__input` classes of field.css.
 */
export function TextField({
  id,
  label,
  error,
  fieldClassName,
  labelClassName,
  className,
  inputRef,
  ...input
}: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={cx('field', error !== undefined && 'field--invalid', fieldClassName)}>
      <label htmlFor={id} className={cx('field__label', labelClassName)}>
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
