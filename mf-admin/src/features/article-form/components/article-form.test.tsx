import { act, screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '@site/shared/data';
import { FeedbackRegion } from '../../../components/feedback-region';
import { makeDraftArticle, sampleCategories as categories } from '@site/shared/testing/factories';
import { deferred } from '@site/shared/testing/deferred';
import { fail, fakeApi, networkError, ok, reply, type Answer, type FakeAnswer } from '@site/shared/testing/fake-api';
import { renderInRouter, resetAdminState, signInForTest, TEST_TOKEN } from '../../../test/render';
import { useArticleFormStore } from '../store';
import { ArticleForm } from './article-form';

/** The server's answers: the categories, a create (POST /articles), an update (PUT /articles/:id). */
let answers: Record<'categories' | 'create' | 'update', Answer>;
let api: ReturnType<typeof fakeApi>;
/** The writes sent with `method` ('post' or 'put'), as [path, token, body]. */
const sent = (method: string) =>
  api.requests
    .filter((request) => request.method === method)
    .map((request) => [request.url, String(request.headers.Authorization).replace(/^Bearer /, ''), JSON.parse(String(request.data)) as unknown]);
const categoryReads = () => api.requests.filter((request) => request.method === 'get' && request.url === '/categories');
/** Gives a wrongly sent request the time to reach the server before a test looks. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

function renderForm(imageNames: string[] = []) {
  return renderInRouter(
    <>
      <FeedbackRegion />
      <ArticleForm imageNames={imageNames} />
    </>,
  );
}

const field = (name: string) => screen.getByLabelText(name);

beforeEach(() => {
  resetAdminState();
  signInForTest();
  jest.resetAllMocks();
  // The shared client logs every failed call (the spec); the refusals here are on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answers = { categories: ok(categories), create: fail('no answer set', 599), update: fail('no answer set', 599) };
  api = fakeApi((config) => {
    if (config.method === 'get' && config.url === '/categories') return reply(answers.categories, config);
    if (config.method === 'post' && config.url === '/articles') return reply(answers.create, config);
    if (config.method === 'put' && /^\/articles\/\d+$/.test(config.url ?? '')) return reply(answers.update, config);
    return { status: 599, body: `unexpected ${config.method ?? ''} ${config.url ?? ''}` };
  });
});

afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

type View = ReturnType<typeof renderForm>;

async function fillRequired({ user }: View) {
  await user.type(field('Заглавие'), 'Бизнес планиране');
  await user.type(field('Кратко описание'), 'Как се прави план');
  await user.click(field('Съдържание (HTML)'));
  await user.paste('<p>План</p>');
}

describe('ArticleForm rules', () => {
  it('requires title, slug, short description and content, each with its message beside it', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Създай статията' }));
    expect(field('Заглавие')).toHaveAccessibleDescription('Заглавието е задължително');
    expect(field('Адрес (slug)')).toHaveAccessibleDescription(/^Адресът \(slug\) е задължителен/);
    expect(field('Кратко описание')).toHaveAccessibleDescription('Краткото описание е задължително');
    expect(field('Съдържание (HTML)')).toHaveAccessibleDescription(/^Съдържанието е задължително/);
    expect(field('Заглавие')).toBeInvalid();
    expect(field('Заглавие')).toHaveFocus();
    await settle();
    expect(sent('post')).toEqual([]);
  });

  it.each([
    ['Заглавие', 'Заглавието е задължително'],
    ['Кратко описание', 'Краткото описание е задължително'],
    ['Съдържание (HTML)', 'Съдържанието е задължително'],
  ])('refuses to save without %s alone', async (label, message) => {
    const view = renderForm();
    await fillRequired(view);
    await view.user.clear(field(label));
    await view.user.click(screen.getByRole('button', { name: 'Създай статията' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveFocus();
    await settle();
    expect(sent('post')).toEqual([]);
  });

  it('requires the slug alone and checks its shape', async () => {
    const view = renderForm();
    await fillRequired(view);
    await view.user.clear(field('Адрес (slug)'));
    await view.user.type(field('Адрес (slug)'), 'Грешен Адрес');
    await view.user.click(screen.getByRole('button', { name: 'Създай статията' }));
    expect(field('Адрес (slug)')).toHaveAccessibleDescription(/може да съдържа само малки латински букви/);
    await settle();
    expect(sent('post')).toEqual([]);
  });

  it('clears a field message as the field is corrected', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Създай статията' }));
    await user.type(field('Заглавие'), 'Ново');
    expect(screen.queryByText('Заглавието е задължително')).not.toBeInTheDocument();
    expect(screen.getByText('Краткото описание е задължително')).toBeInTheDocument();
  });
});

describe('slug generation', () => {
  it('follows the title while typing', async () => {
    const { user } = renderForm();
    await user.type(field('Заглавие'), 'Търговски');
    expect(field('Адрес (slug)')).toHaveValue('turgovski');
    await user.type(field('Заглавие'), ' умения!');
    expect(field('Адрес (slug)')).toHaveValue('turgovski-umeniia');
  });

  it('stops following once edited by hand, and resumes when emptied', async () => {
    const { user } = renderForm();
    await user.type(field('Заглавие'), 'Финансова');
    await user.clear(field('Адрес (slug)'));
    await user.type(field('Адрес (slug)'), 'moi-adres');
    await user.type(field('Заглавие'), ' грамотност');
    expect(field('Адрес (slug)')).toHaveValue('moi-adres');
    await user.clear(field('Адрес (slug)'));
    await user.type(field('Заглавие'), ' днес');
    expect(field('Адрес (slug)')).toHaveValue('finansova-gramotnost-dnes');
  });
});

describe('saving', () => {
  it('creates with the parsed tags, category and flags, then resets to an empty create form and refreshes the article reads', async () => {
    answers.create = ok(makeDraftArticle({ id: 9 }));
    const view = renderForm(['20250101-a.png', '20250102-b.png']);
    const { user } = view;
    await fillRequired(view);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Категория' }), 'Продажби');
    await user.type(field('Етикети'), ' бизнес, , план ,');
    await user.type(field('Автор'), 'Иван Петров');
    await user.selectOptions(field('Основна снимка'), '20250102-b.png');
    await user.type(field('Мета описание'), 'Описание за търсачки');
    await user.type(field('Мета ключови думи'), 'план, бизнес');
    await user.click(screen.getByRole('checkbox', { name: 'Препоръчана' }));
    // A public list read earlier in the visit (the articles remote's) must not keep showing the old state.
    view.queryClient.setQueryData(queryKeys.articles.published(), []);
    await user.click(screen.getByRole('button', { name: 'Създай статията' }));

    await waitFor(() => expect(sent('post')).toHaveLength(1));
    expect(sent('post')[0]).toEqual([
      '/articles',
      TEST_TOKEN,
      {
        title: 'Бизнес планиране',
        slug: 'biznes-planirane',
        shortDescription: 'Как се прави план',
        content: '<p>План</p>',
        featuredImage: '20250102-b.png',
        pictureId: null,
        metaDescription: 'Описание за търсачки',
        metaKeywords: 'план, бизнес',
        categoryId: 2,
        tags: ['бизнес', 'план'],
        authorName: 'Иван Петров',
        isPublished: false,
        isFeatured: true,
      },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('Статията е създадена успешно!');
    expect(field('Заглавие')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Нова статия' })).toBeInTheDocument();
    expect(view.queryClient.getQueryState(queryKeys.articles.published())?.isInvalidated).toBe(true);
    // Only what the save changed: the categories it offered are not read again.
    expect(categoryReads()).toHaveLength(1);
  });

  it('leaves the category unset when none is chosen', async () => {
    answers.create = ok(makeDraftArticle());
    const view = renderForm();
    await fillRequired(view);
    await view.user.click(screen.getByRole('button', { name: 'Създай статията' }));
    await waitFor(() =>
      expect(sent('post')).toEqual([['/articles', TEST_TOKEN, expect.objectContaining({ categoryId: null, tags: [], featuredImage: null })]]),
    );
  });

  it('updates in edit mode with the id in the body, keeping the slug when the title changes', async () => {
    const article = makeDraftArticle({ id: 5, title: 'Стар', slug: 'star', tags: ['а', 'б'], categoryId: 1, isPublished: true });
    answers.update = ok(article);
    const { user } = renderForm();
    act(() => useArticleFormStore.getState().startEdit(article));
    expect(screen.getByRole('heading', { name: 'Редактиране на статия' })).toBeInTheDocument();
    await user.clear(field('Заглавие'));
    await user.type(field('Заглавие'), 'Нов');
    expect(field('Адрес (slug)')).toHaveValue('star');
    await user.click(screen.getByRole('button', { name: 'Запази промените' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Статията е обновена успешно!');
    expect(sent('put')).toEqual([
      ['/articles/5', TEST_TOKEN, expect.objectContaining({ id: 5, title: 'Нов', slug: 'star', tags: ['а', 'б'], categoryId: 1, isPublished: true })],
    ]);
    expect(sent('post')).toEqual([]);
  });

  it("shows the server's message when a save fails", async () => {
    answers.create = fail('Избраната категория не съществува', 400);
    const view = renderForm();
    await fillRequired(view);
    await view.user.click(screen.getByRole('button', { name: 'Създай статията' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Избраната категория не съществува');
  });

  it("says 'Грешка при създаване на статията' when a create fails without a message", async () => {
    answers.create = networkError;
    const view = renderForm();
    await fillRequired(view);
    await view.user.click(screen.getByRole('button', { name: 'Създай статията' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Грешка при създаване на статията');
    expect(field('Заглавие')).toHaveValue('Бизнес планиране');
  });

  it("says 'Възникна грешка при запазване' when an update fails without a message", async () => {
    answers.update = networkError;
    const { user } = renderForm();
    act(() => useArticleFormStore.getState().startEdit(makeDraftArticle({ id: 3 })));
    await user.click(screen.getByRole('button', { name: 'Запази промените' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Възникна грешка при запазване');
  });

  it('reports a duplicate slug on the slug field, not as a general error', async () => {
    answers.create = fail('Статия с този адрес (slug) вече съществува', 409);
    const view = renderForm();
    await fillRequired(view);
    await view.user.click(screen.getByRole('button', { name: 'Създай статията' }));
    const slug = field('Адрес (slug)');
    await screen.findByText('Статия с този адрес (slug) вече съществува');
    expect(slug).toHaveAccessibleDescription(/^Статия с този адрес \(slug\) вече съществува/);
    expect(slug).toBeInvalid();
    expect(slug).toHaveFocus();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('saves once on a double click, the button busy meanwhile', async () => {
    const pending = deferred<FakeAnswer>();
    answers.create = () => pending.promise;
    const view = renderForm();
    await fillRequired(view);
    await view.user.dblClick(screen.getByRole('button', { name: 'Създай статията' }));
    expect(screen.getByRole('button', { name: 'Зареждане...' })).toHaveAttribute('aria-disabled', 'true');
    await settle();
    expect(sent('post')).toHaveLength(1);
    await act(async () => pending.resolve(ok(makeDraftArticle())));
    expect(await screen.findByRole('button', { name: 'Създай статията' })).not.toHaveAttribute('aria-disabled');
  });

  it('cancel leaves edit mode for an empty create form', async () => {
    const { user } = renderForm();
    act(() => useArticleFormStore.getState().startEdit(makeDraftArticle({ id: 3, title: 'Заредена' })));
    expect(field('Заглавие')).toHaveValue('Заредена');
    await user.click(screen.getByRole('button', { name: 'Отказ' }));
    expect(screen.getByRole('heading', { name: 'Нова статия' })).toBeInTheDocument();
    expect(field('Заглавие')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Създай статията' })).toBeInTheDocument();
  });
});

describe('preview and categories', () => {
  it('previews the sanitised content as it is typed', async () => {
    const { user } = renderForm();
    await user.click(field('Съдържание (HTML)'));
    await user.paste('<h2>Глава</h2><img src="x.png" alt="снимка" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">връзка</a>');
    const preview = screen.getByRole('region', { name: 'Преглед на съдържанието' });
    expect(await within(preview).findByRole('heading', { name: 'Глава' })).toBeInTheDocument();
    expect(within(preview).getByRole('img', { name: 'снимка' })).not.toHaveAttribute('onerror');
    expect(within(preview).getByText('връзка')).not.toHaveAttribute('href', 'javascript:alert(3)');
    expect(preview.innerHTML).not.toContain('<script');
  });

  it('offers every category, marking the inactive ones', async () => {
    answers.categories = ok([...categories, { id: 3, name: 'Архив', slug: 'arhiv', color: 'blue', isActive: false, order: 3, articleCount: 0 }]);
    renderForm();
    const select = screen.getByRole('combobox', { name: 'Категория' });
    expect(await within(select).findByRole('option', { name: 'Архив (неактивна)' })).toBeInTheDocument();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Без категория', 'Финанси', 'Продажби', 'Архив (неактивна)']);
  });

  it('says so when the categories fail to load, logging the failure, and saving still works', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answers.categories = networkError;
    answers.create = ok(makeDraftArticle());
    const view = renderForm();
    expect(await screen.findByText(/Категориите не можаха да се заредят/)).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Категория' })).getAllByRole('option')).toHaveLength(1);
    expect(log).toHaveBeenCalledWith('Admin categories:', 'Network Error');
    await fillRequired(view);
    await view.user.click(screen.getByRole('button', { name: 'Създай статията' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Статията е създадена успешно!');
    expect(sent('post')).toEqual([['/articles', TEST_TOKEN, expect.objectContaining({ categoryId: null })]]);
  });
});

describe('unsaved changes', () => {
  it('asks before leaving the page and stays when declined', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, router } = renderForm();
    await user.type(field('Заглавие'), 'Недовършена');
    await act(() => router.navigate('/articles'));
    expect(confirm).toHaveBeenCalledWith('Имате незапазени промени. Сигурни ли сте, че искате да ги изоставите?');
    expect(router.state.location.pathname).toBe('/admin/articles');
    expect(field('Заглавие')).toHaveValue('Недовършена');
  });

  it('leaves when confirmed', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, router } = renderForm();
    await user.type(field('Заглавие'), 'Недовършена');
    await act(() => router.navigate('/articles'));
    expect(await screen.findByRole('heading', { name: 'Всички статии' })).toBeInTheDocument();
  });

  it('does not ask when nothing changed', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const { router } = renderForm();
    await act(() => router.navigate('/articles'));
    expect(confirm).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Всички статии' })).toBeInTheDocument();
  });

  it('asks the browser before closing the tab', async () => {
    const { user } = renderForm();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(field('Заглавие'), 'Недовършена');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
