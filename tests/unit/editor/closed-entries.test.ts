import { drawsFields } from '../../../src/editor/widgets/closed-entries';

/** An object control as Decap 3.16 hands it: a list's entry (closed by its list) or a group. */
function listEntry(collapsed: boolean) {
  return { props: { forList: true, collapsed }, state: { collapsed: false } };
}

function group(collapsed: boolean) {
  return { props: {}, state: { collapsed } };
}

describe('drawing a closed entry’s fields once it is opened', () => {
  it('draws an open entry’s and an open group’s fields at once', () => {
    expect(drawsFields(listEntry(false))).toBe(true);
    expect(drawsFields(group(false))).toBe(true);
  });

  it('leaves a closed entry’s fields undrawn until its list opens it', () => {
    const entry = listEntry(true);
    expect(drawsFields(entry)).toBe(false);
    expect(drawsFields(entry)).toBe(false);
    entry.props.collapsed = false;
    expect(drawsFields(entry)).toBe(true);
  });

  it('leaves a closed group’s fields undrawn until its own arrow opens it', () => {
    const languageOfTexts = group(true);
    expect(drawsFields(languageOfTexts)).toBe(false);
    languageOfTexts.state.collapsed = false;
    expect(drawsFields(languageOfTexts)).toBe(true);
  });

  it('keeps drawing the fields of an entry closed again, so what was typed in them stays', () => {
    const entry = listEntry(false);
    expect(drawsFields(entry)).toBe(true);
    entry.props.collapsed = true;
    expect(drawsFields(entry)).toBe(true);
  });

  it('goes by the list for an entry, whatever the entry’s own arrow says', () => {
    const entry = { props: { forList: true, collapsed: true }, state: { collapsed: false } };
    expect(drawsFields(entry)).toBe(false);
  });
});
