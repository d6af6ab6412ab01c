// Fills the Create Service form the way an owner would: every required field, by its label.
import type { Page } from '@playwright/test';

export interface ServiceFormValues {
  name: string;
  category: string;
  description: string;
}

/** A 1 hr 30 min service for everyone at a fixed $45.50; the caller saves (or looks first). */
export async function fillServiceForm(page: Page, values: ServiceFormValues): Promise<void> {
  await page.getByLabel('Service name').fill(values.name);
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: values.category });
  await page
    .getByRole('combobox', { name: 'Service available for' })
    .selectOption({ label: 'Everyone' });
  await page.getByLabel('Service description').fill(values.description);
  await page.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '1 hr 30 min' });
  await page.getByRole('combobox', { name: 'Price type' }).selectOption({ label: 'Fixed' });
  await page.getByRole('textbox', { name: 'Price' }).fill('45.50');
}
