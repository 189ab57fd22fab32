// One model's specs while its dialog is open: adding appends, moving is optimistic (the new order
// shows at once and each moved position is saved; a failure says so and brings back the order the
// server holds), removing deletes the link. `said` is the last outcome, for a polite live region.
import { type HttpError, useDataProvider, useInvalidate, useNotification } from '@refinedev/core';
import { useState } from 'react';
import { failed } from '../../lib/notices.ts';
import { MODELS, type SpecLink, type SpecRecord } from './model-spec-types.ts';
import { moveLink } from './reorder.ts';
import { specLinkCalls } from './spec-link-calls.ts';

export function useSpecLinks(modelId: number, initial: SpecLink[], reload: () => Promise<SpecLink[]>) {
  const [links, setLinks] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const calls = specLinkCalls(useDataProvider()().custom!);
  const { open } = useNotification();
  const invalidate = useInvalidate();

  const fail = (message: string, error: unknown) => open?.(failed(message, error as HttpError));

  /**
   * Runs a change with the dialog's controls held, so two changes never cross; then the models
   * list reloads behind the dialog, so it shows every saved change whenever the dialog closes.
   */
  const run = async (change: () => Promise<void>) => {
    setBusy(true);
    try {
      await change();
    } finally {
      setBusy(false);
      void invalidate({ resource: MODELS, invalidates: ['list'] });
    }
  };

  const add = (spec: SpecRecord) =>
    run(async () => {
      try {
        const link = await calls.add(modelId, spec.id);
        setLinks((current) => [...current, { ...link, name: spec.name }]);
        setSaid(`${spec.name} added at position ${links.length + 1}.`);
      } catch (error) {
        fail(`${spec.name} was not added`, error);
      }
    });

  const move = (from: number, to: number) => {
    const { links: next, changes } = moveLink(links, from, to);
    if (!changes.length) return;
    setLinks(next);
    setSaid(`${next[to]?.name} moved to position ${to + 1}.`);
    return run(async () => {
      try {
        await Promise.all(changes.map((change) => calls.reorder(change.id, change.order)));
      } catch (error) {
        fail('The new order was not saved', error);
        setLinks(await reload().catch(() => links));
        setSaid('The order was put back as it is saved.');
      }
    });
  };

  const remove = (link: SpecLink) =>
    run(async () => {
      try {
        await calls.remove(link.id);
        setLinks((current) => current.filter((l) => l.id !== link.id));
        setSaid(`${link.name} removed.`);
      } catch (error) {
        fail(`${link.name} was not removed`, error);
      }
    });

  return { links, busy, said, add, move, remove };
}
