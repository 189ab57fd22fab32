import { describe, expect, it } from 'vitest';
import { type ChangeListener, Notifications } from './notifications.ts';

function counting() {
  const seen = { changed: 0, heard: [] as boolean[] };
  const listener: ChangeListener = { changed: () => void seen.changed++, heard: (reachable) => void seen.heard.push(reachable) };
  return { seen, listener };
}

describe('Notifications', () => {
  it('passes a transaction’s notice on once, however many connections hear it', () => {
    const notifications = new Notifications();
    const { seen, listener } = counting();
    notifications.subscribe('sessions_changed', listener);
    for (let connection = 0; connection < 3; connection++) notifications.notify('sessions_changed', '812');
    notifications.notify('sessions_changed', '813');
    expect(seen.changed).toBe(2);
  });

  it('passes on every notice without a payload', () => {
    const notifications = new Notifications();
    const { seen, listener } = counting();
    notifications.subscribe('sessions_changed', listener);
    notifications.notify('sessions_changed');
    notifications.notify('sessions_changed');
    expect(seen.changed).toBe(2);
  });

  it('tells a listener at once whether notices reach the server, and of each change of that', () => {
    const notifications = new Notifications();
    const { seen, listener } = counting();
    const unsubscribe = notifications.subscribe('sessions_changed', listener);
    notifications.setReachable(true);
    notifications.setReachable(true);
    notifications.setReachable(false);
    unsubscribe();
    notifications.notify('sessions_changed', '1');
    expect(seen).toEqual({ changed: 0, heard: [false, true, false] });
  });
});
