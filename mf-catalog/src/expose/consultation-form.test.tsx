import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ok } from '@site/shared/testing/fake-api';
import { fakeCatalogApi } from '../test/fake-catalog-api';
import { fillRegistration } from '../test/fill-registration';
import { Component as ConsultationForm } from './consultation-form';

let api: ReturnType<typeof fakeCatalogApi> | undefined;
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

it('sends a free consultation and calls the shell back 2000 ms after success', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const server = (api = fakeCatalogApi(ok(null), ok(null)));
  const onSuccess = jest.fn();
  // In the home page's modal: the form posts to /consultation when sent without scripts.
  render(
    <MemoryRouter>
      <ConsultationForm onSuccess={onSuccess} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('button', { name: 'Изпрати заявка' }).closest('form')).toHaveAttribute('action', '/consultation');

  await fillRegistration(user, document.body);
  await user.click(screen.getByRole('button', { name: 'Изпрати заявка' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Заявката за консултация е изпратена успешно!');
  expect(server.signUps()).toEqual([expect.objectContaining({ registrationSource: 'Free Consultation' })]);
  expect(server.signUps()[0]).not.toHaveProperty('courseIds');
  act(() => jest.advanceTimersByTime(2000));
  expect(onSuccess).toHaveBeenCalledTimes(1);
});
