/** The screens' red error line, announced to screen readers; nothing while there is no error. */
export function LookupError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p className="clients-error" role="alert">
      {message}
    </p>
  );
}
