import { describe, expect, it } from 'vitest';
import { axe, browser, newSession, openThemePage, withBrowser } from './harness';
import { db } from '../../mocks/db';
import { FORMS } from '../../mocks/db/content';
import { CAPTCHA_MISMATCH } from '../../mocks/handlers/forms';

/**
 * A custom form and the schedule-appointment dialog in a real browser: the form with
 * every field type is filled, a wrong captcha is refused at the captcha and the form can be sent
 * again after 1 second with the new image's code, then the thank-you message; the dialog opens
 * pre-filled from its button and sends once. Every state passes axe.
 */
withBrowser();

const attr = (json: unknown) => JSON.stringify(json).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const [service] = FORMS;

describe('custom-form', () => {
  it('fills every field type, shows a captcha refusal, sends again after 1 s and thanks the visitor', async () => {
    const s = await newSession(browser);
    await openThemePage(s, { body: `<h1>Service</h1><div data-pf-widget="custom-form" data-form-id="7" data-pf-props='${attr({ form: service })}' style="min-height: 40rem"><p>Call us.</p></div>` });
    const form = s.page.getByRole('form', { name: service.title });
    await form.waitFor();
    // Nothing filled: the spec's texts, focus on the first field, nothing sent.
    await s.page.getByRole('button', { name: 'Send Request' }).click();
    await s.page.getByText('Full Name is required!').waitFor();
    expect(await s.page.getByText('Store is required!').count()).toBe(1);
    expect(await s.page.getByLabel(/^Full Name/).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axe(s.page)).toEqual([]);

    await s.page.getByLabel(/^Full Name/).fill('Jane Driver');
    await s.page.getByRole('textbox', { name: /^Email/ }).fill('jane@');
    await s.page.getByRole('textbox', { name: /^Email/ }).blur();
    await s.page.getByText('Must be a valid email!').waitFor();
    await s.page.getByRole('textbox', { name: /^Email/ }).fill('jane@example.com');
    await s.page.getByRole('textbox', { name: /^Phone/ }).pressSequentially('2173550142');
    expect(await s.page.getByRole('textbox', { name: /^Phone/ }).inputValue()).toBe('(217) 355-0142');
    await s.page.getByRole('radio', { name: 'Text message' }).check();
    await s.page.getByLabel(/^Vehicle Year/).fill('2016');
    await s.page.getByLabel(/^Service Needed/).selectOption('Brake inspection');
    await s.page.getByRole('checkbox', { name: 'Tire pressure' }).check();
    await s.page.getByLabel(/^Preferred Date/).fill('2026-12-01');
    await s.page.getByLabel(/^Preferred Time/).fill('09:30');
    await s.page.getByLabel(/^Store/).selectOption({ label: 'Danville - Gilbert St' });
    await s.page.getByLabel(/^Describe the problem/).fill('Grinding from the rear when stopping.');
    await s.page.getByRole('checkbox', { name: /I agree to be contacted/ }).check();

    // A wrong code: refused at the captcha; the button holds "Submitting..." for 1 s.
    await s.page.getByLabel(/^Verification code/).fill('WRONG');
    await s.page.getByRole('button', { name: 'Send Request' }).click();
    await s.page.getByText(CAPTCHA_MISMATCH).waitFor();
    const held = s.page.getByRole('button', { name: 'Submitting...' });
    expect(await held.isDisabled()).toBe(true);
    await s.page.getByRole('button', { name: 'Send Request' }).waitFor({ timeout: 3000 });
    expect(await axe(s.page)).toEqual([]);

    // The new image's code (each image the store serves draws the next code).
    await expect
      .poll(() => s.page.getByRole('img', { name: /Captcha/ }).evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))
      .toBe(true);
    await s.page.getByLabel(/^Verification code/).fill(db.productExtras.captchaCode);
    await s.page.getByRole('button', { name: 'Send Request' }).dblclick();
    const thanks = s.page.getByRole('status');
    await thanks.getByText('Our service desk will call you within one business day').waitFor();
    expect(s.apiCalls().filter((c) => c.includes('module/forms/postSubmission'))).toHaveLength(2);
    expect(db.content.submissions).toHaveLength(1);
    expect(db.content.submissions[0].values).toMatchObject({ 62: 'Jane Driver', 64: '(217) 355-0142', 65: 'Text message', 69: ['Tire pressure'], 72: '09:30', 73: 'danville@partsfront-auto.example' });
    expect(await axe(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});

describe('schedule-appointment', () => {
  it('opens from its button pre-filled, refuses with the store’s HTML, then sends once', async () => {
    const s = await newSession(browser);
    await openThemePage(s, {
      body: `<h1>Brakes</h1><button type="button" data-pf-open="schedule-appointment" data-subject="Brake inspection" data-message="Short">Book a brake inspection</button>`,
    });
    await s.page.getByRole('button', { name: 'Book a brake inspection' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Schedule an Appointment' });
    await dialog.waitFor();
    expect(await dialog.getByLabel(/^Subject/).inputValue()).toBe('Brake inspection');
    expect(await dialog.getByLabel(/^Message/).inputValue()).toBe('Short');
    await dialog.getByLabel(/^Name/).fill('Jane Driver');
    await dialog.getByLabel(/^Email/).fill('jane@example.com');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.getByRole('alert').getByText('Message must be between 10 and 3000 characters!').waitFor();
    expect(await dialog.getByLabel(/^Name/).inputValue()).toBe('Jane Driver');
    expect(await axe(s.page)).toEqual([]);

    await dialog.getByLabel(/^Message/).fill('The pedal feels soft and the car pulls left.');
    await dialog.getByRole('button', { name: 'Send Request' }).dblclick();
    await s.page.getByText('Request sent successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(s.apiCalls().filter((c) => c.includes('information/schedule_appointment'))).toHaveLength(2);
    expect(db.content.appointmentRequests).toEqual([{ name: 'Jane Driver', email: 'jane@example.com', telephone: '', subject: 'Brake inspection', message: 'The pedal feels soft and the car pulls left.' }]);
    expect(s.errors).toEqual([]);
  });
});
