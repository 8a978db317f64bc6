/**
 * The look of the "Before going live" button and screen. They render inside
 * Decap's page, where only Decap's own styles apply: like the texts editor
 * (widgets/texts/styles.ts), they carry their rules in a <style> element of
 * their own, every rule under their own class names. Colours keep 4.5:1.
 */
export const LAUNCH_CSS = `
.launch-nav { display: flex; align-items: center; }
.launch-open {
  display: inline-flex; align-items: center; gap: 8px;
  margin: 0 0 0 12px; padding: 8px 12px;
  border: 1px solid #c8ced6; border-radius: 5px; background: #fff;
  color: #2a4f99; font: inherit; font-size: 16px; font-weight: 500; cursor: pointer;
}
.launch-open:hover { border-color: #3a69c7; }
.launch-open:focus-visible, .launch-dialog :focus-visible { outline: 3px solid #1a3c85; outline-offset: 2px; }
.launch-count {
  min-width: 1.5em; padding: 1px 7px; border-radius: 10px;
  background: #a3262b; color: #fff; font-size: 13px; font-weight: 700; text-align: center;
}
.launch-count.is-done { background: #1f6b3a; }
.launch-dialog {
  width: min(52rem, calc(100vw - 2rem)); max-height: calc(100vh - 4rem);
  padding: 24px 28px; border: none; border-radius: 8px;
  color: #313d3e; font-size: 15px; line-height: 1.45;
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3);
}
.launch-dialog::backdrop { background: rgba(30, 37, 50, 0.55); }
.launch-dialog h2 { margin: 0 0 8px; font-size: 24px; }
.launch-dialog h3 { margin: 20px 0 8px; font-size: 18px; }
.launch-dialog ul { margin: 0; padding: 0; list-style: none; }
.launch-item { margin: 0 0 10px; padding: 10px 14px; border: 1px solid #c8ced6; border-radius: 6px; background: #f7f8fa; }
.launch-item p { margin: 0 0 4px; }
.launch-problem { font-weight: 600; }
.launch-where a { color: #2a4f99; font-weight: 600; }
.launch-reading { color: #4a5261; font-size: 13px; }
.launch-close {
  float: right; margin: 0 0 8px 16px; padding: 6px 12px;
  border: 1px solid #3a69c7; border-radius: 5px; background: #fff;
  color: #2a4f99; font: inherit; cursor: pointer;
}
`;
