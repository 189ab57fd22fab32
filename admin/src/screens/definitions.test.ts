import { describe, expect, it } from 'vitest';
import { resources } from '../../generated/resources.ts';
import { definitionOf, tabDefinition } from './definitions.ts';

describe("every generic screen's definition", () => {
  it('builds, with each generated list column shown unless its schema hides it', () => {
    for (const { name, columns } of resources) {
      const definition = definitionOf(name);
      expect(definition.listColumns.length, name).toBeGreaterThan(0);
      const shown = new Set(definition.listColumns.flatMap((c) => [c.field, ...(c.parts ?? []).map((p) => p.field)]));
      for (const column of columns) expect(shown.has(column.field), `${name}.${column.field}`).toBe(!column.hidden || shown.has(column.field));
    }
  });
});

describe("a tab's own list and dialog", () => {
  it('builds for every tab that has one, and keeps the screen’s elsewhere', () => {
    for (const { name } of resources)
      for (const tab of definitionOf(name).tabs ?? []) expect(tabDefinition(name, tab).listColumns.length, `${name} ${tab.value}`).toBeGreaterThan(0);
    const [owners, , dealerStaff] = definitionOf('users').tabs!;
    expect(tabDefinition('users', owners)).toBe(definitionOf('users'));
    const staff = tabDefinition('users', dealerStaff);
    expect(staff.listColumns.map((c) => c.label)).toEqual(['Details', 'Dealer', 'Logins']);
    expect(staff.required).toEqual(['dealers_id']);
    expect(dealerStaff!.sends).toEqual({ role: 'DEALER' });
  });
});

describe('the generated filters and bulk fields', () => {
  const fieldsOf = (name: string) => resources.find((resource) => resource.name === name)!.fields;

  it('filter by a whole indexed text with its length limit, and never set a text on several records', () => {
    const vehicles = fieldsOf('vehicles');
    expect(vehicles.find((f) => f.field === 'registration')).toEqual({
      field: 'registration',
      label: 'Registration',
      kind: 'text',
      maxLength: 20,
      filter: true,
    });
    expect(vehicles.find((f) => f.field === 'vin')).toMatchObject({ kind: 'text', maxLength: 17, filter: true });
    for (const { name, fields } of resources)
      for (const field of fields) if (field.kind === 'text') expect(field.bulk, `${name}.${field.field}`).toBeUndefined();
  });

  it('leave out a text in a fixed form, such as a booking’s local date and time', () => {
    expect(fieldsOf('vehicleservices').map((f) => f.field)).not.toContain('date');
  });
});
