import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';

const pageButtons = (nav: HTMLElement) => within(nav).getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);

describe('Pagination', () => {
  it('shows First, Previous, at most 10 pages, Next and Last with the current page marked', () => {
    render(<Pagination page={12} totalPages={40} onChange={() => undefined} label="Search results pages" />);
    const nav = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(pageButtons(nav)).toEqual(['7', '8', '9', '10', '11', '12', '13', '14', '15', '16']);
    expect(within(nav).getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 11' })).not.toHaveAttribute('aria-current');
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) expect(within(nav).getByRole('button', { name })).toBeEnabled();
  });

  it('disables First and Previous on the first page, Next and Last on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination page={3} totalPages={3} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeEnabled();
  });

  it('reports the page chosen', async () => {
    const onChange = vi.fn();
    render(<Pagination page={5} totalPages={20} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 7' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([7, 6, 4, 1, 20]);
  });

  it('hides itself with one page or none', () => {
    const { container, rerender } = render(<Pagination page={1} totalPages={1} onChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination page={1} totalPages={0} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('renders links with hrefFor, and a plain click still calls onChange', async () => {
    const onChange = vi.fn();
    render(<Pagination page={1} totalPages={4} onChange={onChange} hrefFor={(p) => `/brakes?page=${p}`} />);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/brakes?page=3');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Last page' })).toHaveAttribute('href', '/brakes?page=4');
    expect(screen.queryByRole('link', { name: 'First page' })).not.toBeInTheDocument();
    expect(screen.getByText('First')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
