/**
 * Decap renders its pages with its own React: what we add to them (names for
 * its icon buttons, the list of refusals at the top of the form, the fixes of
 * decap-patches.ts…) is applied after each change of the page, once per
 * frame, by steps that leave the page as it is when there is nothing to do.
 */
export type PageStep = (root: ParentNode) => void;

export function watchPage(document: Document, steps: readonly PageStep[]): () => void {
  let scheduled = false;
  const run = () => {
    scheduled = false;
    for (const step of steps) step(document);
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(run);
  };
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  schedule();
  return schedule;
}
