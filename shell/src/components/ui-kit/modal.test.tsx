import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';

function Harness({ title }: { title?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Отвори
      </button>
      <Modal isOpen={open} onClose={() => setOpen(false)} title={title}>
        <label>
          Име <input />
        </label>
      </Modal>
    </>
  );
}

async function openModal(title?: string) {
  const user = userEvent.setup();
  render(<Harness title={title} />);
  await user.click(screen.getByRole('button', { name: 'Отвори' }));
  return { user, dialog: screen.getByRole('dialog') };
}

describe('Modal', () => {
  it('shows the logo, the title, the content and a close button', async () => {
    const { dialog } = await openModal('Безплатна консултация');
    expect(screen.getByRole('dialog', { name: 'Безплатна консултация' })).toBe(dialog);
    expect(within(dialog).getByText('Бизнес Академия')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Име')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Затвори' })).toBeInTheDocument();
  });

  it('works without a title', async () => {
    const { dialog } = await openModal();
    expect(within(dialog).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('locks page scroll while open and restores it after', async () => {
    const { user } = await openModal('Заглавие');
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
    await user.click(screen.getByRole('button', { name: 'Затвори' }));
    expect(document.body).toHaveStyle({ overflow: '' });
  });

  it('closes on Escape', async () => {
    const { user } = await openModal('Заглавие');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const { user, dialog } = await openModal('Заглавие');
    await user.click(within(dialog).getByLabelText('Име'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('the dialog has no backdrop');
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus into the dialog, keeps Tab inside, and returns focus to the opener', async () => {
    const { user, dialog } = await openModal('Заглавие');
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Затвори' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByLabelText('Име')).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Затвори' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Отвори' })).toHaveFocus();
  });

  it('makes everything behind it inert while open, and only then', async () => {
    const { user, dialog } = await openModal('Заглавие');
    const page = screen.getByRole('button', { name: 'Отвори', hidden: true }).closest('body > *');
    expect(page).toHaveAttribute('inert');
    expect(dialog.closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(page).not.toHaveAttribute('inert');
  });
});
