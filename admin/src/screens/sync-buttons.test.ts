import { describe, expect, it } from 'vitest';
import { outcomeText } from './sync-buttons.tsx';

describe('what stays beside an Update button', () => {
  it('is nothing before a push, the counts after one, and the reason after a failure', () => {
    expect(outcomeText(undefined, undefined)).toBeNull();
    expect(outcomeText({ sync_run: { accepted_count: 21, refused_count: 0 } }, undefined)).toEqual({ text: '21 accepted, 0 refused', colour: 'green.9' });
    expect(outcomeText({ sync_run: { accepted_count: 18, refused_count: 3 } }, undefined)).toEqual({ text: '18 accepted, 3 refused', colour: 'orange.9' });
    expect(outcomeText(undefined, 'Update Customer.io failed: connection refused')).toEqual({
      text: 'Update Customer.io failed: connection refused',
      colour: 'red.8',
    });
    expect(outcomeText(undefined, '')).toEqual({ text: 'The server did not answer.', colour: 'red.8' });
  });
});
