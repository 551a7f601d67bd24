import './error-message.css';

/** An error the user should read now (role=alert). Pass the exact spec text. */
export function ErrorMessage({ children }: { children: string }) {
  return (
    <p className="error-message" role="alert">
      {children}
    </p>
  );
}
