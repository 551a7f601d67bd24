import './error-message.css';

/**
 * An error the user should read now (role=alert), shown as given: pass a text already in the page's
 * language (t(id), t.message(...) of an ApiError's message), never an id or an English spec text to
 * translate here (decision 1050: each text is translated once, where it is chosen).
 */
export function ErrorMessage({ children }: { children: string }) {
  return (
    <p className="error-message" role="alert">
      {children}
    </p>
  );
}
