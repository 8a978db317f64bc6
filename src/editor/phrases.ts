/**
 * Decap's English interface in the owner's words, registered as Decap's own
 * English (Decap's locale registration, so every place Decap shows a phrase
 * shows ours): the way back to a list, the live site, the pictures and the
 * media library, the date field, the messages of a save. Our checks' messages
 * already say what is wrong and what to do, so Decap's framing ("didn't
 * match the pattern", "Failed to persist entry") is dropped.
 */
import { decap } from './decap';

export type Phrases = { [key: string]: string | Phrases };

export const OWNER_PHRASES: Phrases = {
  editor: {
    editor: {
      // Leaving a screen says what would be lost (decap-patches.ts); this is Decap's own
      // question, asked where that one cannot be (the browser's reload).
      onLeavePage:
        'This screen is not published yet: leaving it loses your changes here, and any picture uploaded here.',
    },
    editorControlPane: {
      widget: {
        regexPattern: '%{fieldLabel}: %{pattern}',
      },
    },
    editorToolbar: {
      backCollection: 'Back to %{collectionLabel}',
      // Shown only once the site has its real address (editor-config.ts).
      deployButtonLabel: 'Open the live site',
      unsavedChanges: 'Not published yet',
      changesSaved: 'Published',
    },
    editorWidgets: {
      image: {
        choose: 'Choose a picture',
        chooseDifferent: 'Choose another picture',
        remove: 'Remove the picture',
        chooseMultiple: 'Choose pictures',
        addMore: 'Add more pictures',
        removeAll: 'Remove all the pictures',
      },
      datetime: {
        now: 'Today',
        clear: 'Clear',
        setToNow: 'Set to today',
      },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      draft: 'Not published yet',
      copy: 'Copy',
      copyUrl: 'Copy its web address',
      copyPath: 'Copy where it is stored',
      copyName: 'Copy its name',
      copied: 'Copied',
    },
    mediaLibrary: {
      onDelete:
        'Delete the chosen picture from the site for good? A picture a page still shows is not deleted.',
      fileTooLarge: 'This picture is too large: at most %{size} kB.',
    },
    mediaLibraryModal: {
      noAssetsFound: 'No pictures here yet: upload one.',
      noImagesFound: 'No pictures here yet: upload one.',
      noResults: 'No picture has that name.',
      images: 'Pictures',
      mediaAssets: 'Pictures',
      search: 'Search by name…',
      uploading: 'Uploading…',
      deleteSelected: 'Delete the chosen picture',
      chooseSelected: 'Use the chosen picture',
      private: '',
    },
  },
  ui: {
    toast: {
      entrySaved: 'Published: the site shows it once it is rebuilt, in a few minutes.',
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
  if (english) CMS.registerLocale('en', merged(english, OWNER_PHRASES));
}
