// The home page's promotional text: the consultation offer and payment by instalments (spec: Home).
export function PromoText() {
  return (
    <section className="home-promo" aria-labelledby="home-promo-title">
      <h2 id="home-promo-title">Специални условия</h2>
      <ul className="home-promo__list">
        <li className="home-promo__item">
          <span className="home-promo__icon" aria-hidden="true">
            ✓
          </span>
          <div>
            <h3>Безплатна консултация до 30.09</h3>
            <p>Запиши се до 30.09 и получи безплатна консултация за твоя бизнес с един от нашите лектори.</p>
          </div>
        </li>
        <li className="home-promo__item">
          <span className="home-promo__icon" aria-hidden="true">
            ✓
          </span>
          <div>
            <h3>Плащане на вноски</h3>
            <p>Можеш да платиш избрания курс на вноски чрез наш партньор – банка, без да чакаш да събереш цялата сума.</p>
          </div>
        </li>
      </ul>
    </section>
  );
}
