import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Rating } from './Rating';

describe('Rating', () => {
  it('reads the stars as one image and shows the number of reviews', () => {
    const { container } = render(<Rating rating={3.6} reviews={12} />);
    const stars = screen.getByRole('img', { name: 'Rated 4 out of 5' });
    expect(stars).toHaveTextContent('★★★★☆');
    expect(container.firstElementChild!.tagName).toBe('SPAN');
    expect(container).toHaveTextContent('(12 reviews)');
  });

  it('says review for one, clamps to 0–5 and reads numeric strings', () => {
    const { rerender, container } = render(<Rating rating="7" reviews="1" as="p" />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(container.firstElementChild!.tagName).toBe('P');
    expect(container).toHaveTextContent('(1 review)');
    rerender(<Rating rating={Number.NaN} reviews={0} />);
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toHaveTextContent('☆☆☆☆☆');
    expect(container).toHaveTextContent('(0 reviews)');
  });
});
