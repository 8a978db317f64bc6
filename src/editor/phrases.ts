/**
 * Decap's English interface, with the messages our checks produce said in
 * plain words: our own messages already say what is wrong and what to do,
 * so Decap's framing ("didn't match the pattern", "Failed to persist
 * entry") is dropped.
 */
import { decap } from './decap';

type Phrases = { [key: string]: string | Phrases };

const OVERRIDES: Phrases = {
  editor: {
    editorControlPane: {
      widget: {
        regexPattern: '%{fieldLabel}: %{pattern}',
      },
      i18n: {
        copyFromLocale: 'Fill in from another language',
      },
    },
  },
  ui: {
    toast: {
      onFailToPersist: '%{details}',
      onFailToPublishEntry: '%{details}',
      missingRequiredField:
        'Nothing was saved: a field needs attention. Its message, in red beside it, says what to change.',
    },
  },
};

function merged(base: Phrases, overrides: Phrases): Phrases {
  const result: Phrases = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = result[key];
    result[key] =
      typeof value === 'object' && typeof current === 'object' ? merged(current, value) : value;
  }
  return result;
}

export function registerPhrases(): void {
  const { CMS } = decap();
  const english = CMS.getLocale('en') as Phrases | undefined;
  if (english) CMS.registerLocale('en', merged(english, OVERRIDES));
}
