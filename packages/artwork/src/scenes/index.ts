// Which scene draws which picture, by the path the data files use.

import type { Canvas } from '../lib/canvas';
import { defaultVenue, lightingScene } from './ballroom';
import { catalogScenes } from './catalog';
import { customSigns, photoBooth, photoFilm, privateEvents } from './celebration';
import { heroStage, musicScene } from './party';
import { bearBrookValley, crossedKeysEstate, lakeValhallaClub, rockIslandLakeClub } from './venues';
import { corporateEvents, corporateStage, ledWalls, stagingRentals } from './stage';

export type Scene = (c: Canvas) => void;

const catalogPictures = Object.fromEntries(
  Object.entries(catalogScenes).map(([id, scene]) => [`images/catalog/${id}.jpg`, scene]),
);

export const scenes: Readonly<Record<string, Scene>> = {
  ...catalogPictures,
  'images/home/hero-stage.jpg': heroStage,
  'images/home/corporate-stage.jpg': corporateStage,
  'images/services/corporate-events.jpg': corporateEvents,
  'images/services/private-events.jpg': privateEvents,
  'images/services/music.jpg': musicScene,
  'images/services/photo-booth.jpg': photoBooth,
  'images/services/photo-film.jpg': photoFilm,
  'images/services/custom-signs.jpg': customSigns,
  'images/services/staging-rentals.jpg': stagingRentals,
  'images/services/led-walls.jpg': ledWalls,
  'images/services/lighting.jpg': lightingScene,
  'images/venues/default.jpg': defaultVenue,
  'images/venues/bear-brook-valley.jpg': bearBrookValley,
  'images/venues/crossed-keys-estate.jpg': crossedKeysEstate,
  'images/venues/lake-valhalla-club.jpg': lakeValhallaClub,
  'images/venues/rock-island-lake-club.jpg': rockIslandLakeClub,
};
