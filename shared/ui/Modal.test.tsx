import { describe, expect, it } from 'vitest';
import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, whenNoDialog } from './Modal';
import { Select } from './Select';

function Harness({ withInitialFocus = false }: { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Heads up!"
        initialFocusRef={withInitialFocus ? noteRef : undefined}
        footer={<button type="button">Continue</button>}
      >
        <label>
          Name <input />
        </label>
        <label>
          Note <textarea ref={noteRef} />
        </label>
      </Modal>
    </div>
  );
}

async function openDialog(props: { withInitialFocus?: boolean } = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Open dialog' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Heads up!' }) };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog in a pf-root portal on body and moves focus in', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Heads up!' })).toBeInTheDocument();
    const wrapper = dialog.closest('.pf-root');
    expect(wrapper?.parentElement).toBe(document.body);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('focuses initialFocusRef when given', async () => {
    await openDialog({ withInitialFocus: true });
    expect(screen.getByLabelText('Note')).toHaveFocus();
  });

  it('wraps Tab from the last element to the first, and Shift+Tab back', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const cont = screen.getByRole('button', { name: 'Continue' });
    cont.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(cont).toHaveFocus();
  });

  it('closes on Escape, unlocks scrolling and returns focus to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('runs whenNoDialog at once with no dialog open, else after the last one closed and gave the focus back', async () => {
    const focusAtRun: (Element | null)[] = [];
    whenNoDialog(() => focusAtRun.push(document.activeElement));
    expect(focusAtRun).toEqual([document.body]);

    const { user, opener } = await openDialog();
    const waited = () => focusAtRun.push(document.activeElement);
    whenNoDialog(waited);
    const cancelled = whenNoDialog(() => focusAtRun.push(null));
    cancelled();
    expect(focusAtRun).toHaveLength(1);
    await user.keyboard('{Escape}');
    // The opener had the focus back when the callback ran; the cancelled one never ran.
    expect(focusAtRun).toEqual([document.body, opener]);
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, dialog, opener } = await openDialog();
    await user.click(screen.getByRole('heading', { name: 'Heads up!' }));
    expect(dialog).toBeInTheDocument();
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button (closeLabel)', async () => {
    const user = userEvent.setup();
    render(
      <Modal open onClose={() => undefined} title="T" closeLabel="Dismiss">
        x
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    let closed = false;
    render(
      <Modal open onClose={() => (closed = true)} title="Second" closeLabel="Close second">
        y
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Close second' }));
    expect(closed).toBe(true);
  });

  it('lets only the innermost of nested dialogs answer Escape', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return (
        <Modal open={outer} onClose={() => setOuter(false)} title="Outer">
          <Modal open={inner} onClose={() => setInner(false)} title="Inner">
            <button type="button">Inside</button>
          </Modal>
        </Modal>
      );
    }
    render(<Nested />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
  });
});

describe('Modal initial focus', () => {
  it('focuses the first footer button when the body has nothing to focus', () => {
    render(
      <Modal open onClose={() => undefined} title="Heads up!" footer={<button type="button">Continue</button>}>
        <p>This part may not fit your vehicle.</p>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });
});

describe('Modal with a react-select inside', () => {
  function SelectInModal() {
    const [open, setOpen] = useState(true);
    const [value, setValue] = useState<string | null>(null);
    return open ? (
      <Modal open onClose={() => setOpen(false)} title="Choose your vehicle">
        <Select inputId="year" label="Year" options={[{ value: '2015', label: '2015' }]} value={value} onChange={setValue} />
      </Modal>
    ) : (
      <p>closed</p>
    );
  }

  it('closes the select menu with the first Escape and the dialog with the next', async () => {
    const user = userEvent.setup();
    render(<SelectInModal />);
    await user.click(screen.getByLabelText('Year'));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Choose your vehicle' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByText('closed')).toBeInTheDocument();
  });
});

describe('Modal whose first control starts disabled', () => {
  it('moves focus to the first control that can take it', async () => {
    render(
      <Modal open onClose={() => undefined} title="Select Your Vehicle">
        <input aria-label="Year" tabIndex={0} disabled />
        <button type="button">Retry</button>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
  });
});
