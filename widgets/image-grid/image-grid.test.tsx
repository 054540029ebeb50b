import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { imageGridItems } from '../../mocks/db/content';

const items = imageGridItems(6);

describe('image-grid', () => {
  it('lists one linked tile per item, with titles shown when show_banner_title is on', () => {
    mountWidget(widget, { items, heading: 'Shop by category' });
    const section = screen.getByRole('region', { name: 'Shop by category' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Shop by category' })).toBeInTheDocument();
    const tiles = within(section).getAllByRole('listitem');
    expect(tiles).toHaveLength(6);
    // Brakes: title shown, the picture decorative.
    expect(within(tiles[0]).getByRole('link', { name: /Brakes.*Shop Brakes/ })).toHaveAttribute('href', '/index.php?route=product/category&path=20');
    expect(within(tiles[0]).getByText(items[0].subtitle)).toBeInTheDocument();
    expect(tiles[0].querySelector('img')).toHaveAttribute('alt', '');
    // Filters (third): title hidden, it becomes the picture's text.
    expect(within(tiles[2]).queryByText(items[2].subtitle)).not.toBeInTheDocument();
    expect(within(tiles[2]).getByRole('img', { name: 'Filters' })).toBeInTheDocument();
  });

  it('opens the new-tab tile in a new tab and says so', () => {
    mountWidget(widget, { items });
    const last = screen.getAllByRole('listitem')[5];
    const link = within(last).getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
    expect(within(screen.getAllByRole('listitem')[0]).getByRole('link')).not.toHaveAttribute('target');
  });

  it('takes mobile images below 768 px, and every picture is lazy and sized', () => {
    mountWidget(widget, { items, width: 600, height: 400, mobileWidth: 600, mobileHeight: 600 });
    for (const [i, tile] of screen.getAllByRole('listitem').entries()) {
      expect(tile.querySelector('source')).toHaveAttribute('media', '(max-width: 767px)');
      expect(tile.querySelector('source')).toHaveAttribute('srcset', items[i].mobile_image);
      const img = tile.querySelector('img')!;
      expect(img).toHaveAttribute('loading', 'lazy');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['600', '400']);
    }
  });

  it('renders a tile without a link as plain content, and sets the columns', () => {
    const { el } = mountWidget(widget, { items: [{ ...items[0], link: '' }], columns: '4' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(el.querySelector('section')!.getAttribute('style')).toContain('--pf-grid-columns: 4');
  });

  it('rejects props without items', () => {
    expect(() => mountWidget(widget, {})).toThrow(/items is required/);
    expect(() => mountWidget(widget, { items: [], columns: 3 })).toThrow(/at least one image/);
  });
});

describe('image-grid: the store’s words', () => {
  it('names the grid with a text set in #pf-config', async () => {
    setConfig({ texts: { 'imageGrid.featured': 'Highlights' } });
    mountWidget(widget, { items: imageGridItems() });
    expect(await screen.findByRole('region', { name: 'Highlights' })).toBeInTheDocument();
  });

  it('says a link opens a new tab with a text set in #pf-config', () => {
    setConfig({ texts: { 'content.newTab': '(new window)' } });
    mountWidget(widget, { items });
    const link = within(screen.getAllByRole('listitem')[5]).getByRole('link');
    expect(link).toHaveTextContent('(new window)');
    expect(link).not.toHaveTextContent('(opens in a new tab)');
  });
});
