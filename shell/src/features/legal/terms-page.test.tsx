import { screen, within } from '@testing-library/react';
import { policyVersion } from '@site/shared/policies';
import { UNSET_SITE_SETTINGS } from '@site/shared/site-settings';
import { renderWithSettings } from '../../test/render-with-settings';
import { expectHeadings, expectTableOfContents, metaDescription, section } from './legal-test-utils';
import { TermsPage } from './terms-page';

const headings = [
  '1. Определения',
  '2. Общи положения и данни за търговеца',
  '3. Предлагани стоки и услуги',
  '4. Онлайн регистрация',
  '5. Сключване на договора',
  '6. Плащане',
  '7. Цени',
  '8. Право на отказ',
  '9. Рекламации и гаранция',
  '10. Интелектуална собственост',
  '11. Промени в общите условия',
  '12. Приложимо право и решаване на спорове',
];

describe('TermsPage', () => {
  it('starts with definitions and numbers the sections 3 to 12 as the specification lists them', () => {
    renderWithSettings(<TermsPage />);
    expectHeadings('Общи условия', headings);
  });

  it('has a table of contents whose links land on their sections', () => {
    renderWithSettings(<TermsPage />);
    expectTableOfContents(headings);
  });

  it('states the version of its text under the title', () => {
    renderWithSettings(<TermsPage />);
    expect(policyVersion('terms').version).toMatch(/^2026-11\.[0-9a-f]{8}$/);
    const version = screen.getByText(`Версия на текста: ${policyVersion('terms').version}`);
    expect(screen.getByRole('heading', { level: 1 }).compareDocumentPosition(version) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names the operator, a joint-stock company, with its registry data and contacts', () => {
    renderWithSettings(<TermsPage />);
    const operator = section('2. Общи положения и данни за търговеца');
    expect(
      within(operator)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Наименование и правна форма', 'ЕИК', 'Седалище и адрес на управление', 'Имейл', 'Телефон', 'Надзорни органи']);
    expect(operator).toHaveTextContent('Бизнес Академия АД, акционерно дружество');
    expect(operator).toHaveTextContent('123456789');
    expect(operator).toHaveTextContent('гр. София 1000, ул. „Примерна“ 1');
    expect(within(operator).getByRole('link', { name: 'support@example.bg' })).toHaveAttribute('href', 'mailto:support@example.bg');
    expect(operator).toHaveTextContent('+359 2 123 4567');
  });

  it('leaves out the operator data that are unset, and names no address where one is needed', () => {
    renderWithSettings(<TermsPage />, UNSET_SITE_SETTINGS);
    const operator = section('2. Общи положения и данни за търговеца');
    expect(
      within(operator)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Наименование и правна форма', 'Надзорни органи']);
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent(/\[|\]/);
    expect(section('8. Право на отказ')).toHaveTextContent(
      'За да упражни правото си, Купувачът изпраща до Търговеца недвусмислено изявление. Той може да използва стандартния формуляр',
    );
    expect(section('9. Рекламации и гаранция')).toHaveTextContent('Рекламация се подава до Търговеца, като се посочват номерът или датата на поръчката');
  });

  it('sends the withdrawal statement and complaints to the support e-mail when it is set', () => {
    renderWithSettings(<TermsPage />);
    expect(section('8. Право на отказ')).toHaveTextContent('Купувачът изпраща недвусмислено изявление на support@example.bg. Той може');
    expect(within(section('8. Право на отказ')).getByRole('link', { name: 'support@example.bg' })).toBeInTheDocument();
    expect(section('9. Рекламации и гаранция')).toHaveTextContent('Рекламация се подава на support@example.bg, като се посочват');
  });

  it('lists the registration data, identification by e-mail and password reset', () => {
    renderWithSettings(<TermsPage />);
    const registration = section('4. Онлайн регистрация');
    expect(registration).toHaveTextContent('имейл адрес, собствено и фамилно име и телефон');
    expect(registration).toHaveTextContent('Имейл адресът идентифицира Регистрирания потребител');
    expect(registration).toHaveTextContent('може да я възстанови');
    expect(registration).toHaveTextContent('навършило 18 години');
  });

  it('describes the order steps and the contract rules', () => {
    renderWithSettings(<TermsPage />);
    const contract = section('5. Сключване на договора');
    const steps = within(contract)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      'Вход в Платформата с регистрирания профил.',
      'Избор на стоки или услуги от една категория и добавянето им към списъка за поръчка.',
      'Въвеждане на данните на Купувача.',
      'Въвеждане на данните за доставка.',
      'Избор на начин на плащане и плащане.',
      'Потвърждаване на поръчката.',
    ]);
    expect(contract).toHaveTextContent('Стоки или услуги от различни категории не могат да бъдат включени в една поръчка');
    expect(contract).toHaveTextContent('да поправи допуснатите при въвеждането грешки');
    expect(contract).toHaveTextContent('Ваучер за отстъпка или промо код може да бъде приложен преди завършването на поръчката');
    expect(contract).toHaveTextContent('стоката е готова за изпращане или че услугата може да бъде предоставена');
    expect(contract).toHaveTextContent('може да откаже поръчка, когато поръчаната стока не е налична');
    expect(contract).toHaveTextContent('Платените услуги се предоставят след авансово плащане');
  });

  it('gives the access and delivery terms and the contract language and storage', () => {
    renderWithSettings(<TermsPage />);
    const contract = section('5. Сключване на договора');
    expect(contract).toHaveTextContent('в срок до 3 работни дни след получаване на плащането');
    expect(contract).toHaveTextContent('в срок до 30 календарни дни, считано от деня, следващ изпращането на поръчката');
    expect(contract).toHaveTextContent('Договорът се сключва на български език. Той се съхранява в базата данни на Платформата');
  });

  it('lists the six payment methods and links to the bank details', () => {
    renderWithSettings(<TermsPage />);
    const payment = section('6. Плащане');
    expect(within(payment).getAllByRole('listitem')).toHaveLength(6);
    expect(payment).toHaveTextContent('банков превод');
    expect(payment).toHaveTextContent('без регистрация при доставчика');
    expect(payment).toHaveTextContent('микросметка');
    expect(payment).toHaveTextContent('доставчик на електронен портфейл');
    expect(payment).toHaveTextContent('мрежа от каси за плащания');
    expect(payment).toHaveTextContent('плащане на вноски чрез банка');
    expect(within(payment).getByRole('link', { name: 'Плащане по банков път' })).toHaveAttribute('href', '/iban');
  });

  it('states that prices are in euro and include taxes, shows shipping first and how leva amounts were converted', () => {
    renderWithSettings(<TermsPage />);
    const prices = section('7. Цени');
    expect(prices).toHaveTextContent('включват всички данъци');
    expect(prices).toHaveTextContent('Разходите за доставка се показват на Купувача, преди той да завърши поръчката');
    expect(prices).toHaveTextContent('Цените в Платформата са в евро');
    expect(prices).toHaveTextContent('Плащанията се извършват в евро.');
    expect(within(prices).getByRole('heading', { level: 3, name: 'Еврото' })).toBeInTheDocument();
    expect(prices).toHaveTextContent('1 EUR = 1,95583 BGN');
    expect(prices).not.toHaveTextContent(/в лева и|Плащанията се извършват в лева|08\.08\.2026/);
  });

  it('gives the withdrawal period, the refund term and account, and the exclusions', () => {
    renderWithSettings(<TermsPage />);
    const withdrawal = section('8. Право на отказ');
    expect(withdrawal).toHaveTextContent('в срок от 14 дни от сключването му');
    expect(withdrawal).toHaveTextContent('в срок до 14 дни от деня, в който е уведомен за отказа');
    expect(withdrawal).toHaveTextContent('по банкова сметка, посочена от Купувача');
    expect(withdrawal).toHaveTextContent('докато получи обратно стоките или докато Купувачът представи доказателство');
    const exclusions = within(withdrawal)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(exclusions).toEqual([
      expect.stringContaining('изработени по поръчка на Купувача'),
      expect.stringContaining('запечатани стоки, които са разпечатани след доставката'),
    ]);
  });

  it('limits the warranty to manufacturing defects in Bulgaria', () => {
    renderWithSettings(<TermsPage />);
    expect(section('9. Рекламации и гаранция')).toHaveTextContent('покрива само фабрични (производствени) дефекти и важи на територията на Република България');
  });

  it('applies Bulgarian law', () => {
    renderWithSettings(<TermsPage />);
    expect(section('12. Приложимо право и решаване на спорове')).toHaveTextContent('се прилага българското законодателство');
  });

  it('sets its own title and meta description', () => {
    renderWithSettings(<TermsPage />);
    expect(document.title).toBe('Общи условия | Бизнес Академия');
    expect(metaDescription()).toMatch(/^Общите условия на Бизнес Академия АД/);
  });
});
