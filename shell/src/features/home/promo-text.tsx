// The home page's promotional texts (spec: Home: the consultation offer and payment by instalments), as
// staff keep them in the console; one past its last day is not shown, and with none the section is left out.
import { useShownPromotions } from './queries';

export function PromoText() {
  const promotions = useShownPromotions();
  if (promotions.length === 0) return null;
  return (
    <section className="home-promo" aria-labelledby="home-promo-title">
      <h2 id="home-promo-title">Специални условия</h2>
      <ul className="home-promo__list">
        {promotions.map((promotion) => (
          <li key={promotion.id} className="home-promo__item">
            <span className="home-promo__icon" aria-hidden="true">
              ✓
            </span>
            <div>
              <h3>{promotion.title}</h3>
              {promotion.body && <p>{promotion.body}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
