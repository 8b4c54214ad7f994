import { render, screen } from '@testing-library/react';
import { PriceNotice, PriceTag } from './price-tag';

/** Renders on a pinned day: what a visitor saw then. */
function renderOn(date: string, ui: React.ReactElement) {
  jest.useFakeTimers({ now: new Date(`${date}T12:00:00+03:00`) });
  render(ui);
}

afterEach(() => jest.useRealTimers());

describe('PriceTag and PriceNotice', () => {
  it('on 8 August 2026, the last day of the dual display, show euro first with leva beside it and the fixed rate', () => {
    renderOn(
      '2026-08-08',
      <>
        <PriceTag price={250.53} />
        <PriceNotice />
      </>,
    );
    expect(screen.getByText('250,53 €')).toHaveClass('catalog-price__main');
    expect(screen.getByText('489,99 лв.')).toHaveClass('catalog-price__other');
    expect(screen.getByText(/1 € = 1,95583 лв\./)).toBeInTheDocument();
  });

  it('from 9 August 2026 show euro only and no notice', () => {
    renderOn(
      '2026-08-09',
      <>
        <PriceTag price={1124.33} struck />
        <PriceNotice />
      </>,
    );
    expect(screen.getByText('1124,33 €').tagName).toBe('S');
    expect(document.body).not.toHaveTextContent(/лв/);
    expect(screen.queryByRole('paragraph')).not.toBeInTheDocument();
  });
});
