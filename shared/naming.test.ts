import { describe, expect, it } from 'vitest';
import { plural, pluralLabel, routeName, tableName, typeName, variableName } from './naming.ts';

describe('naming', () => {
  it('pluralises the words our entities use', () => {
    expect(['dealer', 'accessory', 'class', 'pentana', 'key'].map(plural)).toEqual(['dealers', 'accessories', 'classes', 'pentanas', 'keys']);
  });

  it('derives every name from an entity id', () => {
    expect(tableName('pentana-vehicle')).toBe('pentana_vehicles');
    expect(routeName('vehicle-service')).toBe('vehicleservices');
    expect(typeName('model-spec')).toBe('ModelSpec');
    expect(variableName('access-token')).toBe('accessTokens');
    expect(pluralLabel('CRM owner')).toBe('CRM owners');
  });
});
