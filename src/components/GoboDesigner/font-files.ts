/**
 * The designer's faces: one WOFF file per face and alphabet group, served
 * from the site itself. WOFF (not WOFF2) because the outline reader inflates
 * it without an extra decompressor; the browser shows the same files, so
 * each is downloaded once. Only the designer's lazy chunk imports this.
 */
import bebasNeueLatin from '@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff';
import bebasNeueLatinExt from '@fontsource/bebas-neue/files/bebas-neue-latin-ext-400-normal.woff';
import cinzelLatin from '@fontsource/cinzel/files/cinzel-latin-400-normal.woff';
import cinzelLatinExt from '@fontsource/cinzel/files/cinzel-latin-ext-400-normal.woff';
import greatVibesLatin from '@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff';
import greatVibesLatinExt from '@fontsource/great-vibes/files/great-vibes-latin-ext-400-normal.woff';
import montserratLatin from '@fontsource/montserrat/files/montserrat-latin-400-normal.woff';
import montserratLatinExt from '@fontsource/montserrat/files/montserrat-latin-ext-400-normal.woff';
import parisienneLatin from '@fontsource/parisienne/files/parisienne-latin-400-normal.woff';
import parisienneLatinExt from '@fontsource/parisienne/files/parisienne-latin-ext-400-normal.woff';
import playfairLatin from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff';
import playfairLatinExt from '@fontsource/playfair-display/files/playfair-display-latin-ext-400-normal.woff';
import type { FontId } from '../../lib/gobo/design';

/** "latin" covers English, Spanish and Italian; "latinExt" the rest of Europe's accents. */
export type FontSubset = 'latin' | 'latinExt';

export const FONT_FILES: Record<FontId, Record<FontSubset, string>> = {
  'great-vibes': { latin: greatVibesLatin, latinExt: greatVibesLatinExt },
  parisienne: { latin: parisienneLatin, latinExt: parisienneLatinExt },
  'playfair-display': { latin: playfairLatin, latinExt: playfairLatinExt },
  cinzel: { latin: cinzelLatin, latinExt: cinzelLatinExt },
  montserrat: { latin: montserratLatin, latinExt: montserratLatinExt },
  'bebas-neue': { latin: bebasNeueLatin, latinExt: bebasNeueLatinExt },
};
