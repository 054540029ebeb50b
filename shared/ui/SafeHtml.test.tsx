import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('keeps markup, drops scripts and handlers, and secures new-tab links', () => {
    const { container } = render(<SafeHtml html={'<p>Fits <b>2019</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="/x" target="_blank">more</a>'} />);
    expect(screen.getByText('2019').tagName).toBe('B');
    expect(container.innerHTML).not.toMatch(/onerror|script/);
    expect(screen.getByRole('link', { name: 'more' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nothing for null', () => {
    const { container } = render(<SafeHtml html={null} as="span" />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});
