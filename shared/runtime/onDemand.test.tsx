import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onDemand, type OnDemand } from './onDemand';

/** A stand-in for a part's module, as its `import()` resolves. */
const partModule = { Part: () => <p>The part</p> };

function Shown({ part: demand }: { part: OnDemand<typeof partModule> }) {
  const { part, failed, retry } = demand.usePart();
  if (part) return <part.Part />;
  if (failed)
    return (
      <button type="button" onClick={retry}>
        Try again
      </button>
    );
  return <p>Loading…</p>;
}

describe('a part fetched on demand', () => {
  it('is fetched once, however many places show it', async () => {
    const importer = vi.fn(() => Promise.resolve(partModule));
    const part = onDemand(importer);
    render(
      <>
        <Shown part={part} />
        <Shown part={part} />
      </>,
    );
    expect(await screen.findAllByText('The part')).toHaveLength(2);
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('says so when its file cannot be fetched, and asks again on Try again', async () => {
    const importer = vi.fn<() => Promise<typeof partModule>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(partModule);
    const part = onDemand(importer);
    render(<Shown part={part} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('is there at once for a part fetched before it is shown', async () => {
    const part = onDemand(() => Promise.resolve(partModule));
    await part.load();
    render(<Shown part={part} />);
    expect(screen.getByText('The part')).toBeInTheDocument();
  });
});
