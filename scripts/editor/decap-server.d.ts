// decap-server ships no types; this is the one function the local editor uses.
declare module 'decap-server/dist/middlewares.js' {
  import type { Express } from 'express';
  export function registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
}
