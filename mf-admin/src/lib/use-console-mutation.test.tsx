import { act, screen, waitFor } from '@testing-library/react';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { requestData } from '@site/shared/api-client';
import { deferred } from '@site/shared/testing/deferred';
import { byRoute, fail, fakeApi, inTurn, networkError, ok, type Answer, type FakeAnswer } from '@site/shared/testing/fake-api';
import { FeedbackRegion } from '../components/feedback-region';
import { consolePageTest, renderInRouter } from '../test/render';
import { serverMessage } from './api-errors';
import { useFeedbackStore } from './feedback-store';
import { sessionMessages, useSessionStore } from './session-store';
import { useConsoleMutation, type ConsoleFeedback } from './use-console-mutation';

const keep = consolePageTest();

/** A list and the write that adds to it, as a console screen has them. */
function Things({ feedback }: { feedback?: Partial<ConsoleFeedback<null, string>> }) {
  const things = useQuery({ queryKey: ['things'], queryFn: () => requestData<string[]>({ method: 'GET', url: '/things' }) });
  const add = useConsoleMutation({
    mutationFn: (name: string) => requestData<null>({ method: 'POST', url: '/things', data: { name } }),
    invalidates: [['things']],
    successMessage: (_, name) => `„${name}“ е добавено.`,
    errorMessage: (error) => serverMessage(error) ?? 'Не е добавено.',
    ...feedback,
  });
  return (
    <>
      <FeedbackRegion />
      <ul aria-label="Неща">
        {things.data?.map((thing) => (
          <li key={thing}>{thing}</li>
        ))}
      </ul>
      {/* A plain button: the kit's Button refuses presses while loading, and this tests the hook alone. */}
      <button type="button" aria-busy={add.isPending} onClick={() => add.mutate('лампа')}>
        Добави
      </button>
    </>
  );
}

function fakeServer(post: Answer, list: Answer = ok([])) {
  const api = keep(fakeApi(byRoute({ 'GET /things': list, 'POST /things': post })));
  return {
    api,
    posts: () => api.requests.filter((request) => request.method === 'post'),
    reads: () => api.requests.filter((request) => request.method === 'get'),
  };
}

const press = async (user: ReturnType<typeof renderInRouter>['user']) => user.click(await screen.findByRole('button', { name: 'Добави' }));
/** Gives a wrongly sent request the time to reach the server before a test looks. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

it('sends once when pressed twice while the write runs', async () => {
  const answer = deferred<FakeAnswer>();
  const server = fakeServer(() => answer.promise);
  const { user } = renderInRouter(<Things />);
  await user.dblClick(screen.getByRole('button', { name: 'Добави' }));
  await act(async () => answer.resolve(ok(null)));
  expect(await screen.findByRole('status')).toHaveTextContent('„лампа“ е добавено.');
  expect(server.posts()).toHaveLength(1);
});

it('clears the previous message when a write starts', async () => {
  const answer = deferred<FakeAnswer>();
  fakeServer(() => answer.promise);
  useFeedbackStore.getState().showError('Предишна грешка');
  const { user } = renderInRouter(<Things />);
  expect(screen.getByRole('alert')).toHaveTextContent('Предишна грешка');
  await press(user);
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  await act(async () => answer.resolve(ok(null)));
});

it('sends nothing without an open session, and goes back to the gate', async () => {
  const server = fakeServer(ok(null));
  useSessionStore.getState().signIn({ expiresAt: new Date(Date.now() - 1000).toISOString() });
  const { user } = renderInRouter(<Things />);
  await press(user);
  await settle();
  expect(server.posts()).toHaveLength(0);
  expect(useSessionStore.getState()).toMatchObject({ signedIn: false, gateMessage: sessionMessages.expired });
});

it('goes back to the gate when the server refuses the session (401), with nothing in the status region', async () => {
  const feedback = { errorMessage: jest.fn(() => 'Не е добавено.') };
  fakeServer(fail('Сесията е изтекла', 401));
  const { user } = renderInRouter(<Things feedback={feedback} />);
  await press(user);
  await waitFor(() => expect(useSessionStore.getState().gateMessage).toBe(sessionMessages.expired));
  expect(useSessionStore.getState().signedIn).toBe(false);
  expect(feedback.errorMessage).not.toHaveBeenCalled();
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
});

it("says another failure in the status region, in the screen's words", async () => {
  fakeServer(fail('Вече има такова нещо', 409));
  const { user } = renderInRouter(<Things />);
  await press(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Вече има такова нещо');
  expect(screen.getByRole('button', { name: 'Добави' })).toHaveAttribute('aria-busy', 'false');
});

it('leaves the status region empty when the screen says the failure itself', async () => {
  const feedback = { errorMessage: jest.fn(() => null) };
  fakeServer(fail('Вече има такова нещо', 409));
  const { user } = renderInRouter(<Things feedback={feedback} />);
  await press(user);
  await waitFor(() => expect(feedback.errorMessage).toHaveBeenCalledWith(expect.objectContaining({ message: 'Вече има такова нещо' }), 'лампа'));
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  expect(useSessionStore.getState().signedIn).toBe(true);
});

it('stays pending until the reads it changed are read again, then says it is done', async () => {
  const reread = deferred<FakeAnswer>();
  const onSuccess = jest.fn();
  const server = fakeServer(
    ok(null),
    inTurn(ok([]), () => reread.promise),
  );
  const { user } = renderInRouter(<Things feedback={{ onSuccess }} />);
  await waitFor(() => expect(server.reads()).toHaveLength(1));
  await press(user);
  await waitFor(() => expect(server.reads()).toHaveLength(2));
  expect(server.posts()).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Добави' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(onSuccess).not.toHaveBeenCalled();

  await act(async () => reread.resolve(ok(['лампа'])));
  expect(await screen.findByRole('status')).toHaveTextContent('„лампа“ е добавено.');
  expect(screen.getByRole('listitem')).toHaveTextContent('лампа');
  expect(screen.getByRole('button', { name: 'Добави' })).toHaveAttribute('aria-busy', 'false');
  expect(onSuccess).toHaveBeenCalledWith(null, 'лампа');
});

it('offline, sends at once and says the failure instead of waiting for the network', async () => {
  const server = fakeServer(networkError);
  const { user } = renderInRouter(<Things />);
  await screen.findByRole('button', { name: 'Добави' });
  onlineManager.setOnline(false);
  try {
    await press(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не е добавено.');
    expect(server.posts()).toHaveLength(1);
  } finally {
    onlineManager.setOnline(true);
  }
});
