import { describe, expect, it } from 'vitest';
import { BY_APPOINTMENT, CLOSED, dayKind, displayDay, displayHours, kindOf, shortDay, wordFor } from './opening-hours.ts';

describe('opening hours', () => {
  it('reads a value containing "Closed" as Closed, in any case and wording', () => {
    expect(['Closed', 'closed', 'Closed today', 'CLOSED'].map(displayHours)).toEqual([CLOSED, CLOSED, CLOSED, CLOSED]);
  });

  it('reads a value containing "Only" as By Appointment Only', () => {
    expect(['By Appointment Only', 'Appointments only', 'Service only'].map(displayHours)).toEqual([BY_APPOINTMENT, BY_APPOINTMENT, BY_APPOINTMENT]);
  });

  it('leaves a time as it is and an empty value empty', () => {
    expect(displayHours('08:30')).toBe('08:30');
    expect(displayHours('')).toBe('');
    expect(displayHours(null)).toBe('');
    expect(kindOf('17:00')).toBe('open');
  });

  it('shows a day as a range, or as the word either value holds', () => {
    expect(displayDay({ open: '08:00', close: '17:30' })).toBe('08:00 – 17:30');
    expect(displayDay({ open: 'Closed', close: 'Closed' })).toBe('Closed');
    expect(displayDay({ open: '09:00', close: 'By Appointment Only' })).toBe('By Appointment Only');
    expect(displayDay({ open: '09:00', close: '' })).toBe('09:00');
    expect(dayKind({ open: 'Closed', close: '' })).toBe('closed');
  });

  it('stores a day that is not open as its word and shortens day names', () => {
    expect(wordFor('closed')).toBe('Closed');
    expect(wordFor('appointment')).toBe('By Appointment Only');
    expect(shortDay('Wednesday')).toBe('Wed');
  });
});
