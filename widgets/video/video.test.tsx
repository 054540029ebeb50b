import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { videos } from '../../mocks/db/content';
import { embedUrl } from './embed';

const [hosted, youtube] = videos();

describe('video', () => {
  it('plays a file the store hosts in a video element that loads nothing until played', () => {
    const { el } = mountWidget(widget, { videos: [hosted], width: 1280, height: 720 });
    const video = el.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', hosted.poster);
    expect(video).toHaveAccessibleName(hosted.title);
    expect(video.querySelector('source')).toHaveAttribute('src', hosted.url);
    expect(video).not.toHaveAttribute('autoplay');
    expect(screen.getByText(hosted.title, { selector: 'figcaption' })).toBeInTheDocument();
    // The box has the module's proportions before anything loads.
    expect((video.parentElement as HTMLElement).style.aspectRatio).toBe('1280 / 720');
  });

  it('plays YouTube and Vimeo in their players, in a lazily loaded titled frame', () => {
    mountWidget(widget, { videos: [youtube, { id: 3, url: 'https://vimeo.com/76979871', title: 'Rotor resurfacing' }], width: 16, height: 9 });
    const frames = screen.getAllByTitle(/Choosing the right motor oil|Rotor resurfacing/);
    expect(frames.map((f) => f.getAttribute('src'))).toEqual(['https://www.youtube-nocookie.com/embed/3zYhPq4YqPk', 'https://player.vimeo.com/video/76979871']);
    for (const frame of frames) expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('autoplays muted and looping when asked, and can hide the titles', () => {
    const { el } = mountWidget(widget, { videos: [hosted], autoplay: true, showTitles: false });
    const video = el.querySelector('video')!;
    expect(video).toHaveAttribute('autoplay');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(el.querySelector('figcaption')).toBeNull();
  });

  it('recognises player addresses', () => {
    expect(embedUrl('https://www.youtube.com/watch?v=abc123&t=4')).toBe('https://www.youtube-nocookie.com/embed/abc123');
    expect(embedUrl('https://youtu.be/xyz')).toBe('https://www.youtube-nocookie.com/embed/xyz');
    expect(embedUrl('https://youtube.com/shorts/s1')).toBe('https://www.youtube-nocookie.com/embed/s1');
    expect(embedUrl('/image/catalog/video/a.mp4')).toBeNull();
    expect(embedUrl('https://cdn.example.com/a.webm')).toBeNull();
  });

  it('rejects videos without a url or title', () => {
    expect(() => mountWidget(widget, {})).toThrow(/videos is required/);
    expect(() => mountWidget(widget, { videos: [{ title: 'x' }] })).toThrow(/each video needs a url/);
    expect(() => mountWidget(widget, { videos: [{ url: '/a.mp4' }] })).toThrow(/each video needs a title/);
  });
});

describe('video: the store’s words', () => {
  it('writes the download link with a text set in #pf-config', async () => {
    setConfig({ texts: { 'video.download': 'Save {title}' } });
    mountWidget(widget, { videos: [hosted] });
    expect(await screen.findByText(`Save ${hosted.title}`)).toBeInTheDocument();
  });
});
