/**
 * Debian's Chromium, as the end-to-end tests and the benchmark launch it
 * (scripts/ensure-chromium.sh installs it): where it is, and the flags for a
 * headless, offline machine.
 */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export const SYSTEM_CHROMIUM_ARGS: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** $CHROMIUM_PATH, or Debian's Chromium. */
export function systemChromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}
