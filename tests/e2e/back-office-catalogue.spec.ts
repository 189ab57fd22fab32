// The catalogue screens of the back office on the generic screen (docs/back-office.md 2, 4, 5):
// colours, trims, specs, accessories, costs, marketing messages and models are each created,
// listed, edited and deleted through the dialog; required messages, money in dollars and cents,
// the model pickers, the amount unit, and the list's search and paging. The dashboard, Update
// Acoustic and an owner kept out are in back-office-overview.spec.ts.
import { expect, type Locator, test } from '@playwright/test';
import { apiJson, choose, type CrudCase, createEditDelete, renameText, rowOf, type Session, adminSession, signedIn, textbox } from './support/catalogue.ts';
import { picture } from './support/pictures.ts';

interface Page_<T> {
  data: T[];
}

interface ModelRow {
  code: string;
  model: string;
}

const RUN = Date.now().toString(36);
const TANK = `Tank ${RUN}`;
const UTE = `Cannon ${RUN}`;
/** Made through the API first: two codes of one model, one of another. */
const MODELS = [
  { model: TANK, code: `T3-${RUN}-L`, variant: 'Lux' },
  { model: TANK, code: `T3-${RUN}-U`, variant: 'Ultra' },
  { model: UTE, code: `CN-${RUN}-L`, variant: 'Lux' },
];

const modelRecord = (m: { model: string; code: string; variant: string }) => ({
  ...m,
  brand: 'GWM',
  country: 'AU',
  transmission: '8AT',
  drivetrain: '4WD',
  name: `${m.model} ${m.variant}`,
  type: 'SUV',
  image: 'https://images.example.com/m.png',
});

let session: Session;

test.beforeAll(async ({ playwright }) => {
  session = await adminSession(playwright);
  for (const model of MODELS) await apiJson(session.api, '/api/models', modelRecord(model));
});

test.afterAll(async () => session?.api.dispose());

test.beforeEach(async ({ page }) => signedIn(page, session));

const list = async <T>(path: string) => (await apiJson<Page_<T>>(session.api, `${path}${path.includes('?') ? '&' : '?'}per_page=-1`)).data;
const findOne = async <T>(route: string, q: string) => (await list<T>(`/api/${route}?q=${encodeURIComponent(q)}`))[0]!;
const codesOf = (...models: string[]) =>
  MODELS.filter((m) => models.includes(m.model))
    .map((m) => m.code)
    .sort();

