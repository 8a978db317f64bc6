/**
 * The start of every English text `npm run new:service` leaves for a person
 * to write. The content tests fail while a text of the project still starts
 * with it (tests/unit/content/translations.test.ts), naming each one.
 */
export const TO_WRITE = 'TO WRITE: ';
