/**
 * The site's small line icons, drawn with the text colour. Always
 * decorative: the text beside an icon says what it means.
 */
interface IconShape {
  d: string;
  /** viewBox edge and rendered size, in px. */
  box: 16 | 24;
  size: number;
  strokeWidth: number;
}

const ICONS = {
  phone: {
    d: 'M5 4h3.5l1.5 4.5-2.25 1.5a11 11 0 0 0 6.25 6.25l1.5-2.25L20 15.5V19a1.5 1.5 0 0 1-1.5 1.5A16.5 16.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4Z',
    box: 24,
    size: 20,
    strokeWidth: 1.75,
  },
  email: { d: 'M3.5 6.5h17v11h-17Zm0 0 8.5 6.5 8.5-6.5', box: 24, size: 20, strokeWidth: 1.75 },
  area: {
    d: 'M12 21s-6.5-5.75-6.5-11a6.5 6.5 0 0 1 13 0C18.5 15.25 12 21 12 21Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
    box: 24,
    size: 20,
    strokeWidth: 1.75,
  },
  clock: {
    d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13.5V12l3 2',
    box: 24,
    size: 20,
    strokeWidth: 1.75,
  },
  menu: { d: 'M4 7h16M4 12h16M4 17h16', box: 24, size: 24, strokeWidth: 2 },
  close: { d: 'M6 6l12 12M18 6L6 18', box: 24, size: 24, strokeWidth: 2 },
  check: { d: 'M3.5 8.5l3 3 6-7', box: 16, size: 16, strokeWidth: 2 },
  'chevron-down': { d: 'M4 6l4 4 4-4', box: 16, size: 16, strokeWidth: 1.75 },
  'chevron-right': { d: 'M6 4l4 4-4 4', box: 16, size: 16, strokeWidth: 1.75 },
} satisfies Record<string, IconShape>;

export type IconName = keyof typeof ICONS;

export function Icon({ name, className }: { name: IconName; className?: string | undefined }) {
  const shape: IconShape = ICONS[name];
  return (
    <svg
      className={className}
      width={shape.size}
      height={shape.size}
      viewBox={`0 0 ${shape.box} ${shape.box}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={shape.strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={shape.d} />
    </svg>
  );
}
