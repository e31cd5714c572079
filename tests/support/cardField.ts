// The test card provider's field in the browser: a frame of the provider's own
// origin inside the shop's page, so the card number never reaches the shop.
// End-to-end tests type the card there, as a customer does.
import type { FrameLocator, Page } from 'playwright-core';

export const cardField = (page: Page): FrameLocator => page.frameLocator('iframe[title="Card details"]');

/** Types a card in the provider's field and waits until the page has its token. */
export async function enterCard(page: Page, number: string): Promise<void> {
  const field = cardField(page);
  await field.getByLabel('Card number').fill(number);
  await field.getByLabel('Expiry (MM/YY)').fill('12/34');
  await field.getByLabel('Security code').fill('123');
  await field.getByRole('button', { name: 'Use this card' }).click();
  await page.getByText(new RegExp(`ending ${number.slice(-4)} is ready`)).waitFor();
}
