/**
 * The sign-in screen names the business (site.yaml's business name, which the
 * editor's page carries, gatsby/editor/editor-page.ts) above Decap's sign-in
 * button, where Decap shows its own name; its logo is the site's icon
 * (editor-config.ts), shown beside the name, so it needs no text of its own.
 */
const PAGE = '[class*="StyledAuthenticationPage"]';
const TITLE_CLASS = 'sign-in-title';

/** The business's name, as the editor's page carries it. */
export function siteName(document: Document): string | undefined {
  return document.documentElement.dataset.siteName || undefined;
}

export function nameSignInPage(root: ParentNode): void {
  const page = root.querySelector<HTMLElement>(PAGE);
  const name = page && siteName(page.ownerDocument);
  if (!page || !name || page.querySelector(`.${TITLE_CLASS}`)) return;
  const title = page.ownerDocument.createElement('h1');
  title.className = TITLE_CLASS;
  title.textContent = name;
  const subtitle = page.ownerDocument.createElement('span');
  subtitle.textContent = 'Site editor';
  title.append(subtitle);
  const logo = page.querySelector('img');
  logo?.setAttribute('alt', '');
  const logoBox = logo?.closest(`${PAGE} > *`);
  if (logoBox) logoBox.after(title);
  else page.prepend(title);
}
