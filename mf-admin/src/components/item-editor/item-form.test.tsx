import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldList, type FieldErrors, type FieldSpecs, type FieldValue, type FormValues } from './fields';
import { ItemForm } from './item-form';

// A section whose body is rich text: the field kind any section may use, as articles' content does.
const fields: FieldSpecs<'title' | 'body'> = {
  title: { kind: 'text', label: 'Заглавие', required: true },
  body: { kind: 'richText', label: 'Съдържание (HTML)', required: true },
};

function Form({ errors = {}, onSubmit = () => undefined }: { errors?: FieldErrors; onSubmit?: (values: FormValues) => void }) {
  const [values, setValues] = useState<FormValues>({ title: '', body: '' });
  const change = (name: string, value: FieldValue) => setValues((current) => ({ ...current, [name]: value }));
  return (
    <ItemForm
      heading="Ново"
      fields={fieldList(fields)}
      values={values}
      errors={errors}
      choices={{}}
      saving={false}
      editingId={null}
      onChange={change}
      onPendingPicture={() => undefined}
      onSubmit={() => onSubmit(values)}
      onCancel={() => undefined}
      renderPicture={() => null}
    />
  );
}

describe('a rich-text field', () => {
  it('previews the sanitised HTML as it is typed, and the form sends it as typed', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: FormValues[] = [];
    render(<Form onSubmit={(values) => sent.push(values)} />);
    const preview = screen.getByRole('region', { name: 'Преглед на съдържанието' });
    expect(within(preview).getByText('Прегледът ще се появи тук, щом въведете съдържание.')).toBeInTheDocument();
    const html = '<h2>Глава</h2><img src="x.png" alt="снимка" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">връзка</a>';
    await user.click(screen.getByLabelText('Съдържание (HTML)'));
    await user.paste(html);
    expect(await within(preview).findByRole('heading', { name: 'Глава' })).toBeInTheDocument();
    expect(within(preview).getByRole('img', { name: 'снимка' })).not.toHaveAttribute('onerror');
    expect(within(preview).getByText('връзка')).not.toHaveAttribute('href', 'javascript:alert(3)');
    expect(preview.innerHTML).not.toContain('<script');
    await user.click(screen.getByRole('button', { name: 'Създай' }));
    expect(sent).toEqual([{ title: '', body: html }]);
  });

  it('is required, hinted and shows its error beside itself', () => {
    render(<Form errors={{ body: 'Съдържанието е задължително' }} />);
    const source = screen.getByLabelText('Съдържание (HTML)');
    expect(source.tagName).toBe('TEXTAREA');
    expect(source).toBeRequired();
    expect(source).toBeInvalid();
    expect(source).toHaveAccessibleDescription('Съдържанието е задължително Позволен е HTML; прегледът показва какво ще видят читателите.');
  });
});
