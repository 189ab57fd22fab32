// The catalogue's model lines and variants as one list, and how a variant becomes a `models`
// row: state and ABN prices follow from the driveaway price and each state's on-road costs.
import type { models } from '../../generated/tables.ts';
import { GWM_LINES } from './catalogue-gwm.ts';
import { HAVAL_LINES } from './catalogue-haval.ts';
import { acousticId } from './helpers.ts';
import type { ModelLine, Variant } from './model-line.ts';
import { slug } from '../../../shared/slug.ts';

export const MODEL_LINES: ModelLine[] = [...GWM_LINES, ...HAVAL_LINES];

/** Each state's on-road costs against New South Wales, in cents (stamp duty and registration differ). */
const STATE_OFFSETS = { nsw: 0, act: -40000, vic: 60000, qld: -30000, sa: 20000, wa: 90000, tas: -50000, nt: 70000 } as const;
/** Business buyers quoting an ABN get fleet support off the private driveaway price. */
const ABN_DISCOUNT = 150000;

export const menuLink = (line: ModelLine) => `https://www.gwmanz.example/au/models/${line.type.toLowerCase()}/${slug(line.model)}/`;

/** 1 for entry grades, 2 for Lux and Extended Range, 3 for Ultra and GT: what equipment follows. */
export const gradeOf = (variant: string) => (/Ultra|GT/.test(variant) ? 3 : /Lux|Extended/.test(variant) ? 2 : 1);

export function modelRow(line: ModelLine, v: Variant): typeof models.$inferInsert {
  const statePrices = Object.fromEntries(
    Object.entries(STATE_OFFSETS).flatMap(([state, offset]) => [
      [`${state}_pricing`, v.driveaway + offset],
      [`${state}_abn_pricing`, v.driveaway + offset - ABN_DISCOUNT],
    ]),
  );
  return {
    active: true,
    preview: v.preview ?? true,
    featured: v.featured ?? false,
    is_srrp: false,
    country: 'AU',
    brand: line.brand,
    code: v.code,
    model: line.model,
    variant: v.variant,
    driveaway: v.driveaway,
    abn: v.driveaway - ABN_DISCOUNT,
    ...statePrices,
    engine: v.engine,
    engine_cost: 0,
    transmission: v.transmission,
    transmission_cost: 0,
    drivetrain: v.drivetrain,
    drivetrain_cost: 0,
    battery: v.battery ?? null,
    battery_cost: v.battery ? 0 : null,
    motors: v.motors ?? null,
    motors_cost: v.motors ? 0 : null,
    wheels: v.wheels,
    wheels_cost: 0,
    disclaimer: `${line.brand} ${line.model} ${v.variant} shown. Features and specifications vary by variant and may change without notice.`,
    price_disclaimer:
      'Driveaway price for private buyers in NSW, including 12 months registration, CTP insurance, stamp duty and dealer delivery. Prices in other states differ.',
    menu_cta_text: line.menuCtaText,
    menu_cta_link: menuLink(line),
    preview_message: line.previewMessage ?? null,
    name: `${line.model} ${v.variant}`,
    type: line.type,
    description: line.description,
    image: `/images/models/${slug(line.model)}.jpg`,
    acoustic_id: acousticId(`model:${v.code}`),
    type_acoustic_id: acousticId(`model-type:${line.type}`),
    au_price: v.driveaway,
    nz_price: v.nz,
    enabled: true,
    service_interval_months: line.serviceInterval.months,
    service_interval_km: line.serviceInterval.km,
  };
}

export const MODEL_ROWS = MODEL_LINES.flatMap((line) => line.variants.map((v) => modelRow(line, v)));

/** A variant with its line, by variant code; throws on a code the catalogue lacks. */
export function variantOf(code: string): { line: ModelLine; variant: Variant } {
  for (const line of MODEL_LINES) {
    const variant = line.variants.find((v) => v.code === code);
    if (variant) return { line, variant };
  }
  throw new Error(`No demo variant with code ${code}`);
}

/** The variant codes of the named model lines, optionally only the variants a test accepts. */
export function codesOf(names: string[], accept: (v: Variant) => boolean = () => true): string[] {
  return names.flatMap((name) => {
    const line = MODEL_LINES.find((l) => l.model === name);
    if (!line) throw new Error(`No demo model line named ${name}`);
    return line.variants.filter(accept).map((v) => v.code);
  });
}

export const GWM_MODELS = ['Cannon', 'Cannon Alpha', 'Tank 300', 'Tank 500', 'Ora'];
export const HAVAL_MODELS = ['Jolion', 'Jolion Hybrid', 'H6', 'H6 Hybrid', 'H6GT'];
