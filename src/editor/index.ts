/**
 * The browser editor at /admin/: configures Decap CMS (loaded just after this
 * script by the page, gatsby/editor/editor-page.ts) and starts it. Nothing
 * here is part of any visitor page.
 */
// First, before any other module of the editor runs: no code is evaluated (see there).
import './no-eval';
import {
  markLibraryPicturesDecorative,
  nameListItemControls,
  namePreviewFrame,
  openUploadWithKeys,
} from './accessibility';
import { checkedBackendClass } from './backend/checked-backend';
import { measureInBrowser } from './backend/pictures';
import type { DecapConfig } from './config/decap-types';
import { JSON_FORMAT, YAML_FORMAT } from './config/editor-config';
import { decap } from './decap';
import { decapComponentPatches } from './decap-patches';
import { keptJson, keptYaml } from './files/formats';
import { showLaunchChecklist } from './launch/mount';
import { watchPage } from './page-watch';
import { registerPhrases } from './phrases';
import { registerPreviews } from './preview/register';
import { onRefusalChange, showRefusalSummary } from './refusals';
import { nameSignInPage } from './sign-in';
import { registerCheckedWidgets } from './widgets/checked';
import { drawClosedEntriesWhenOpened } from './widgets/closed-entries';
import { registerOrderedList } from './widgets/ordered-list';
import { registerPathWidget } from './widgets/path';
import { registerPickWidget } from './widgets/pick';
import { registerPictureWidget } from './widgets/picture';
import { guardUploads } from './widgets/upload-guard';
import { nameEntriesInWords } from './words';
import { focusPendingField } from './open-field';
import { registerTextsWidget } from './widgets/texts/register';

/** The Decap backends the editor can save through, each wrapped by our checks. */
const BACKENDS = ['github', 'gitlab', 'git-gateway', 'proxy'];

async function loadConfig(): Promise<DecapConfig> {
  const response = await fetch('config.json', { cache: 'no-store' });
  if (!response.ok)
    throw new Error(`The editor's settings could not be loaded (${response.status}).`);
  return (await response.json()) as DecapConfig;
}

function register(config: DecapConfig): void {
  const { CMS } = decap();
  CMS.registerCustomFormat(YAML_FORMAT, 'yaml', keptYaml);
  CMS.registerCustomFormat(JSON_FORMAT, 'json', keptJson);
  for (const name of BACKENDS) {
    CMS.registerBackend(
      `checked-${name}`,
      checkedBackendClass(name, { config, measure: measureInBrowser }),
    );
  }
  drawClosedEntriesWhenOpened();
  // First: the checked widgets and nested lists use the list with its ordering panel.
  registerOrderedList();
  registerPictureWidget();
  registerPathWidget();
  registerPickWidget();
  registerCheckedWidgets(config);
  registerTextsWidget();
  registerPreviews(config);
  registerPhrases();
}

function showFailure(error: unknown): void {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = `The editor could not start: ${error instanceof Error ? error.message : String(error)}`;
  document.body.prepend(message);
}

// Decap starts itself on load unless told otherwise: it must wait for our setup.
window.CMS_MANUAL_INIT = true;

window.addEventListener('DOMContentLoaded', () => {
  loadConfig()
    .then((config) => {
      register(config);
      decap().CMS.init({ config });
      const refresh = watchPage(document, [
        decapComponentPatches(config.site_url !== undefined),
        nameSignInPage,
        nameEntriesInWords,
        nameListItemControls,
        namePreviewFrame,
        markLibraryPicturesDecorative,
        showRefusalSummary,
        focusPendingField,
      ]);
      onRefusalChange(refresh);
      guardUploads(document, measureInBrowser);
      openUploadWithKeys(document);
      showLaunchChecklist(document, config);
    })
    .catch(showFailure);
});
