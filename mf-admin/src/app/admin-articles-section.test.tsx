// The articles section as the /admin/articles screen composes it (SectionEditor with the articles
// configuration, the categories, the uploaded images and the picture library), against a fake server.
import { act, screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '@site/shared/data';
import { makeDraftArticle, sampleCategories as categories } from '@site/shared/testing/factories';
import { deferred } from '@site/shared/testing/deferred';
import { fail, inTurn, networkError, ok, pagesOf, type FakeAnswer } from '@site/shared/testing/fake-api';
import { authorizationOf, fakeArticleServer, type ArticleAnswers, type ArticleRoute } from '../test/article-server';
import { renderInRouter, resetAdminState, signInForTest } from '../test/render';
import { useSessionStore } from '../lib/session-store';
import { AdminArticlesScreen } from './admin-articles-screen';

let answers: ArticleAnswers;
let server: ReturnType<typeof fakeArticleServer>;
const sentTo = (route: ArticleRoute) => server.sentTo(route);
/** The writes sent with `method` ('post' or 'put'), as [path, Authorization header, body]. */
const sent = (route: 'create' | 'update') =>
  sentTo(route).map((request) => [request.url, authorizationOf(request), JSON.parse(String(request.data)) as unknown]);
/** The list's writes sent, as [method, path, Authorization header]. */
const writes = () => [...sentTo('toggle'), ...sentTo('remove')].map((request) => [request.method, request.url, authorizationOf(request)]);
/** Gives a wrongly sent request the time to reach the server before a test looks. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

const draft = makeDraftArticle({ id: 1, title: 'Чернова за финансите', viewCount: 0 });
const published = makeDraftArticle({
  id: 2,
  title: 'Публикуван съвет',
  slug: 'publikuvan-suvet',
  isPublished: true,
  publishedAt: '2025-08-05T09:00:00Z',
  createdAt: '2025-08-01T09:00:00Z',
  categoryId: 1,
  category: { id: 1, name: 'Финанси', color: 'blue', slug: 'finansi' },
  viewCount: 42,
});

function renderSection(imageNames: string[] = []) {
  answers.images = ok(imageNames);
  return renderInRouter(<AdminArticlesScreen />);
}

const field = (name: string) => screen.getByLabelText(name);
const card = (title: string) => screen.findByRole('article', { name: title });

/** Opens `article` in the form as staff do: 'Редактирай' on its card, the server answering with it. */
async function openForEditing({ user }: View, article: ReturnType<typeof makeDraftArticle>) {
  answers.get = ok(article);
  await user.click(within(await card(article.title)).getByRole('button', { name: 'Редактирай' }));
  await screen.findByRole('heading', { name: 'Редактиране на статия' });
}

beforeEach(() => {
  resetAdminState();
  signInForTest();
  jest.resetAllMocks();
  // The shared client logs every failed call (the spec); the refusals here are on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answers = {
    list: ok([draft, published]),
    categories: ok(categories),
    images: ok([]),
    pictures: ok([]),
  };
  server = fakeArticleServer(answers);
});

afterEach(() => {
  server.api.restore();
  jest.restoreAllMocks();
});

type View = ReturnType<typeof renderSection>;

async function fillRequired({ user }: View) {
  await user.type(field('Заглавие'), 'Бизнес планиране');
  await user.type(field('Кратко описание'), 'Как се прави план');
  await user.click(field('Съдържание (HTML)'));
  await user.paste('<p>План</p>');
}

