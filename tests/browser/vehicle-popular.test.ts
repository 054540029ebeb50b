import { expect, it } from 'vitest';
import { axe, browser, newSession, openThemePage, resetStore, withBrowser } from './harness';

/** Popular sort "1": the makes list opens with "Popular Makes" under its own, readable heading. */
withBrowser();

it('groups the popular makes first under a heading, accessibly', async () => {
  resetStore();
  const s = await newSession(browser);
  await openThemePage(s, { body: '<h1>Find parts for your vehicle</h1><div id="pf-vehicle-selector"></div>', config: { ymm: { popularSort: '1' } } });
  await s.page.getByLabel('Year').click();
  await s.page.getByRole('option', { name: '2015' }).click();
  await expect.poll(() => s.page.getByLabel('Make').isEnabled()).toBe(true);
  await s.page.getByLabel('Make').click();
  await s.page.getByText('Popular Makes').waitFor();
  const makes = await s.page.getByRole('option').allTextContents();
  expect(makes.slice(0, 6)).toEqual(['Chevrolet', 'Ford', 'GMC', 'Jeep', 'Ram', 'Toyota']);
  expect(await axe(s.page)).toEqual([]);
  expect(s.errors).toEqual([]);
});
