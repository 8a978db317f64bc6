/**
 * The field of a page's address (/music/): Decap's text field, which writes
 * out an address the person obviously meant when they leave the field, the
 * way the site needs it: `/old-page` or `old page` becomes `/old-page/`.
 * Only a value that then is a valid address is changed; anything else stays
 * as typed, and the field's rule says what is wrong.
 */
import { decap, plain } from '../decap';

interface PathProps {
  value?: unknown;
  field: unknown;
  onChange: (value: string) => void;
  setInactiveStyle?: () => void;
}

interface PathControl {
  props: PathProps;
}

/** `Old Page` → `/old-page/`; undefined when the result would still not be an address. */
export function cleanedPath(value: string, pattern: RegExp): string | undefined {
  const written = value
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/\/{2,}/g, '/');
  if (written === '') return undefined;
  const withSlashes = `${written.startsWith('/') ? '' : '/'}${written}${written.endsWith('/') ? '' : '/'}`;
  return pattern.test(withSlashes) ? withSlashes : undefined;
}

function patternOf(field: unknown): RegExp | undefined {
  const pattern = (plain(field) as { pattern?: [string, string] }).pattern;
  return pattern ? new RegExp(pattern[0]) : undefined;
}

export function registerPathWidget(): void {
  const { CMS, h, createClass } = decap();
  const text = CMS.getWidget('string');
  if (!text) throw new Error('Decap has no string widget.');
  const control = createClass({
    displayName: 'Path',
    render(this: PathControl) {
      return h(text.control, {
        ...this.props,
        setInactiveStyle: () => {
          const { value } = this.props;
          const pattern = patternOf(this.props.field);
          const cleaned =
            typeof value === 'string' && pattern && !pattern.test(value)
              ? cleanedPath(value, pattern)
              : undefined;
          if (cleaned === undefined) {
            this.props.setInactiveStyle?.();
            return;
          }
          this.props.onChange(cleaned);
          // Decap checks the field on leaving it: once the cleaned value is in place.
          setTimeout(() => this.props.setInactiveStyle?.(), 0);
        },
      });
    },
  });
  CMS.registerWidget('path', control, text.preview, text.schema);
}
