import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SYNC_TARGETS, syncAction, syncPath } from './sync-targets.ts';

const common = JSON.parse(readFileSync(new URL('../schemas/common.json', import.meta.url), 'utf8')) as {
  $defs: { syncTarget: { enum: string[]; 'x-enum-labels': Record<string, string> } };
};

describe('the marketing platforms', () => {
  it('are named in the sync history as their pushes name them', () => {
    const { enum: values, 'x-enum-labels': labels } = common.$defs.syncTarget;
    expect(Object.keys(SYNC_TARGETS)).toEqual(values);
    expect(Object.fromEntries(Object.entries(SYNC_TARGETS).map(([target, { name }]) => [target, name]))).toEqual(labels);
  });

  it('each have a push of their own words and path', () => {
    expect([syncAction('acoustic'), syncAction('customerio')]).toEqual(['Update Acoustic', 'Update Customer.io']);
    expect([syncPath('models', 'acoustic'), syncPath('dealers', 'customerio')]).toEqual(['/models/sync', '/dealers/synccustomerio']);
  });
});