describe('the form’s rules', () => {
  it('requires title, slug, short description and content, each with its message beside it', async () => {
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Създай статията' }));
    expect(field('Заглавие')).toHaveAccessibleDescription('Заглавието е задължително');
    expect(field('Адрес (slug)')).toHaveAccessibleDescription(/^Адресът \(slug\) е задължителен/);
    expect(field('Кратко описание')).toHaveAccessibleDescription('Краткото описание е задължително');
    expect(field('Съдържание (HTML)')).toHaveAccessibleDescription(/^Съдържанието е задължително/);
    expect(field('Заглавие')).toBeInvalid();
    expect(field('Заглавие')).toHaveFocus();
    await settle();
    expect(sent('create')).toEqual([]);
  });

  it.each([
    ['Заглавие', 'Заглавието е задължително'],
    ['Кратко описание', 'Краткото описание е задължително'],
    ['Съдържание (HTML)', 'Съдържанието е задължително'],
  ])('refuses to save without %s alone', async (label, message) => {
    const view = renderSection();
    await fillRequired(view);
    await view.user.clear(field(label));
    await view.user.click(screen.getByRole('button', { name: 'Създай статията' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveFocus();
    await settle();
    expect(sent('create')).toEqual([]);
  });

  it('requires the slug alone and checks its shape', async () => {
    const view = renderSection();
    await fillRequired(view);
    await view.user.clear(field('Адрес (slug)'));
    await view.user.type(field('Адрес (slug)'), 'Грешен Адрес');
    await view.user.click(screen.getByRole('button', { name: 'Създай статията' }));
    expect(field('Адрес (slug)')).toHaveAccessibleDescription(/може да съдържа само малки латински букви/);
    await settle();
    expect(sent('create')).toEqual([]);
  });

  it('clears a field message as the field is corrected', async () => {
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Създай статията' }));
    await user.type(field('Заглавие'), 'Ново');
    expect(screen.queryByText('Заглавието е задължително')).not.toBeInTheDocument();
    expect(screen.getByText('Краткото описание е задължително')).toBeInTheDocument();
  });
});

describe('slug generation', () => {
  it('follows the title while typing', async () => {
    const { user } = renderSection();
    await user.type(field('Заглавие'), 'Търговски');
    expect(field('Адрес (slug)')).toHaveValue('turgovski');
    await user.type(field('Заглавие'), ' умения!');
    expect(field('Адрес (slug)')).toHaveValue('turgovski-umeniia');
  });

  it('stops following once edited by hand, and resumes when emptied', async () => {
    const { user } = renderSection();
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
    const view = renderSection(['20250101-a.png', '20250102-b.png']);
    const { user } = view;
    await fillRequired(view);
    await screen.findByRole('option', { name: 'Продажби' });
    await screen.findByRole('option', { name: '20250102-b.png' });
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

    await waitFor(() => expect(sent('create')).toHaveLength(1));
    expect(sent('create')[0]).toEqual([
      '/articles',
      null,
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
    expect(sentTo('categories')).toHaveLength(1);
  });

  it('leaves the category unset when none is chosen', async () => {
    answers.create = ok(makeDraftArticle());
    const view = renderSection();
    await fillRequired(view);
    await view.user.click(screen.getByRole('button', { name: 'Създай статията' }));
    await waitFor(() => expect(sent('create')).toEqual([['/articles', null, expect.objectContaining({ categoryId: null, tags: [], featuredImage: null })]]));
  });

  it('updates in edit mode with the id in the body, keeping the slug when the title changes', async () => {
    const article = makeDraftArticle({ id: 5, title: 'Стар', slug: 'star', tags: ['а', 'б'], categoryId: 1, isPublished: true });
    answers.update = ok(article);
    answers.list = ok([article]);
    const view = renderSection();
    const { user } = view;
    await openForEditing(view, article);
    expect(screen.getByRole('heading', { name: 'Редактиране на статия' })).toBeInTheDocument();
    await user.clear(field('Заглавие'));
    await user.type(field('Заглавие'), 'Нов');
    expect(field('Адрес (slug)')).toHaveValue('star');
    await user.click(screen.getByRole('button', { name: 'Запази промените' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Статията е обновена успешно!');
    expect(sent('update')).toEqual([
      ['/articles/5', null, expect.objectContaining({ id: 5, title: 'Нов', slug: 'star', tags: ['а', 'б'], categoryId: 1, isPublished: true })],
    ]);
    expect(sent('create')).toEqual([]);
  });

  it("shows the server's message when a save fails", async () => {
    answers.create = fail('Избраната категория не съществува', 400);
    const view = renderSection();
    await fillRequired(view);
    await view.user.click(screen.getByRole('button', { name: 'Създай статията' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Избраната категория не съществува');
  });

  it("says 'Грешка при създаване на статията' when a create fails without a message", async () => {
    answers.create = networkError;
    const view = renderSection();
    await fillRequired(view);
    await view.user.click(screen.getByRole('button', { name: 'Създай статията' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Грешка при създаване на статията');
    expect(field('Заглавие')).toHaveValue('Бизнес планиране');
  });

  it("says 'Възникна грешка при запазване' when an update fails without a message", async () => {
    answers.update = networkError;
    const article = makeDraftArticle({ id: 3 });
    answers.list = ok([article]);
    const view = renderSection();
    const { user } = view;
    await openForEditing(view, article);
    await user.click(screen.getByRole('button', { name: 'Запази промените' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Възникна грешка при запазване');
  });

  it('reports a duplicate slug on the slug field, not as a general error', async () => {
    answers.create = fail('Статия с този адрес (slug) вече съществува', 409);
    const view = renderSection();
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
    const view = renderSection();
    await fillRequired(view);
    await view.user.dblClick(screen.getByRole('button', { name: 'Създай статията' }));
    expect(screen.getByRole('button', { name: 'Зареждане...' })).toHaveAttribute('aria-disabled', 'true');
    await settle();
    expect(sent('create')).toHaveLength(1);
    await act(async () => pending.resolve(ok(makeDraftArticle())));
    expect(await screen.findByRole('button', { name: 'Създай статията' })).not.toHaveAttribute('aria-disabled');
  });

  it('cancel leaves edit mode for an empty create form', async () => {
    const article = makeDraftArticle({ id: 3, title: 'Заредена' });
    answers.list = ok([article]);
    const view = renderSection();
    const { user } = view;
    await openForEditing(view, article);
    expect(field('Заглавие')).toHaveValue('Заредена');
    await user.click(screen.getByRole('button', { name: 'Отказ' }));
    expect(screen.getByRole('heading', { name: 'Нова статия' })).toBeInTheDocument();
    expect(field('Заглавие')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Създай статията' })).toBeInTheDocument();
  });
});

describe('preview and categories', () => {
  it('previews the sanitised content as it is typed', async () => {
    const { user } = renderSection();
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
    renderSection();
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
    const view = renderSection();
    expect(await screen.findByText(/Категориите не можаха да се заредят/)).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Категория' })).getAllByRole('option')).toHaveLength(1);
    expect(log).toHaveBeenCalledWith('Admin categories:', 'Network Error');
    await fillRequired(view);
    await view.user.click(screen.getByRole('button', { name: 'Създай статията' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Статията е създадена успешно!');
    expect(sent('create')).toEqual([['/articles', null, expect.objectContaining({ categoryId: null })]]);
  });
});

describe('unsaved changes', () => {
  it('asks before leaving the page and stays when declined', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, router } = renderSection();
    await user.type(field('Заглавие'), 'Недовършена');
    await act(() => router.navigate('/articles'));
    expect(confirm).toHaveBeenCalledWith('Имате незапазени промени. Сигурни ли сте, че искате да ги изоставите?');
    expect(router.state.location.pathname).toBe('/admin/articles');
    expect(field('Заглавие')).toHaveValue('Недовършена');
  });

  it('leaves when confirmed', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, router } = renderSection();
    await user.type(field('Заглавие'), 'Недовършена');
    await act(() => router.navigate('/articles'));
    expect(await screen.findByRole('heading', { name: 'Всички статии' })).toBeInTheDocument();
  });

  it('does not ask when nothing changed', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const { router } = renderSection();
    await act(() => router.navigate('/articles'));
    expect(confirm).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Всички статии' })).toBeInTheDocument();
  });

  it('asks the browser before closing the tab', async () => {
    const { user } = renderSection();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(field('Заглавие'), 'Недовършена');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});

describe('the list', () => {
  it('loads every article, drafts included, in the session', async () => {
    renderSection();
    await card('Чернова за финансите');
    expect(sentTo('list').map((request) => [request.params, authorizationOf(request)])).toEqual([[{ includeUnpublished: true, page: 1, pageSize: 20 }, null]]);
  });

  it('labels drafts and published articles and shows category, dates and views', async () => {
    renderSection();
    const draftCard = await card('Чернова за финансите');
    expect(within(draftCard).getByText('Чернова')).toBeInTheDocument();
    expect(within(draftCard).queryByText('Публикувана')).not.toBeInTheDocument();
    expect(within(draftCard).getByText('Без категория')).toBeInTheDocument();
    expect(within(draftCard).getByText('14.03.2025 г.')).toBeInTheDocument();
    expect(within(draftCard).getByText('—')).toBeInTheDocument();

    const publishedCard = await card('Публикуван съвет');
    expect(within(publishedCard).getByText('Публикувана')).toBeInTheDocument();
    expect(within(publishedCard).queryByText('Чернова')).not.toBeInTheDocument();
    expect(within(publishedCard).getByText('Финанси')).toBeInTheDocument();
    expect(within(publishedCard).getByText('01.08.2025 г.')).toBeInTheDocument();
    expect(within(publishedCard).getByText('05.08.2025 г.')).toBeInTheDocument();
    expect(within(publishedCard).getByText('42')).toBeInTheDocument();
    expect(within(publishedCard).getByRole('button', { name: 'Върни в чернова' })).toBeInTheDocument();
    expect(within(draftCard).getByRole('button', { name: 'Публикувай' })).toBeInTheDocument();
  });

  it('opens an article in the form for editing, read afresh by id in the session', async () => {
    answers.get = ok(published);
    const { user } = renderSection();
    await user.click(within(await card('Публикуван съвет')).getByRole('button', { name: 'Редактирай' }));
    expect(await screen.findByRole('heading', { name: 'Редактиране на статия' })).toBeInTheDocument();
    expect(sentTo('get').map((request) => [request.url, authorizationOf(request)])).toEqual([['/articles/2', null]]);
    expect(field('Заглавие')).toHaveValue('Публикуван съвет');
  });

  it('publishes a draft, says so and shows the list as the server now has it', async () => {
    const publishedDraft = { ...draft, isPublished: true, publishedAt: '2025-09-01T10:00:00Z' };
    answers.toggle = ok(publishedDraft);
    const { user } = renderSection();
    const draftCard = await card('Чернова за финансите');
    answers.list = ok([publishedDraft, published]);
    await user.click(within(draftCard).getByRole('button', { name: 'Публикувай' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Статусът е променен успешно!');
    expect(writes()).toEqual([['post', '/articles/1/toggle-publish', null]]);
    // The write invalidated the article reads: the list was read again before the message.
    expect(sentTo('list')).toHaveLength(2);
    const updated = await card('Чернова за финансите');
    expect(within(updated).getByText('Публикувана')).toBeInTheDocument();
    expect(within(updated).getByText('01.09.2025 г.')).toBeInTheDocument();
  });

  it('reports a failed toggle and keeps the label', async () => {
    answers.toggle = fail('Статията не е намерена', 404);
    const { user } = renderSection();
    await user.click(within(await card('Чернова за финансите')).getByRole('button', { name: 'Публикувай' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Грешка при промяна на статуса');
    expect(within(await card('Чернова за финансите')).getByText('Чернова')).toBeInTheDocument();
  });

  it('toggles once on a double click, showing the button busy meanwhile', async () => {
    const pending = deferred<FakeAnswer>();
    answers.toggle = () => pending.promise;
    const { user } = renderSection();
    const draftCard = await card('Чернова за финансите');
    answers.list = ok([{ ...draft, isPublished: true }, published]);
    await user.dblClick(within(draftCard).getByRole('button', { name: 'Публикувай' }));
    expect(within(draftCard).getByRole('button', { name: 'Зареждане...' })).toHaveAttribute('aria-disabled', 'true');
    await settle();
    expect(writes()).toHaveLength(1);
    pending.resolve(ok({ ...draft, isPublished: true }));
    expect(await within(draftCard).findByRole('button', { name: 'Върни в чернова' })).not.toHaveAttribute('aria-disabled');
  });

  it('deletes after the confirmation is accepted, leaving the form if the article was open in it', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    answers.remove = ok(null);
    const view = renderSection();
    const { user } = view;
    const draftCard = await card('Чернова за финансите');
    await openForEditing(view, draft);
    answers.list = ok([published]);
    await user.click(within(draftCard).getByRole('button', { name: 'Изтрий' }));
    expect(confirm).toHaveBeenCalledWith('Сигурни ли сте, че искате да изтриете тази статия?');
    expect(await screen.findByRole('status')).toHaveTextContent('Статията е изтрита успешно!');
    expect(writes()).toEqual([['delete', '/articles/1', null]]);
    expect(sentTo('list')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('article', { name: 'Чернова за финансите' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Нова статия' })).toBeInTheDocument();
    expect(field('Заглавие')).toHaveValue('');
  });

  it('keeps the article when the confirmation is declined', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderSection();
    await user.click(within(await card('Чернова за финансите')).getByRole('button', { name: 'Изтрий' }));
    await settle();
    expect(writes()).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'Чернова за финансите' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each([
    ['the call fails', networkError],
    ['the server refuses', fail('Статията не е намерена', 404)],
  ])('reports a failed delete in the spec’s words when %s', async (_case, answer) => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    answers.remove = answer;
    const { user } = renderSection();
    await user.click(within(await card('Чернова за финансите')).getByRole('button', { name: 'Изтрий' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Грешка при изтриване на статията$/);
    expect(screen.getByRole('article', { name: 'Чернова за финансите' })).toBeInTheDocument();
  });

  it('clears the previous message when the next action starts', async () => {
    const pending = deferred<FakeAnswer>();
    answers.toggle = inTurn(networkError, () => pending.promise);
    const { user } = renderSection();
    const draftCard = await card('Чернова за финансите');
    await user.click(within(draftCard).getByRole('button', { name: 'Публикувай' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Грешка при промяна на статуса');
    await user.click(within(draftCard).getByRole('button', { name: 'Публикувай' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    pending.resolve(ok({ ...draft, isPublished: true }));
    expect(await screen.findByRole('status')).toHaveTextContent('Статусът е променен успешно!');
  });

  it('shows a load failure with a retry, logging the failure', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answers.list = inTurn(networkError, ok([draft, published]));
    const { user } = renderSection();
    expect(await screen.findByText('Грешка при зареждане на статиите')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Admin article list:', 'Network Error');
    await user.click(screen.getByRole('button', { name: 'Опитай отново' }));
    expect(await card('Публикуван съвет')).toBeInTheDocument();
  });

  it('forgets the session when the server refuses it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answers.list = fail('Невалиден или изтекъл достъп', 401);
    renderSection();
    expect(await screen.findByLabelText('Парола')).toBeInTheDocument();
    expect(useSessionStore.getState().signedIn).toBe(false);
    expect(useSessionStore.getState().gateMessage).toMatch(/Сесията изтече/);
  });
});

describe('paging', () => {
  /** `count` articles as the server orders them, newest first: «Статия {count}» down to «Статия 1». */
  const articles = (count: number) =>
    Array.from({ length: count }, (_, index) => makeDraftArticle({ id: count - index, title: `Статия ${count - index}`, slug: `statia-${count - index}` }));
  /** «Статия {from}» down to «Статия {to}». */
  const titlesFrom = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => `Статия ${from - index}`);
  const shownTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
  const pager = () => screen.getByRole('navigation', { name: 'Страници на статиите' });
  /** Waits for the pager to say where the list is (it may be drawn anew meanwhile). */
  const pageShown = (text: string) => waitFor(() => expect(within(pager()).getByText(text)).toBeInTheDocument());
  const pagesAsked = () => sentTo('list').map((request) => request.params as unknown);
  const turn = (view: View, name: 'Предишна' | 'Следваща') => view.user.click(within(pager()).getByRole('button', { name }));
  /** 45 articles, the list turned to its second page. */
  const onSecondPage = async () => {
    const all = articles(45);
    answers.list = pagesOf(all);
    const view = renderSection();
    await card('Статия 45');
    await turn(view, 'Следваща');
    await pageShown('Страница 2 от 3');
    return { all, view };
  };

  it('shows the newest 20 articles with the pager on the first page, the count being the whole list’s', async () => {
    answers.list = pagesOf(articles(45));
    renderSection();
    await card('Статия 45');
    expect(shownTitles()).toEqual(titlesFrom(45, 26));
    expect(pagesAsked()).toEqual([{ includeUnpublished: true, page: 1, pageSize: 20 }]);
    expect(screen.getByRole('heading', { name: 'Статии (45)' })).toBeInTheDocument();
    expect(within(pager()).getByText('Страница 1 от 3')).toBeInTheDocument();
    expect(pager()).toHaveTextContent('Страница 1 от 3 (45 статии)');
    expect(within(pager()).getByRole('button', { name: 'Предишна' })).toBeDisabled();
    expect(within(pager()).getByRole('button', { name: 'Следваща' })).toBeEnabled();
  });

  it("turns the pages with 'Следваща' and 'Предишна', each asked once, the page kept in the address", async () => {
    answers.list = pagesOf(articles(45));
    const view = renderSection();
    await card('Статия 45');

    await turn(view, 'Следваща');
    await pageShown('Страница 2 от 3');
    expect(shownTitles()).toEqual(titlesFrom(25, 6));
    expect(view.router.state.location.search).toBe('?page=2');
    expect(within(pager()).getByRole('button', { name: 'Предишна' })).toBeEnabled();

    await turn(view, 'Следваща');
    await pageShown('Страница 3 от 3');
    expect(shownTitles()).toEqual(titlesFrom(5, 1));
    expect(within(pager()).getByRole('button', { name: 'Следваща' })).toBeDisabled();
    // The button pressed is disabled now: the page's place takes the focus instead of the page's body.
    expect(within(pager()).getByText('Страница 3 от 3')).toHaveFocus();

    await turn(view, 'Предишна');
    await pageShown('Страница 2 от 3');
    expect(shownTitles()).toEqual(titlesFrom(25, 6));
    expect(pagesAsked()).toEqual([1, 2, 3].map((page) => ({ includeUnpublished: true, page, pageSize: 20 })));
  });

  it('keeps the page shown while the next one is read', async () => {
    const all = articles(45);
    const second = deferred<FakeAnswer>();
    answers.list = (request) => (request.params.page === 2 ? second.promise : pagesOf(all)(request));
    const view = renderSection();
    await card('Статия 45');
    await turn(view, 'Следваща');
    expect(shownTitles()).toEqual(titlesFrom(45, 26));
    expect(screen.queryByText('Зареждане...')).not.toBeInTheDocument();
    await act(async () => second.resolve(pagesOf(all)(sentTo('list')[1]!)));
    await pageShown('Страница 2 от 3');
    expect(shownTitles()).toEqual(titlesFrom(25, 6));
  });

  it.each([
    ['a few articles', ok([draft, published])],
    ['exactly one page', pagesOf(articles(20))],
  ])('shows no pager for %s', async (_case, answer) => {
    answers.list = answer;
    renderSection();
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: 'Страници на статиите' })).not.toBeInTheDocument();
  });

  it('turns to the first page after a create, where the new article is', async () => {
    const { all, view } = await onSecondPage();
    const created = makeDraftArticle({ id: 46, title: 'Бизнес планиране', slug: 'biznes-planirane' });
    answers.create = ok(created);
    answers.list = pagesOf([created, ...all]);
    await fillRequired(view);
    await view.user.click(screen.getByRole('button', { name: 'Създай статията' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Статията е създадена успешно!');
    expect(await card('Бизнес планиране')).toBeInTheDocument();
    expect(shownTitles()).toEqual(['Бизнес планиране', ...titlesFrom(45, 27)]);
    expect(within(pager()).getByText('Страница 1 от 3')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('');
  });

  it('stays on its page after an update', async () => {
    const { all, view } = await onSecondPage();
    const edited = all[20]!;
    answers.update = ok({ ...edited, title: 'Статия 25, поправена' });
    await openForEditing(view, edited);
    answers.list = pagesOf(all.map((article) => (article.id === edited.id ? { ...article, title: 'Статия 25, поправена' } : article)));
    await view.user.click(screen.getByRole('button', { name: 'Запази промените' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Статията е обновена успешно!');
    expect(await card('Статия 25, поправена')).toBeInTheDocument();
    expect(within(pager()).getByText('Страница 2 от 3')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?page=2');
  });

  it('turns back a page when the last article of the last page is deleted', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const all = articles(41);
    answers.list = pagesOf(all);
    answers.remove = ok(null);
    const view = renderSection();
    await act(() => view.router.navigate('/admin/articles?page=3'));
    const last = await card('Статия 1');
    expect(shownTitles()).toEqual(['Статия 1']);
    answers.list = pagesOf(all.slice(0, 40));
    await view.user.click(within(last).getByRole('button', { name: 'Изтрий' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Статията е изтрита успешно!');
    await pageShown('Страница 2 от 2');
    expect(shownTitles()).toEqual(titlesFrom(21, 2));
    expect(screen.queryByText(/Все още няма статии/)).not.toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?page=2');
  });

  it('turns to the last page when the address names one past the end', async () => {
    answers.list = pagesOf(articles(45));
    const view = renderSection();
    await card('Статия 45');
    await act(() => view.router.navigate('/admin/articles?page=9'));
    await pageShown('Страница 3 от 3');
    expect(shownTitles()).toEqual(titlesFrom(5, 1));
    expect(view.router.state.location.search).toBe('?page=3');
  });
});
