import { act, screen, within } from '@testing-library/react';
import { makeDraftArticle } from '@site/shared/testing/factories';
import { deferred } from '@site/shared/testing/deferred';
import { fail, fakeApi, inTurn, networkError, ok, reply, type Answer, type FakeAnswer, type FakeRequest } from '@site/shared/testing/fake-api';
import { renderInRouter, resetAdminState, signInForTest, TEST_TOKEN } from '../../../test/render';
import { FeedbackRegion } from '../../../components/feedback-region';
import { useSessionStore } from '../../../lib/session-store';
import { ArticleList } from './article-list';

/** The server's answers: the list, a publish toggle, a deletion; a test sets the ones it needs. */
let answers: Record<'list' | 'toggle' | 'remove', Answer>;
let api: ReturnType<typeof fakeApi>;
const sentAs = (method: string, path: RegExp) => (request: FakeRequest) => request.method === method && path.test(request.url ?? '');
const isList = sentAs('get', /^\/articles$/);
const isToggle = sentAs('post', /^\/articles\/\d+\/toggle-publish$/);
const isRemove = sentAs('delete', /^\/articles\/\d+$/);
const listReads = () => api.requests.filter(isList);
/** The writes sent, as [method, path, token]. */
const writes = () =>
  api.requests.filter((request) => isToggle(request) || isRemove(request)).map((request) => [request.method, request.url, request.headers.Authorization]);
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

const onEdit = jest.fn<void, [number]>();
const onDeleted = jest.fn<void, [number]>();

function renderList() {
  return renderInRouter(
    <>
      <FeedbackRegion />
      <ArticleList onEdit={onEdit} onDeleted={onDeleted} />
    </>,
  );
}

const card = (title: string) => screen.findByRole('article', { name: title });

beforeEach(() => {
  resetAdminState();
  signInForTest();
  jest.resetAllMocks();
  // The shared client logs every failed call (the spec); the refusals here are on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answers = { list: ok([draft, published]), toggle: fail('no answer set', 599), remove: fail('no answer set', 599) };
  api = fakeApi((config) => {
    if (isList(config)) return reply(answers.list, config);
    if (isToggle(config)) return reply(answers.toggle, config);
    if (isRemove(config)) return reply(answers.remove, config);
    return { status: 599, body: `unexpected ${config.method ?? ''} ${config.url ?? ''}` };
  });
});

afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('ArticleList', () => {
  it('loads every article, drafts included, with the access token', async () => {
    renderList();
    await card('Чернова за финансите');
    expect(listReads().map((request) => [request.params, request.headers.Authorization])).toEqual([[{ includeUnpublished: true }, `Bearer ${TEST_TOKEN}`]]);
  });

  it('labels drafts and published articles and shows category, dates and views', async () => {
    renderList();
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

  it('asks the form to open an article for editing', async () => {
    const { user } = renderList();
    await user.click(within(await card('Публикуван съвет')).getByRole('button', { name: 'Редактирай' }));
    expect(onEdit).toHaveBeenCalledWith(2);
  });

  it('publishes a draft, says so and shows the list as the server now has it', async () => {
    const publishedDraft = { ...draft, isPublished: true, publishedAt: '2025-09-01T10:00:00Z' };
    answers.toggle = ok(publishedDraft);
    const { user } = renderList();
    const draftCard = await card('Чернова за финансите');
    answers.list = ok([publishedDraft, published]);
    await user.click(within(draftCard).getByRole('button', { name: 'Публикувай' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Статусът е променен успешно!');
    expect(writes()).toEqual([['post', '/articles/1/toggle-publish', `Bearer ${TEST_TOKEN}`]]);
    // The write invalidated the article reads: the list was read again before the message.
    expect(listReads()).toHaveLength(2);
    const updated = await card('Чернова за финансите');
    expect(within(updated).getByText('Публикувана')).toBeInTheDocument();
    expect(within(updated).getByText('01.09.2025 г.')).toBeInTheDocument();
  });

  it('reports a failed toggle and keeps the label', async () => {
    answers.toggle = fail('Статията не е намерена', 404);
    const { user } = renderList();
    await user.click(within(await card('Чернова за финансите')).getByRole('button', { name: 'Публикувай' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Грешка при промяна на статуса');
    expect(within(await card('Чернова за финансите')).getByText('Чернова')).toBeInTheDocument();
  });

  it('toggles once on a double click, showing the button busy meanwhile', async () => {
    const pending = deferred<FakeAnswer>();
    answers.toggle = () => pending.promise;
    const { user } = renderList();
    const draftCard = await card('Чернова за финансите');
    answers.list = ok([{ ...draft, isPublished: true }, published]);
    await user.dblClick(within(draftCard).getByRole('button', { name: 'Публикувай' }));
    expect(within(draftCard).getByRole('button', { name: 'Зареждане...' })).toHaveAttribute('aria-disabled', 'true');
    await settle();
    expect(writes()).toHaveLength(1);
    pending.resolve(ok({ ...draft, isPublished: true }));
    expect(await within(draftCard).findByRole('button', { name: 'Върни в чернова' })).not.toHaveAttribute('aria-disabled');
  });

  it('deletes after the confirmation is accepted', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    answers.remove = ok(null);
    const { user } = renderList();
    const draftCard = await card('Чернова за финансите');
    answers.list = ok([published]);
    await user.click(within(draftCard).getByRole('button', { name: 'Изтрий' }));
    expect(confirm).toHaveBeenCalledWith('Сигурни ли сте, че искате да изтриете тази статия?');
    expect(await screen.findByRole('status')).toHaveTextContent('Статията е изтрита успешно!');
    expect(writes()).toEqual([['delete', '/articles/1', `Bearer ${TEST_TOKEN}`]]);
    expect(listReads()).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('article', { name: 'Чернова за финансите' })).not.toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledWith(1);
  });

  it('keeps the article when the confirmation is declined', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderList();
    await user.click(within(await card('Чернова за финансите')).getByRole('button', { name: 'Изтрий' }));
    await settle();
    expect(writes()).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'Чернова за финансите' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('reports a failed delete', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    answers.remove = networkError;
    const { user } = renderList();
    await user.click(within(await card('Чернова за финансите')).getByRole('button', { name: 'Изтрий' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Грешка при изтриване на статията');
    expect(screen.getByRole('article', { name: 'Чернова за финансите' })).toBeInTheDocument();
  });

  it('clears the previous message when the next action starts', async () => {
    const pending = deferred<FakeAnswer>();
    answers.toggle = inTurn(networkError, () => pending.promise);
    const { user } = renderList();
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
    const { user } = renderList();
    expect(await screen.findByText('Грешка при зареждане на статиите')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Admin article list:', 'Network Error');
    await user.click(screen.getByRole('button', { name: 'Опитай отново' }));
    expect(await card('Публикуван съвет')).toBeInTheDocument();
  });

  it('forgets the token when the server rejects it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answers.list = fail('Невалиден или изтекъл достъп', 401);
    renderList();
    await screen.findByText('Грешка при зареждане на статиите');
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().gateMessage).toMatch(/Сесията изтече/);
  });
});
