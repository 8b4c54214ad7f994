import { render, screen, within } from '@testing-library/react';
import { makeClient } from '@site/shared/testing/factories';
import { ClientCard } from './client-card';

function details() {
  return within(screen.getByRole('article', { name: 'Мария Петрова' }));
}

test('shows id, name, e-mail as mailto and phone as tel', () => {
  render(<ClientCard client={makeClient()} />);
  expect(details().getByRole('heading', { name: 'Мария Петрова' })).toBeInTheDocument();
  expect(details().getByText('ID').nextElementSibling).toHaveTextContent('17');
  expect(details().getByRole('link', { name: 'maria@example.bg' })).toHaveAttribute('href', 'mailto:maria@example.bg');
  expect(details().getByRole('link', { name: '+359 88 123 4567' })).toHaveAttribute('href', 'tel:+359881234567');
});

test('lists each course with its title and registration date in Bulgarian format, not the source', () => {
  const client = makeClient({
    registrationSource: 'Финансова грамотност',
    courses: [
      { courseId: 1, title: 'Бизнес планиране', registeredOn: '2025-08-05T09:30:00.000Z' },
      // 23:30 UTC on 31 Dec is already 1 January in Sofia
      { courseId: 4, title: 'Финансова грамотност', registeredOn: '2025-12-31T23:30:00.000Z' },
    ],
  });
  render(<ClientCard client={client} />);
  const items = details().getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('Бизнес планиране');
  expect(items[0]).toHaveTextContent('05.08.2025 г.');
  expect(items[1]).toHaveTextContent('Финансова грамотност');
  expect(items[1]).toHaveTextContent('01.01.2026 г.');
  expect(details().queryByText('Източник')).not.toBeInTheDocument();
});

test('without courses shows the registration source', () => {
  render(<ClientCard client={makeClient({ courses: [], registrationSource: 'Free Consultation' })} />);
  expect(details().getByText('Източник').nextElementSibling).toHaveTextContent('Free Consultation');
  expect(details().queryByRole('list')).not.toBeInTheDocument();
});

test.each([null, '', '   '])('without courses or source (%p) shows "Безплатна консултация"', (registrationSource) => {
  render(<ClientCard client={makeClient({ courses: [], registrationSource })} />);
  expect(details().getByText('Източник').nextElementSibling).toHaveTextContent(/^Безплатна консултация$/);
});

test('shows every sign-up as it was sent, newest first, with its courses and consents', () => {
  const registration = {
    registrationSource: 'Free Consultation',
    courses: [],
    price: null,
    agreedToPrivacyPolicy: true,
    agreedToTermsOfService: true,
    agreedToMarketingPolicy: false,
    agreedToCookiePolicy: false,
  };
  const client = makeClient({
    fullName: 'Мария Петрова',
    registrations: [
      {
        ...registration,
        id: 9,
        fullName: 'Мария Петрова',
        phone: '+359 88 123 4567',
        registrationSource: 'Бизнес планиране',
        courses: [
          { courseId: 1, title: 'Бизнес планиране' },
          { courseId: 3, title: null },
        ],
        price: { amount: 250.53, currency: 'EUR' },
        agreedToMarketingPolicy: true,
        createdAt: '2025-08-05T09:30:00.000Z',
      },
      { ...registration, id: 4, fullName: 'Мария', phone: '0899 000 000', createdAt: '2025-03-01T08:00:00.000Z' },
    ],
  });
  render(<ClientCard client={client} />);
  expect(details().getByText('История на регистрациите (2)')).toBeInTheDocument();
  const [latest, earlier] = within(details().getByRole('group')).getAllByRole('listitem');
  expect(latest).toHaveTextContent('05.08.2025 г.');
  expect(latest).toHaveTextContent('Бизнес планиране, Изтрит курс №3');
  expect(latest).toHaveTextContent('Цена при заявката250,53 €');
  expect(latest).toHaveTextContent('лични данни, общи условия, маркетинг');
  expect(earlier).toHaveTextContent('01.03.2025 г.');
  expect(earlier).toHaveTextContent('Мария');
  expect(earlier).toHaveTextContent('0899 000 000');
  expect(earlier).toHaveTextContent('Free Consultation');
  expect(earlier).not.toHaveTextContent('Цена');
  expect(earlier).toHaveTextContent(/Съгласия\s*лични данни, общи условия$/);
});

test('shows no history for a client without recorded sign-ups', () => {
  render(<ClientCard client={makeClient({ registrations: [] })} />);
  expect(details().queryByText(/История на регистрациите/)).not.toBeInTheDocument();
});
