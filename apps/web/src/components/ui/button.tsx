import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from './link';
import { cx } from '@/lib/cx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

function classes(variant: ButtonVariant, block: boolean, extra?: string): string {
  return cx('button', `button--${variant}`, block && 'button--block', extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
}

export function Button({ variant = 'primary', block = false, className, type, ...rest }: ButtonProps) {
  return <button type={type ?? 'button'} className={classes(variant, block, className)} {...rest} />;
}

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  block?: boolean;
}

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant = 'primary', block = false, className, ...rest }: ButtonLinkProps) {
  return <Link className={classes(variant, block, className)} {...rest} />;
}
