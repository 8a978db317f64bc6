// The site's dark "event lighting" palette (see src/styles/global.css), plus the few extra tones
// the pictures need for skies, wood, stone and silhouettes.

export const palette = {
  night: '#0b0a12',
  nightRaised: '#15131f',
  ink: '#06050b',
  silhouette: '#07060c',
  magenta: '#ff5fae',
  magentaDeep: '#c2317e',
  violet: '#9f7aff',
  violetDeep: '#5b3fd1',
  amber: '#ffc857',
  amberDeep: '#e08a2c',
  blue: '#3a5bff',
  blueDeep: '#1b2a7a',
  cyan: '#5fd4ff',
  white: '#fff6fb',
  warmWhite: '#fff1d6',
  steel: '#3a3848',
  steelLight: '#6d6a80',
  floor: '#100e18',
} as const;
