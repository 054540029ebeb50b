import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Disclosure } from './Disclosure';

const Menu = (props: { closeOnOutside?: boolean; lazy?: boolean; onOpenChange?: (open: boolean) => void }) => (
  <>
    <Disclosure summary="€ EUR" label="Currency: Euro" {...props}>
      <a href="/?currency=USD">US Dollar</a>
      <button type="button">Keep open</button>
    </Disclosure>
    <button type="button">Elsewhere</button>
  </>
);

describe('Disclosure', () => {
  it('shows and hides its panel with aria-expanded and aria-controls on the button', async () => {
    const onOpenChange = vi.fn();
    render(<Menu onOpenChange={onOpenChange} />);
    const button = screen.getByRole('button', { name: 'Currency: Euro' });
    expect(button).toHaveTextContent('€ EUR');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(screen.getByRole('link', { name: 'US Dollar' })).toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes on Escape from inside the panel and gives focus back to the button', async () => {
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Currency: Euro' });
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'US Dollar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click or focus outside only when asked', async () => {
    const { unmount } = render(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Currency: Euro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('button', { name: 'Currency: Euro' })).toHaveAttribute('aria-expanded', 'true');
    unmount();

    render(<Menu closeOnOutside />);
    const button = screen.getByRole('button', { name: 'Currency: Euro' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Keep open' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders a lazy panel only while open', async () => {
    render(<Menu lazy />);
    expect(screen.queryByRole('link', { hidden: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Currency: Euro' }));
    expect(screen.getByRole('link', { name: 'US Dollar' })).toBeInTheDocument();
  });
});
