/**
 * The translation files' editor: Decap's `texts` widget, whose control is our
 * side-by-side texts editor (TextsEditor.tsx) rendered with our React in an
 * island (src/editor/islands.ts).
 */
import { createElement } from 'react';
import type { DecapConfig } from '../../config/decap-types';
import { TEXTS_FIELD } from '../../config/editor-config';
import { decap } from '../../decap';
import { BASE_KEY } from '../../files/formats';
import { island } from '../../islands';
import { DecapTexts, type DecapTextsProps, type DecapTextsSettings } from './DecapTexts';

/** The texts collection's languages, the default first. */
function settingsOf(config: DecapConfig): DecapTextsSettings {
  for (const collection of config.collections) {
    if (!('folder' in collection) || !collection.i18n) continue;
    const field = collection.fields.find((candidate) => candidate.widget === TEXTS_FIELD);
    if (field) {
      return {
        fieldName: field.name,
        baseKey: BASE_KEY,
        defaultLocale: collection.i18n.default_locale,
        locales: collection.i18n.locales,
      };
    }
  }
  return { fieldName: TEXTS_FIELD, baseKey: BASE_KEY, defaultLocale: 'en', locales: ['en'] };
}

export function registerTextsWidget(config: DecapConfig): void {
  const { CMS } = decap();
  const settings = settingsOf(config);
  const control = island<DecapTextsProps>({
    displayName: 'Texts',
    render: (props) => createElement(DecapTexts, { control: props, settings }),
    methods: {
      // Nothing is required here: the save checks the files (src/editor/checks).
      isValid: () => true,
    },
  });
  CMS.registerWidget(TEXTS_FIELD, control);
}
