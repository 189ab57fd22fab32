// The Model Specs screen (docs/back-office.md, Model specs; section 4): chips add a spec at the end,
// dragging reorders and saves each position, remove deletes the link, and the order survives a
// reload. Each test makes its own model and specs through the API.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminApi, openAsAdmin, unique } from './support/admin-session.ts';
import { picture } from './support/pictures.ts';

interface Model {
  id: number;
  model: string;
  variant: string;
  code: string;
  specs: { id: number; name: string; order: number }[];
}

async function makeModelAndSpecs(page: Page, count: number): Promise<{ model: Model; specs: string[] }> {
  const api = await adminApi(page.request);
  const tag = unique('').trim();
  const model = await api.post<Model>('/api/models', {
    brand: 'GWM',
    code: `TST${tag}`.toUpperCase(),
    model: 'Testa',
    variant: `Variant ${tag}`,
    transmission: '8-speed automatic',
    drivetrain: '4WD',
    name: `Testa ${tag}`,
    type: 'UTE',
    image: '/images/models/test.jpg',
  });
  const specs: string[] = [];
  for (const letter of 'ABCDEFG'.slice(0, count)) {
    specs.push((await api.post<{ name: string }>('/api/specs', { name: `Spec ${letter} ${tag}` })).name);
  }
  return { model, specs };
}

async function openDialog(page: Page, model: Model): Promise<Locator> {
  await page.getByLabel('Search models').fill(model.code);
  await page.getByLabel('Search models').press('Enter');
  await page.getByRole('button', { name: `Edit specs of Testa ${model.variant} (${model.code})` }).click();
  const dialog = page.getByRole('dialog', { name: `Specs of Testa ${model.variant} (${model.code})` });
  await expect(dialog.getByRole('heading', { name: 'Specs of this model' })).toBeVisible();
  // The available specs arrive after the model's own and push its rows down: a drag measured
  // before then would press on the wrong row.
  await expect(dialog.getByLabel('Loading')).toHaveCount(0);
  return dialog;
}

const namesIn = (dialog: Locator) => dialog.getByTestId('spec-row').locator('td:nth-child(3)');
const chipsOf = (page: Page, model: Model) => page.getByRole('list', { name: `Specs of Testa ${model.variant}` }).getByRole('listitem');

/**
 * Keyboard sorting as a person does it, following the announcements: Space lifts the spec at
 * place `from` (1 first), each ArrowUp moves it one place up, Space drops it. The sorter starts
 * listening for arrows a moment after the lift is announced, so an arrow that changed nothing
 * within a second is pressed again, as a person would.
 */
async function keyboardMove(page: Page, dialog: Locator, name: string, from: number, places: number) {
  const status = dialog.getByRole('status');
  await dialog.getByRole('button', { name: new RegExp(`^Move ${name}`) }).focus();
  await page.keyboard.press('Space');
  await expect(status).toContainText(`Picked up ${name} at position ${from} of`);
  for (let step = 1; step <= places; step++) {
    const before = await status.textContent();
    await expect(async () => {
      if ((await status.textContent()) === before) await page.keyboard.press('ArrowUp');
      await expect(status).toContainText(`${name} is over position ${from - step} of`, { timeout: 1_000 });
    }).toPass({ intervals: [0], timeout: 10_000 });
  }
  await page.keyboard.press('Space');
  await expect(status).toContainText(`${name} dropped at position ${from - places} of`);
}

async function savedOrder(page: Page, model: Model): Promise<string[]> {
  const saved = await (await adminApi(page.request)).get<Model>(`/api/models/${model.id}`);
  return saved.specs.map((s) => s.name);
}

