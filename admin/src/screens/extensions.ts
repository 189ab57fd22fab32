// Every feature's extension of a generic screen, found by its file name (`*-screen.ts(x)` under
// features/, exporting `screen`), so a feature declares its screen in one place and nothing here
// names it.
import type { ResourceExtension, ScreenExtension } from './extension.ts';

const declared = import.meta.glob<ScreenExtension>('../features/*/*-screen.{ts,tsx}', { eager: true, import: 'screen' });

function byResource(): Record<string, ResourceExtension> {
  const out: Record<string, ResourceExtension> = {};
  for (const [file, { resource, ...extension }] of Object.entries(declared)) {
    if (out[resource]) throw new Error(`Two features extend the screen of "${resource}" (${file})`);
    out[resource] = extension;
  }
  return out;
}

export const EXTENSIONS = byResource();
