import { useT } from '@/lib/i18n';
import './error-message.css';

/**
 * An error the user should read now (role=alert). Pass the exact spec text (an ApiError's message, a
 * MESSAGES text) or a text already in the page's language: a spec message is shown translated (t.text),
 * any other text (the server's own words) as it is.
 */
export function ErrorMessage({ children }: { children: string }) {
  const t = useT();
  return (
    <p className="error-message" role="alert">
      {t.text(children)}
    </p>
  );
}
