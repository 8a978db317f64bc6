/**
 * Where a page's opening picture is part of the first screen: tablets and
 * wider. On a phone the opening (heading, lead, actions) fills the first
 * screen by itself and the picture waits just below it, so the phone paints
 * its first screen from the HTML alone and fetches the picture at low
 * priority. Wider screens show the picture at once, so only they preload it.
 *
 * Keep in step with the 40rem media queries of PageHero.module.css and
 * Home.module.css (CSS cannot read this constant).
 */
export const PICTURE_IN_FIRST_SCREEN = '(min-width: 40rem)';
