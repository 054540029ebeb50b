import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Loading, Skeleton } from './Loading';
import { Button } from './Button';

describe('Loading, Skeleton and Button', () => {
  it('announces loading as a status with its label', () => {
    render(<Loading label="Loading cart…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading cart…');
  });

  it('reserves space with a skeleton hidden from screen readers', () => {
    const { container } = render(<Skeleton height={120} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box.style.height).toBe('120px');
  });

  it('marks a busy button busy and disabled', () => {
    const { rerender } = render(<Button variant="secondary">Add to Cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toBeEnabled();
    rerender(
      <Button variant="secondary" busy>
        Add to Cart
      </Button>,
    );
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
  });
});
