/** Small line icons for the footer's contact facts. Decorative: the text says it all. */
const ICON_PATHS = {
  phone:
    'M5 4h3.5l1.5 4.5-2.25 1.5a11 11 0 0 0 6.25 6.25l1.5-2.25L20 15.5V19a1.5 1.5 0 0 1-1.5 1.5A16.5 16.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4Z',
  email: 'M3.5 6.5h17v11h-17Zm0 0 8.5 6.5 8.5-6.5',
  area: 'M12 21s-6.5-5.75-6.5-11a6.5 6.5 0 0 1 13 0C18.5 15.25 12 21 12 21Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13.5V12l3 2',
} as const;

export type IconName = keyof typeof ICON_PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
