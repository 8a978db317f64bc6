import { useId } from 'react';
import { useSiteConfig } from '../../hooks/use-site-config';
import * as styles from './Logo.module.css';

/** The mark's drawn size in CSS pixels: fixed, so it never shifts the layout. */
const MARK_SIZE = 40;

/**
 * The brand: the favicon's star lit by a stage-light gradient, and the
 * company name from site.yaml as real text. Wrap it in a link where needed.
 */
export function Logo({ className }: { className?: string }) {
  const { business } = useSiteConfig();
  // React ids contain ":", which url(#…) references do not always accept.
  const gradientId = `logo-beam-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <span className={className ? `${styles.logo} ${className}` : styles.logo}>
      <svg
        className={styles.mark}
        width={MARK_SIZE}
        height={MARK_SIZE}
        viewBox="0 0 64 64"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <radialGradient id={gradientId} cx="50%" cy="30%" r="70%">
            <stop offset="0" stopColor="#ffd36e" />
            <stop offset="0.55" stopColor="#ff4fa3" />
            <stop offset="1" stopColor="#5b2bd6" />
          </radialGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill="#14121f" />
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
        <path
          d="M32 8 38.5 24.5 56 25.5 42.5 36.5 47 53.5 32 44 17 53.5 21.5 36.5 8 25.5 25.5 24.5Z"
          fill={`url(#${gradientId})`}
        />
      </svg>
      <span className={styles.name}>{business.name}</span>
    </span>
  );
}
