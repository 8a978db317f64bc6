/**
 * Decap CMS's own validation of its configuration, run in Jest: the browser
 * editor cannot run it under its Content-Security-Policy (see
 * src/editor/no-eval.ts), so the tests do. Widgets are registered with the
 * option schemas Decap's own widget packages declare.
 */
import { randomUUID as nodeRandomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

const DECAP_MODULES = path.join(
  path.dirname(require.resolve('decap-cms/package.json')),
  'node_modules',
);

/** Loads one of Decap's own modules by its path (they are not packages of this project). */
const load = createRequire(__filename);

function decapModule<Module>(relative: string): Module {
  return load(path.join(DECAP_MODULES, relative)) as Module;
}

interface Registry {
  registerWidget(name: string, control: unknown, preview: unknown, schema: unknown): void;
  registerCustomFormat(name: string, extension: string, format: unknown): void;
  getWidget(name: string): unknown;
}

const WIDGET_SCHEMAS: Record<string, string | undefined> = {
  string: undefined,
  boolean: undefined,
  hidden: undefined,
  text: undefined,
  list: 'decap-cms-widget-list/dist/esm/schema.js',
  object: 'decap-cms-widget-object/dist/esm/schema.js',
  select: 'decap-cms-widget-select/dist/esm/schema.js',
  number: 'decap-cms-widget-number/dist/esm/schema.js',
  image: 'decap-cms-widget-image/dist/esm/schema.js',
  datetime: 'decap-cms-widget-datetime/dist/esm/schema.js',
};

function schemaOf(widget: string): unknown {
  const file = WIDGET_SCHEMAS[widget];
  return file ? decapModule<{ default: unknown }>(file).default : {};
}

/** One of our widgets: the Decap widget whose options it takes, or its own option schema. */
export type OurWidget = string | { schema: unknown } | undefined;

/**
 * Registers Decap's widgets and ours (a checked widget takes its base
 * widget's options; the picture widget the image widget's; the pick widget
 * its own), and our formats.
 */
function registerAll(registry: Registry, ourWidgets: Record<string, OurWidget>): void {
  for (const widget of Object.keys(WIDGET_SCHEMAS)) {
    if (!registry.getWidget(widget)) registry.registerWidget(widget, {}, {}, schemaOf(widget));
  }
  for (const [widget, base] of Object.entries(ourWidgets)) {
    const schema = typeof base === 'object' ? base.schema : base ? schemaOf(base) : {};
    registry.registerWidget(widget, {}, {}, schema);
  }
}

export function decapValidateConfig(
  ourWidgets: Record<string, OurWidget>,
  formats: Record<string, string>,
): (config: unknown) => void {
  // Decap's modules reach for these browser functions when they load.
  URL.createObjectURL ??= () => 'blob:test';
  if (typeof globalThis.crypto.randomUUID !== 'function') {
    Object.assign(globalThis.crypto, { randomUUID: nodeRandomUUID });
  }
  const registry = decapModule<Registry>('decap-cms-core/dist/esm/lib/registry.js');
  registerAll(registry, ourWidgets);
  for (const [name, extension] of Object.entries(formats)) {
    registry.registerCustomFormat(name, extension, { fromFile: () => ({}), toFile: () => '' });
  }
  const { validateConfig } = decapModule<{ validateConfig: (config: unknown) => void }>(
    'decap-cms-core/dist/esm/constants/configSchema.js',
  );
  return validateConfig;
}
