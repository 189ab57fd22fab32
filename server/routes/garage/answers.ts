import { enums } from '../../../shared/generated/entities.ts';
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
    next_service: {
      type: ['object', 'null'],
      description:
        "When the next scheduled service is due, whichever comes first: the last completed service's date + the model's interval in months, its odometer + the interval in km (with none, the registration date and 0 km); null when the model has no interval",
      properties: { due_date: { ...text, description: 'YYYY-MM-DD' }, due_km: { type: ['integer', 'null'] } },
    },
    recalls: { type: 'array', description: "The vehicle's open recalls, newest campaign first (as GET /api/recalls/user)", items: { $ref: 'OwnerRecall#' } },
  },
} as const;

/** GET vehicles/vehicle/{id}: the vehicle with its completed bookings, newest first. */
export const vehicleWithHistory = {
  ...garageVehicle,
  properties: {
    ...garageVehicle.properties,
    services: {
      type: 'array',
      description:
        "The vehicle's completed bookings, newest first; `description` is the work asked for, `work_done` the dealer's note of what it did, `odometer` the reading it took (else the owner's when booking)",
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          date: { type: 'string', description: "The dealer's local date and time, YYYY-MM-DD HH:mm" },
          type: { type: 'string', enum: enums.bookingType },
          odometer: { type: 'integer' },
          description: text,
          work_done: text,
          dealer: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
        },
      },
    },
  },
} as const;
