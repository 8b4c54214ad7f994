// A price as the day's rules show it (shared/money): euro, with leva beside it during the dual display.
import { priceNotice, showPrice } from '@site/shared/money';
import './price-tag.css';

interface PriceTagProps {
  /** In euro. */
  price: number;
  /** Struck through, for a value the offer replaces (the VIP real value). */
  struck?: boolean;
  size?: 'normal' | 'large';
}

export function PriceTag({ price, struck = false, size = 'normal' }: PriceTagProps) {
  const Amount = struck ? 's' : 'span';
  const { euro, leva } = showPrice(price, new Date());
  return (
    <span className={`catalog-price catalog-price--${size}${struck ? ' catalog-price--struck' : ''}`}>
      <Amount className="catalog-price__main">{euro}</Amount>
      {leva && (
        <>
          {' '}
          <Amount className="catalog-price__other">{leva}</Amount>
        </>
      )}
    </span>
  );
}

/** The notice that goes with prices while they are shown in leva too; nothing after that. */
export function PriceNotice() {
  const notice = priceNotice(new Date());
  return notice ? <p className="catalog-price-notice">{notice}</p> : null;
}
