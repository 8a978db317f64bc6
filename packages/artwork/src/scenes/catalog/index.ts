// Catalog pictures by item id (data/catalog.yaml): images/catalog/<id>.jpg

import type { Canvas } from '../../lib/canvas';
import { booth360, enclosedBooth, mirrorBooth, openAirBooth } from './booths';
import { coldSparkFountain, confettiLauncher, hazeMachine, lowFogMachine } from './effects';
import { goboProjector, ledUplight, movingHeadSpot, movingHeadWash } from './lighting';
import { lightUpMonogram, marqueeLetters, neonStyleSign } from './signs';
import {
  danceFloor,
  ledKiosk,
  ledWallOutdoor,
  ledWallPanel,
  stageDeck,
  trussArch,
} from './staging';

export const catalogScenes: Readonly<Record<string, (c: Canvas) => void>> = {
  'led-uplight': ledUplight,
  'moving-head-wash': movingHeadWash,
  'moving-head-spot': movingHeadSpot,
  'gobo-projector': goboProjector,
  'stage-deck': stageDeck,
  'truss-arch': trussArch,
  'dance-floor': danceFloor,
  'led-wall-panel-2-6mm': ledWallPanel,
  'led-wall-outdoor-3-9mm': ledWallOutdoor,
  'led-kiosk': ledKiosk,
  'open-air-booth': openAirBooth,
  'enclosed-booth': enclosedBooth,
  'booth-360': booth360,
  'mirror-booth': mirrorBooth,
  'cold-spark-fountain': coldSparkFountain,
  'low-fog-machine': lowFogMachine,
  'haze-machine': hazeMachine,
  'confetti-launcher': confettiLauncher,
  'neon-style-sign': neonStyleSign,
  'marquee-letters': marqueeLetters,
  'light-up-monogram': lightUpMonogram,
};
