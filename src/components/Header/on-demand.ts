/**
 * Code fetched the first time a visitor shows interest in it, then kept for
 * the rest of the visit. The header's menus and drawer use it: their Radix
 * code is a third of the JavaScript every page would otherwise load, and
 * most visitors never open them.
 */
export interface OnDemand<M> {
  /** Starts the download (once) and resolves with the module. */
  load(): Promise<M>;
  /** The module if it has arrived, else undefined. */
  loaded(): M | undefined;
}

export function onDemand<M>(importModule: () => Promise<M>): OnDemand<M> {
  let pending: Promise<M> | undefined;
  let arrived: M | undefined;
  return {
    load() {
      pending ??= importModule().then(
        (module) => {
          arrived = module;
          return module;
        },
        (error: unknown) => {
          // Offline, or a new deploy removed the chunk: the next try starts afresh.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => arrived,
  };
}
