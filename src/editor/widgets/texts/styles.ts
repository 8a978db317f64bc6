/**
 * The texts editor's look. It renders inside Decap's page, where only Decap's
 * own (emotion) styles apply: the editor's stylesheet reaches the preview
 * frame only. So the editor carries its rules in a <style> element of its
 * own (the page's Content-Security-Policy allows inline styles), every rule
 * under `.texts-editor` so nothing leaks into Decap's interface.
 */
export const TEXTS_CSS = `
.texts-editor {
  color: #313d3e;
  font-size: 15px;
  line-height: 1.45;
}
.texts-editor *:focus-visible {
  outline: 3px solid #3a69c7;
  outline-offset: 2px;
}
.texts-editor .texts-summary {
  margin: 0 0 16px;
  padding: 12px 14px;
  border: 1px solid #c8ced6;
  border-radius: 6px;
  background: #f7f8fa;
}
.texts-editor .texts-summary p {
  margin: 0 0 6px;
}
.texts-editor .texts-count {
  font-weight: 600;
}
.texts-editor .texts-toggle {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;
}
.texts-editor .texts-toggle input[type='checkbox'] {
  width: 18px;
  height: 18px;
  margin: 0;
}
.texts-editor .texts-group {
  margin: 18px 0 0;
  padding: 0 0 0 12px;
  border-left: 3px solid #dfe3e8;
}
.texts-editor .texts-heading {
  margin: 0 0 8px;
  font-size: 15px;
  font-weight: 700;
  color: #313d3e;
}
.texts-editor .texts-heading-row {
  display: flex;
  margin: 0 0 4px;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
}
.texts-editor .texts-row {
  margin: 0 0 14px;
}
.texts-editor .texts-row.texts-missing {
  padding: 8px 10px;
  border-left: 4px solid #b86e00;
  background: #fff6e5;
}
.texts-editor .texts-label {
  display: block;
  margin: 0 0 4px;
  font-weight: 600;
}
.texts-editor .texts-path {
  font-weight: 400;
  color: #56606b;
}
.texts-editor .texts-reference {
  margin: 0 0 6px;
  padding: 6px 8px;
  border-radius: 4px;
  background: #eef1f5;
  white-space: pre-wrap;
}
.texts-editor .texts-reference-language {
  font-weight: 600;
}
.texts-editor .texts-input {
  box-sizing: border-box;
  display: block;
  width: 100%;
  padding: 8px 10px;
  border: 1px solid #767f8c;
  border-radius: 4px;
  background: #fff;
  color: #313d3e;
  font: inherit;
}
.texts-editor textarea.texts-input {
  resize: vertical;
}
.texts-editor .texts-input[readonly] {
  background: #eef1f5;
}
.texts-editor .texts-flag {
  margin: 6px 0 0;
  color: #6b3f00;
  font-weight: 600;
}
.texts-editor .texts-note {
  margin: 6px 0 0;
  color: #56606b;
}
.texts-editor .texts-button {
  padding: 5px 12px;
  border: 1px solid #3a69c7;
  border-radius: 4px;
  background: #fff;
  color: #2a55a8;
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;
}
.texts-editor .texts-add {
  margin: 0 0 14px;
}
.texts-editor .texts-button:hover {
  background: #e8effb;
}
.texts-editor .texts-button-danger {
  border-color: #b3261e;
  color: #a3221b;
}
.texts-editor .texts-button-danger:hover {
  background: #fbeaea;
}
.texts-editor .texts-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
.texts-widget .texts-languages {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 14px;
  font-size: 15px;
}
.texts-widget .texts-languages-label {
  font-weight: 600;
  color: #313d3e;
}
.texts-widget .texts-language,
.texts-widget .texts-fill .texts-button {
  padding: 6px 12px;
  border: 1px solid #3a69c7;
  border-radius: 5px;
  background: #fff;
  color: #1f4a9e;
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;
}
.texts-widget .texts-language[aria-pressed='true'] {
  background: #1f4a9e;
  color: #fff;
}
.texts-widget .texts-fill {
  margin: 0 0 14px;
  padding: 10px 14px;
  border: 1px solid #c8ced6;
  border-radius: 6px;
  background: #f7f8fa;
  color: #313d3e;
  font-size: 15px;
}
.texts-widget .texts-fill p {
  margin: 0 0 8px;
}
.texts-widget .texts-fill .texts-button {
  margin: 0 8px 8px 0;
}
.texts-widget *:focus-visible {
  outline: 3px solid #1a3c85;
  outline-offset: 2px;
}
`;
