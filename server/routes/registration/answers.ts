// Answer schemas of the registration calls, for the API documentation (shared/registration.ts
// has the same shapes as types).
const text = { type: ['string', 'null'] } as const;

const vehicle = {
  type: 'object',
  properties: {
    registration: { type: 'string' },
    model: { type: 'object', properties: { brand: { type: 'string' }, model: { type: 'string' }, variant: { type: 'string' } } },
    colour: { type: ['object', 'null'], properties: { code: { type: 'string' }, name: { type: 'string' } } },
  },
} as const;

export const identificationAnswer = {
  type: 'object',
  description: '{success: false} alone when the code, the email or the vehicle does not match',
  properties: {
    success: { type: 'boolean' },
    user: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        firstname: { type: 'string' },
        lastname: { type: 'string' },
        email: { type: 'string' },
        mobile_phone: text,
        other_phone: text,
        address_line_1: text,
        suburb: text,
        state: text,
        postcode: text,
        vehicles: { type: 'array', items: vehicle },
      },
    },
  },
} as const;
