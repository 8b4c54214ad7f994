import { PriceTag } from '../../../components/price-tag';

/** An event's price, or that it is free. */
export function EventPrice({ price, size }: { price: number; size?: 'normal' | 'large' }) {
  if (price <= 0) return <span className="catalog-event-free">Безплатно</span>;
  return <PriceTag price={price} size={size} />;
}
