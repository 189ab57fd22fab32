import { describe, expect, it } from 'vitest';
import { nextServiceText } from './next-service-due.tsx';

describe('nextServiceText', () => {
  it('says the date the Australian way and the km grouped, whichever comes first', () => {
    expect(nextServiceText({ due_date: '2024-02-29', due_km: 30200 })).toBe('Next service due by 29/02/2024 or 30,200 km');
  });

  it('says only the part the model has an interval for', () => {
    expect(nextServiceText({ due_date: '2027-05-04', due_km: null })).toBe('Next service due by 04/05/2027');
    expect(nextServiceText({ due_date: null, due_km: 15000 })).toBe('Next service due by 15,000 km');
  });

  it('says nothing when no service is scheduled', () => {
    expect(nextServiceText(null)).toBeNull();
    expect(nextServiceText({ due_date: null, due_km: null })).toBeNull();
  });
});
