/** The product mark: a catalogue card with a check, in the primary colour. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="7" fill="#1d5ea8" />
      <rect x="7" y="7" width="18" height="3" rx="1.5" fill="#ffffff" opacity="0.55" />
      <rect x="7" y="12.5" width="12" height="3" rx="1.5" fill="#ffffff" opacity="0.55" />
      <path
        d="M9 21.5l4 4 9-9.5"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
