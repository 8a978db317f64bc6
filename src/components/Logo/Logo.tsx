import { useId } from 'react';
import { useSiteConfig } from '../../hooks/use-site-config';
import { BRAND_MARK } from './brand-mark';
import * as styles from './Logo.module.css';

/** The mark's drawn size in CSS pixels: fixed, so it never shifts the layout. */
const MARK_SIZE = 40;

/**
 * The brand: the favicon's star lit by a stage-light gradient, and the
 * company name from site.yaml as real text. Wrap it in a link where needed.
 * In the header's fixed-height bar the name gives way to the mark when room
 * runs short; `wrapsName` (the footer, which has no such limit) keeps the
 * name beside the mark at every width, on as many lines as it needs.
 */
export function Logo({
  className,
  wrapsName = false,
}: {
  className?: string;
  wrapsName?: boolean;
}) {
  const { business } = useSiteConfig();
  // React ids contain ":", which url(#…) references do not always accept.
  const gradientId = `logo-beam-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <span
      className={[styles.logo, wrapsName ? styles.wrapsName : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <svg
        className={styles.mark}
        width={MARK_SIZE}
        height={MARK_SIZE}
        viewBox={BRAND_MARK.viewBox}
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <radialGradient
            id={gradientId}
            cx={BRAND_MARK.beam.cx}
            cy={BRAND_MARK.beam.cy}
            r={BRAND_MARK.beam.r}
          >
            {BRAND_MARK.beam.stops.map((stop) => (
              <stop key={stop.offset} offset={stop.offset} stopColor={stop.color} />
            ))}
          </radialGradient>
        </defs>
        <rect
          width={BRAND_MARK.tile.size}
          height={BRAND_MARK.tile.size}
          rx={BRAND_MARK.tile.radius}
          fill={BRAND_MARK.tile.fill}
        />
        <rect
          x="0.75"
          y="0.75"
          width="62.5"
          height="62.5"
          rx="13.25"
          fill="none"
          stroke="#ffffff"
          strokeOpacity="0.12"
          strokeWidth="1.5"
        />
        <path d={BRAND_MARK.star} fill={`url(#${gradientId})`} />
      </svg>
      <span className={styles.name}>{business.name}</span>
    </span>
  );
}
