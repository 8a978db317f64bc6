/**
 * The translation files' editor: Decap's `texts` widget, whose control is our
 * texts editor (DecapTexts.tsx) rendered with our React in an island
 * (src/editor/islands.ts). The field names the site's languages.
 */
import { createElement } from 'react';
import type { DecapField } from '../../config/decap-types';
import { TEXTS_FIELD } from '../../config/editor-config';
import { decap, plain } from '../../decap';
import { BASE_KEY } from '../../files/formats';
import { island } from '../../islands';
import { DecapTexts, type DecapTextsProps } from './DecapTexts';

type TextsProps = DecapTextsProps & { field?: unknown };

export function registerTextsWidget(): void {
  const { CMS } = decap();
  const control = island<TextsProps>({
    displayName: 'Texts',
    render: (props) => {
      const field = plain(props.field) as Partial<DecapField> | undefined;
      return createElement(DecapTexts, {
        control: props,
        settings: { baseKey: BASE_KEY, languages: field?.languages ?? ['en'] },
      });
    },
    methods: {
      // Nothing is required here: the save checks the files (src/editor/checks).
      isValid: () => true,
    },
  });
  CMS.registerWidget(TEXTS_FIELD, control);
}
