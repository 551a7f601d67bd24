import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '@/lib/cx';
import { useT } from '@/lib/i18n';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * Keeps keyboard focus inside `ref` while `active`: focuses the first focusable element (or the
 * container), cycles Tab and Shift+Tab, calls `onEscape` on Escape, and gives focus back on close.
 */
export function useFocusTrap(
  ref: React.RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
) {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusables(root)[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (document.activeElement === first || document.activeElement === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus();
    };
  }, [ref, active]);
}

/**
 * Dialogs below it render where they are, not in a portal: the build renders the daily check-in once as
 * the documents' template (decision 1080, src/app/checkin-template.tsx).
 */
export const ModalInPlace = createContext(false);

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name (shown as its heading unless `hideTitle`). */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  /** 'center' for popups, 'drawer' for the slide-in navigation. */
  placement?: 'center' | 'drawer';
  className?: string;
  /** Label of the close button (default: 'Close' in the page's language). */
  closeLabel?: string;
  /** Whether a click on the backdrop closes it (default); Escape and the close button always do. */
  dismissOnBackdrop?: boolean;
  /** Opens without its entry animation: it replaces a dialog already on screen (decision 1080). */
  still?: boolean;
}

/** A modal dialog: role=dialog, aria-modal, focus trapped, Escape and (by default) the backdrop close it. */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  placement = 'center',
  className,
  closeLabel,
  dismissOnBackdrop = true,
  still = false,
}: ModalProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const inPlace = useContext(ModalInPlace);
  useFocusTrap(panelRef, open, onClose);

  useEffect(() => {
    if (!open) return undefined;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;
  const dialog = (
    <div className={cx('modal', `modal--${placement}`, still && 'modal--still')}>
      <div className="modal__backdrop" onClick={dismissOnBackdrop ? onClose : undefined} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx('modal__panel', className)}
      >
        <button
          type="button"
          className="modal__close"
          onClick={onClose}
          aria-label={closeLabel ?? t('common.close')}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
  return inPlace ? dialog : createPortal(dialog, document.body);
}