test('colours: required messages, All picks every model and code, then add, edit and delete', async ({ page }) => {
  const all = await list<ModelRow>('/api/models');
  const name = `Aurora ${RUN}`;
  await createEditDelete(page, {
    path: '/colours',
    singular: 'colour',
    required: [
      ['textbox', 'Colour Code', 'A Colour Code is required'],
      ['textbox', 'Colour Name', 'A Colour Name is required'],
    ],
    names: [name, `${name} Mk2`],
    fill: async (dialog, title) => {
      await picture(page, 'catalogue-dialog-messages.png');
      // Colours have no default: neither Yes nor No is chosen.
      await expect(dialog.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
      await textbox(dialog, 'Colour Code').fill(`C${RUN}`);
      await textbox(dialog, 'Colour Name').fill(title);
      await textbox(dialog, 'Background Colour (Hex)').fill('#3E8EDE');
      await choose(dialog, 'Models', 'All');
      for (const model of new Set(all.map((m) => m.model))) await expect(dialog.getByText(model, { exact: true })).toBeVisible();
    },
    rename: renameText('Colour Name'),
    afterCreate: async () => {
      const colour = await findOne<{ models: string[] }>('colours', name);
      expect([...colour.models].sort()).toEqual(all.map((m) => m.code).sort());
      await picture(page, 'catalogue-colours-list.png', { fullPage: true });
    },
  });
});

test('trims: Active defaults to yes; codes follow the chosen models', async ({ page }) => {
  const name = `Leather ${RUN}`;
  await createEditDelete(page, {
    path: '/trims',
    singular: 'trim',
    required: [
      ['textbox', 'Trim Code', 'A Trim Code is required'],
      ['textbox', 'Trim Name', 'A Trim Name is required'],
    ],
    names: [name, `${name} Plus`],
    fill: async (dialog, title) => {
      await expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
      await textbox(dialog, 'Trim Code').fill(`TR${RUN}`);
      await textbox(dialog, 'Trim Name').fill(title);
      await choose(dialog, 'Models', TANK);
      await choose(dialog, 'Model Codes', 'All');
    },
    rename: renameText('Trim Name'),
    afterCreate: async () => expect((await findOne<{ models: string[] }>('trims', name)).models.sort()).toEqual(codesOf(TANK)),
  });
});

test('specs: the one field Spec', async ({ page }) => {
  const name = `Heated seats ${RUN}`;
  await createEditDelete(page, {
    path: '/specs',
    singular: 'spec',
    required: [['textbox', 'Spec', 'A spec is required']],
    names: [name, `${name} front`],
    fill: renameText('Spec'),
    rename: renameText('Spec'),
  });
});

test('accessories: cost typed in dollars is stored in cents and shown with two decimals', async ({ page }) => {
  const name = `Tow bar ${RUN}`;
  await createEditDelete(page, {
    path: '/accessories',
    singular: 'accessory',
    required: [
      ['textbox', 'Code', 'An Accessory Code is required'],
      ['textbox', 'Name', 'An Accessory Name is required'],
      ['textbox', 'Cost', 'An Accessory cost is required'],
    ],
    names: [name, `${name} heavy duty`],
    fill: async (dialog, title) => {
      await textbox(dialog, 'Cost').fill('twelve');
      await expect(textbox(dialog, 'Cost')).toHaveAccessibleDescription('The cost must be a number');
      await textbox(dialog, 'Cost').fill('1,234.5');
      await textbox(dialog, 'Code').fill(`TB${RUN}`);
      await textbox(dialog, 'Name').fill(title);
      await choose(dialog, 'Country', 'Australia');
    },
    rename: renameText('Name'),
    afterCreate: async () => {
      expect((await findOne<{ cost: number }>('accessories', name)).cost).toBe(123450);
      await expect(rowOf(page, name).getByRole('cell', { name: '$1,234.50' })).toBeVisible();
    },
  });
});

test('costs: an empty cost is refused, no model-code picker; the chosen models bring all their codes', async ({ page }) => {
  await createEditDelete(page, {
    path: '/costs',
    singular: 'cost',
    required: [
      ['textbox', 'AU Cost', 'The cost must be a number'],
      ['textbox', 'NZ Cost', 'The cost must be a number'],
    ],
    names: ['Standard', 'Premium'],
    fill: async (dialog, type) => {
      await expect(dialog.getByRole('combobox', { name: 'Model Codes' })).toHaveCount(0);
      await textbox(dialog, 'AU Cost').fill('nope');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(textbox(dialog, 'AU Cost')).toHaveAccessibleDescription('The cost must be a number');
      await textbox(dialog, 'AU Cost').fill('500');
      await textbox(dialog, 'NZ Cost').fill('550.5');
      await choose(dialog, 'Category', 'Colour');
      await choose(dialog, 'Type', type);
      await choose(dialog, 'Models', TANK);
    },
    rename: (dialog, type) => choose(dialog, 'Type', type),
    afterCreate: async () => {
      const [cost] = await list<{ cost: number; nz_cost: number; models: string[] }>('/api/costs');
      expect([cost!.cost, cost!.nz_cost, [...cost!.models].sort()]).toEqual([50000, 55050, codesOf(TANK)]);
      await expect(rowOf(page, 'Standard').getByRole('cell', { name: '$550.50' })).toBeVisible();
    },
  });
});

const unitOf = (dialog: Locator) => dialog.getByTestId('amount-unit');

test('marketing messages: the amount unit follows the trigger type', async ({ page }) => {
  const name = `Service reminder ${RUN}`;
  await createEditDelete(page, {
    path: '/marketing',
    singular: 'marketing message',
    required: [['textbox', 'Name', 'A name is required']],
    names: [name, `${name} (second)`],
    fill: async (dialog, title) => {
      await expect(unitOf(dialog)).toHaveCount(0);
      await choose(dialog, 'Type', 'Distance (Kilometers)');
      await expect(unitOf(dialog)).toHaveText('Kilometers');
      await choose(dialog, 'Type', 'Period (Days)');
      await expect(unitOf(dialog)).toHaveText('Days');
      await textbox(dialog, 'Name').fill(title);
      await textbox(dialog, 'Amount').fill('90');
    },
    rename: renameText('Name'),
    afterCreate: async () =>
      expect(await findOne<{ trigger_type: string; trigger_amount: number }>('messages', name)).toMatchObject({ trigger_type: 'Period', trigger_amount: 90 }),
  });
});

test('models: every required message, and the dialog titled with model and code', async ({ page }) => {
  const code = `CAA-${RUN}`;
  const model = `Alpha ${RUN}`;
  const title = (name: string) => `${name} (${code})`;
  const required: CrudCase['required'] = [
    ['textbox', 'Code', 'A code is required'],
    ['combobox', 'Brand', 'A brand is required'],
    ['textbox', 'Model', 'A model is required'],
    ['textbox', 'Variant', 'A variant is required'],
    ['textbox', 'Transmission', 'A transmission is required'],
    ['textbox', 'Drivetrain', 'A drivetrain is required'],
    ['textbox', 'Name', 'A name is required'],
    ['textbox', 'Type', 'A type is required'],
    ['textbox', 'Image', 'An image is required'],
  ];
  await createEditDelete(page, {
    path: '/models',
    singular: 'model',
    required,
    names: [title(model), title(`${model} II`)],
    listed: (name) => name.replace(` (${code})`, ''),
    fill: async (dialog) => {
      for (const [label, value] of [
        ['Code', code],
        ['Model', model],
        ['Variant', 'Lux'],
        ['Transmission', '9DCT'],
        ['Drivetrain', '4WD'],
        ['Name', `${model} Lux`],
        ['Type', 'Ute'],
        ['Image', 'https://images.example.com/alpha.png'],
        ['Driveaway', '52990'],
      ]) {
        await textbox(dialog, label!).fill(value!);
      }
      await choose(dialog, 'Brand', 'GWM');
    },
    rename: (dialog, name) => textbox(dialog, 'Model').fill(name.replace(` (${code})`, '')),
    afterCreate: async () => {
      expect((await findOne<{ driveaway: number }>('models', code)).driveaway).toBe(5299000);
      await expect(rowOf(page, code).getByRole('cell', { name: '$52,990.00' }).first()).toBeVisible();
    },
  });
});

test('/models/{id} opens that model over the list, and closing it goes back to /models', async ({ page }) => {
  const { code } = MODELS[0]!;
  const { id } = await findOne<{ id: number }>('models', code);
  await page.goto(`/models/${id}`);
  await expect(page.getByText('Page not found')).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: `Edit ${TANK} (${code})` });
  await expect(textbox(dialog, 'Code')).toHaveValue(code);
  await expect(page).toHaveTitle('Models | myGWM');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/models$/);
  await expect(rowOf(page, code)).toHaveCount(1);

  // A model that does not exist: the list, and a sentence saying so.
  await page.goto('/models/999999');
  await expect(page.getByRole('alert').filter({ hasText: 'There is no model 999999.' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Models' })).toBeVisible();
});

test('the list searches on Enter or the Search button, Show All clears it, and pages by the chosen size', async ({ page }) => {
  await page.goto('/models');
  await expect(rowOf(page, MODELS[0]!.code)).toHaveCount(1);
  const search = page.getByRole('searchbox', { name: 'Search models' });
  await search.fill(UTE);
  await search.press('Enter');
  await expect(page.getByRole('row')).toHaveCount(2);
  await search.fill(TANK);
  // Typing alone does not search: the list still shows the last search's one row.
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Show All' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('row')).not.toHaveCount(3);
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page.getByText(/^\d+ models$/)).toBeVisible();
  await page.getByRole('button', { name: 'Code' }).click();
  await expect(page.getByRole('columnheader', { name: 'Code' })).toHaveAttribute('aria-sort', 'ascending');
});
