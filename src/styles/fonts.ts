/**
 * Self-hosted fonts: the @font-face rules are in fonts.css (Latin and Latin
 * Extended of Inter and Sora, font-display: optional; the Latin files cut to
 * the design's weights by `npm run fonts`). The two files every
 * page needs for its first paint, Latin Inter (text) and Latin Sora
 * (headings), are preloaded by PageHead; Latin Extended loads only on a
 * page whose text has such a character.
 */
import './fonts.css';
import interLatin from './fonts/inter-latin-wght-400-700.woff2';
import soraLatin from './fonts/sora-latin-wght-400-700.woff2';

export const PRELOADED_FONTS: readonly string[] = [interLatin, soraLatin];
