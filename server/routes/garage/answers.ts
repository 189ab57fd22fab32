// Response schemas of the owner's garage calls, for the API documentation (shared/garage.ts has the types).
const text = { type: ['string', 'null'] } as const;

export const garageVehicle = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    nickname: text,
    registration: { type: 'string' },
    registration_date: text,
    roadside_start_date: text,
    roadside_expiry_date: text,
    warranty_expiry_date: { ...text, description: 'Registration date + 7 years in Australia; + 5 in New Zealand and for the Steed' },
    vin: { type: 'string' },
    year: text,
    kilometers: { type: ['integer', 'null'] },
    model: {
      type: ['object', 'null'],
      properties: {
        brand: { type: 'string' },
        model: { type: 'string' },
        variant: { type: 'string' },
        code: { type: 'string' },
        engine: text,
        transmission: text,
        drivetrain: text,
      },
    },
    colour: { type: ['object', 'null'], properties: { name: { type: 'string' }, code: { type: 'string' }, type: text } },
    image_url: { ...text, description: "The owner's photo, else the catalogue picture by model and colour code, else null" },
    has_own_image: { type: 'boolean' },
    manual: { type: ['object', 'null'], properties: { title: { type: 'string' }, url: { type: 'string' } } },
  },
} as const;