test('chips add specs at the end; a keyboard drag moves the third to the top and the order survives a reload; remove deletes the link', async ({ page }) => {
  const { model, specs } = await makeModelAndSpecs(page, 3);
  const [a, b, c] = specs as [string, string, string];
  await openAsAdmin(page, page.request, '/modelsspecs');
  let dialog = await openDialog(page, model);
  await expect(dialog.getByText('This model has no specs yet')).toBeVisible();

  for (const name of specs) {
    await dialog.getByRole('button', { name: `Add ${name}` }).click();
    await expect(namesIn(dialog).last()).toHaveText(name);
    // An added spec leaves the chips.
    await expect(dialog.getByRole('button', { name: `Add ${name}` })).toHaveCount(0);
  }
  await expect(namesIn(dialog)).toHaveText([a, b, c]);
  await expect(dialog.getByTestId('spec-row').locator('td:nth-child(2)')).toHaveText(['1', '2', '3']);

  await keyboardMove(page, dialog, c, 3, 2);
  await expect(namesIn(dialog)).toHaveText([c, a, b]);
  await expect.poll(() => savedOrder(page, model)).toEqual([c, a, b]);
  await picture(page, 'model-specs-dialog.png');

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(chipsOf(page, model)).toHaveText([c, a, b]);
  // Opened again, the dialog starts from what was saved, not from the list read before.
  dialog = await openDialog(page, model);
  await expect(namesIn(dialog)).toHaveText([c, a, b]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByLabel('Search models').fill(model.code);
  await page.getByLabel('Search models').press('Enter');
  await expect(chipsOf(page, model)).toHaveText([c, a, b]);

  dialog = await openDialog(page, model);
  await expect(namesIn(dialog)).toHaveText([c, a, b]);
  await dialog.getByRole('button', { name: `Remove ${a}` }).click();
  await expect(namesIn(dialog)).toHaveText([c, b]);
  await expect(dialog.getByRole('button', { name: `Add ${a}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.reload();
  await page.getByLabel('Search models').fill(model.code);
  await page.getByLabel('Search models').press('Enter');
  await expect(chipsOf(page, model)).toHaveText([c, b]);
  expect(await savedOrder(page, model)).toEqual([c, b]);
});

test('a mouse drag reorders too', async ({ page }) => {
  const { model, specs } = await makeModelAndSpecs(page, 3);
  const [a, b, c] = specs as [string, string, string];
  const api = await adminApi(page.request);
  for (const name of specs) {
    const spec = (await api.get<{ data: { id: number; name: string }[] }>(`/api/specs?q=${encodeURIComponent(name)}`)).data[0]!;
    await api.post('/api/specs/add', { models_id: model.id, specs_id: spec.id });
  }
  await openAsAdmin(page, page.request, '/modelsspecs');
  const dialog = await openDialog(page, model);
  await expect(namesIn(dialog)).toHaveText([a, b, c]);

  const from = (await dialog.getByRole('button', { name: new RegExp(`^Move ${b}`) }).boundingBox())!;
  const to = (await dialog.getByRole('button', { name: new RegExp(`^Move ${a}`) }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 10 });
  // Let go once the sorter has seen the spec over its new place, as a person watching it would.
  await expect(dialog.getByRole('status')).toContainText(`${b} is over position 1 of`);
  await page.mouse.up();
  await expect(namesIn(dialog)).toHaveText([b, a, c]);
  await expect.poll(() => savedOrder(page, model)).toEqual([b, a, c]);
});

test('a reorder the server refuses says so and puts back the saved order', async ({ page }) => {
  const { model, specs } = await makeModelAndSpecs(page, 2);
  const [a, b] = specs as [string, string];
  await openAsAdmin(page, page.request, '/modelsspecs');
  const dialog = await openDialog(page, model);
  for (const name of specs) {
    await dialog.getByRole('button', { name: `Add ${name}` }).click();
    await expect(namesIn(dialog).last()).toHaveText(name);
  }
  await page.route('**/api/specs/reorder', (route) => route.fulfill({ status: 500, json: { message: 'The database is not answering.' } }));
  await keyboardMove(page, dialog, b, 2, 1);

  await expect(page.getByText('The new order was not saved')).toBeVisible();
  await expect(page.getByText('The database is not answering.')).toBeVisible();
  await expect(namesIn(dialog)).toHaveText([a, b]);
  expect(await savedOrder(page, model)).toEqual([a, b]);
});
