/**
 * A polite live region that screen readers read out when `message` changes (e.g. Running →
 * Check finished). It is always rendered, so the change, not the mount, is what gets announced.
 */
export function StatusAnnouncer({ message }: { message: string }) {
  return (
    <span className="visually-hidden" role="status" aria-live="polite">
      {message}
    </span>
  );
}
