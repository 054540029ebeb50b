import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, openWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { db } from '../../mocks/db';

const dialog = () => screen.getByRole('dialog', { name: 'Schedule an Appointment' });

function countPosts() {
  const posts: URLSearchParams[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('information/schedule_appointment')) posts.push(new URLSearchParams(await request.clone().text()));
  });
  return posts;
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(dialog()).getByLabelText(/^Name/), 'Jane Driver');
  await user.type(within(dialog()).getByLabelText(/^Email/), 'jane@example.com');
}

describe('schedule-appointment', () => {
  it('opens with the subject and message of the button that opened it', () => {
    openWidget(widget, { subject: 'Brake inspection', message: 'Please check the front pads.' });
    expect(within(dialog()).getByLabelText(/^Subject/)).toHaveValue('Brake inspection');
    expect(within(dialog()).getByLabelText(/^Message/)).toHaveValue('Please check the front pads.');
    expect(within(dialog()).getByLabelText(/^Name/)).toHaveFocus();
  });

  it('sends the form once per click, toasts for 5 s at the top centre, clears and closes', async () => {
    const posts = countPosts();
    const user = userEvent.setup();
    openWidget(widget, { subject: 'Brake inspection', message: 'Grinding noise at low speed.' });
    await fillContact(user);
    await user.type(within(dialog()).getByLabelText(/^Phone/), '2173550142');
    await user.dblClick(within(dialog()).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Request sent successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toHaveLength(1);
    expect(Object.fromEntries(posts[0])).toEqual({ name: 'Jane Driver', email: 'jane@example.com', telephone: '(217) 355-0142', subject: 'Brake inspection', message: 'Grinding noise at low speed.' });
    expect(db.content.appointmentRequests).toHaveLength(1);
    const toast = screen.getByText('Request sent successfully!').closest('.Toastify__toast-container');
    expect(toast?.className).toContain('top-center');
  });

  it('shows the store’s HTML refusal sanitised, keeping everything typed', async () => {
    const user = userEvent.setup();
    openWidget(widget, { subject: 'Oil change', message: 'Short' });
    await fillContact(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Message must be between 10 and 3000 characters!');
    expect(alert.querySelector('p.text-danger')).not.toBeNull();
    expect(within(dialog()).getByLabelText(/^Name/)).toHaveValue('Jane Driver');
    expect(within(dialog()).getByLabelText(/^Message/)).toHaveValue('Short');
    expect(within(dialog()).getByRole('button', { name: 'Send Request' })).toBeEnabled();
  });

  it('strips anything dangerous from the store’s HTML', async () => {
    server.use(http.post('*/index.php', () => HttpResponse.json({ error: '<p>Closed today<img src=x onerror="alert(1)"></p><script>alert(2)</script>' })));
    const user = userEvent.setup();
    openWidget(widget, { subject: 'Tires', message: 'Rotate and balance all four.' });
    await fillContact(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Closed today');
    expect(alert.innerHTML).not.toContain('onerror');
    expect(alert.innerHTML).not.toContain('<script');
  });

  it('says so when the store cannot be reached, and keeps the text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setFaults({ failing: { 'information/schedule_appointment': 'network' } });
    const user = userEvent.setup();
    openWidget(widget, { subject: 'Battery test', message: 'Slow to crank in the mornings.' });
    await fillContact(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Your request could not be sent.');
    expect(within(dialog()).getByLabelText(/^Email/)).toHaveValue('jane@example.com');
  });

  it('checks the fields before sending', async () => {
    const posts = countPosts();
    const user = userEvent.setup();
    openWidget(widget, {});
    await user.type(within(dialog()).getByLabelText(/^Email/), 'jane@');
    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    for (const text of ['Name is required!', 'Must be a valid email!', 'Subject is required!', 'Message is required!']) expect(within(dialog()).getByText(text)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('closes with Cancel; mounted inline it is a button that opens the same form', async () => {
    const user = userEvent.setup();
    mountWidget(widget, { subject: 'Alignment' });
    await user.click(screen.getByRole('button', { name: 'Schedule an Appointment' }));
    expect(within(dialog()).getByLabelText(/^Subject/)).toHaveValue('Alignment');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule an Appointment' })).toHaveFocus();
  });
});

describe('schedule-appointment: the store’s words', () => {
  it('writes the button and the dialog’s title with a text set in #pf-config', async () => {
    setConfig({ texts: { 'scheduleAppointment.title': 'Book a visit' } });
    mountWidget(widget, {});
    expect(await screen.findByRole('button', { name: 'Book a visit' })).toBeInTheDocument();
  });
});
