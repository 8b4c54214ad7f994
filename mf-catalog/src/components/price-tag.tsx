// A BGN price with its euro equivalent beside it (spec section 9: dual display).
import { EURO_NOTICE, formatEuro, formatLeva } from '@site/shared/euro';
import './price-tag.css';

interface PriceTagProps {
  price: number;
  /** Struck through, for a value the offer replaces (the VIP real value). */
  struck?: boolean;
  size?: 'normal' | 'large';
}

export function PriceTag({ price, struck = false, size = 'normal' }: PriceTagProps) {
  const Amount = struck ? 's' : 'span';
  return (
    <span className={`catalog-price catalog-price--${size}${struck ? ' catalog-price--struck' : ''}`}>
      <Amount className="catalog-price__bgn">{formatLeva(price)}</Amount> <Amount className="catalog-price__eur">{formatEuro(price)}</Amount>
    </span>
  );
}

export function EuroNotice() {
  return <p className="catalog-euro-notice">{EURO_NOTICE}</p>;
}
