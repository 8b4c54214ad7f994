import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackRegion } from '../../../components/feedback-region';
import { deferred } from '@site/shared/testing/deferred';
import { fail, fakeApi, inTurn, networkError, ok, reply, type Answer, type FakeAnswer, type FakeRequest } from '@site/shared/testing/fake-api';
import { renderInRouter, resetAdminState, signInForTest } from '../../../test/render';
import { ImageManager } from './image-manager';

const twoImages = ok(['20250102-b.png', '20250101-a.jpg']);
/** The server's answers: the image list, an upload, a deletion; a test sets the ones it needs. */
let answers: Record<'list' | 'upload' | 'remove', Answer>;
let api: ReturnType<typeof fakeApi>;
const sentAs = (method: string, path: RegExp) => (request: FakeRequest) => request.method === method && path.test(request.url ?? '');
const listReads = () => api.requests.filter(sentAs('get', /^\/articles\/images$/));
const uploads = () => api.requests.filter(sentAs('post', /^\/images\/upload-article$/));
const deletions = () => api.requests.filter(sentAs('delete', /^\/images\/delete-article\//));
/** Gives a wrongly sent request the time to reach the server before a test looks. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

const onPick = jest.fn<void, [string]>();
const onDeleted = jest.fn<void, [string]>();

function renderManager(featuredImage = '') {
  return renderInRouter(
    <>
      <FeedbackRegion />
      <ImageManager featuredImage={featuredImage} onPick={onPick} onDeleted={onDeleted} />
    </>,
  );
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'снимка.png', { type: 'image/png' });
const card = (name: string) => screen.findByRole('figure', { name: new RegExp(name) });

beforeEach(() => {
  resetAdminState();
  signInForTest();
  jest.resetAllMocks();
  // The shared client logs every failed call (the spec); the refusals here are on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answers = { list: twoImages, upload: fail('no answer set', 599), remove: fail('no answer set', 599) };
  api = fakeApi((config) => {
    if (sentAs('get', /^\/articles\/images$/)(config)) return reply(answers.list, config);
    if (sentAs('post', /^\/images\/upload-article$/)(config)) return reply(answers.upload, config);
    if (sentAs('delete', /^\/images\/delete-article\//)(config)) return reply(answers.remove, config);
    return { status: 599, body: `unexpected ${config.method ?? ''} ${config.url ?? ''}` };
  });
});

afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('ImageManager', () => {
  it("previews the uploaded images from the server's image address", async () => {
    renderManager();
    const first = await card('20250102-b.png');
    expect(within(first).getByRole('img', { name: '20250102-b.png' })).toHaveAttribute('src', '/api/articles/images/20250102-b.png');
    expect(within(screen.getByRole('list', { name: 'Качени снимки' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('uploads an image showing the progress, then says so and shows the grid as the server now has it', async () => {
    const pending = deferred<FakeAnswer>();
    // The browser reports how much of the body is sent (through axios's onUploadProgress).
    let report: (percent: number) => void = () => undefined;
    answers.upload = (config) => {
      report = (percent) => config.onUploadProgress?.({ loaded: percent, total: 100, bytes: percent, lengthComputable: true });
      return pending.promise;
    };
    const { user } = renderManager();
    await card('20250102-b.png');
    const file = png();
    await user.upload(screen.getByLabelText('Изображение за качване'), file);
    await user.click(screen.getByRole('button', { name: 'Качи' }));
    await waitFor(() => expect(uploads()).toHaveLength(1));
    expect(uploads()[0]?.headers.Authorization).toBeUndefined();
    expect((uploads()[0]?.data as FormData).get('file')).toBe(file);

    const progress = screen.getByRole('progressbar', { name: 'Напредък на качването' });
    expect(progress).toHaveValue(0);
    act(() => report(40));
    expect(progress).toHaveValue(40);
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Зареждане...' })).toHaveAttribute('aria-disabled', 'true');

    answers.list = ok(['20250103-c.png', '20250102-b.png', '20250101-a.jpg']);
    await act(async () => pending.resolve(ok({ fileName: '20250103-c.png', imageUrl: '/api/articles/images/20250103-c.png' })));
    expect(await screen.findByRole('status')).toHaveTextContent('Изображението е качено успешно!');
    // The upload invalidated the image list: it was read again.
    expect(await card('20250103-c.png')).toBeInTheDocument();
    expect(listReads()).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Изображение за качване')).toHaveValue('');
  });

  it("shows the server's message when an upload is refused", async () => {
    answers.upload = fail('Файлът е по-голям от 5 MB', 413);
    const { user } = renderManager();
    await user.upload(screen.getByLabelText('Изображение за качване'), png());
    await user.click(screen.getByRole('button', { name: 'Качи' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Файлът е по-голям от 5 MB');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("says 'Грешка при качване на изображението' when the upload fails without a message", async () => {
    answers.upload = networkError;
    const { user } = renderManager();
    await user.upload(screen.getByLabelText('Изображение за качване'), png());
    await user.click(screen.getByRole('button', { name: 'Качи' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Грешка при качване на изображението$/);
  });

  it('refuses a file that is not an image before sending it', async () => {
    renderManager();
    // The file dialog filters by `accept`, but a file can still be dropped or forced in.
    const user = userEvent.setup({ applyAccept: false, delay: null });
    await user.upload(screen.getByLabelText('Изображение за качване'), new File(['текст'], 'бележки.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Качи' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Файлът не е изображение. Позволени са JPEG, PNG, WebP, GIF и AVIF.');
    await settle();
    expect(uploads()).toHaveLength(0);
  });

  it('refuses an image over 5 MB before sending it', async () => {
    const { user } = renderManager();
    const big = png();
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Изображение за качване'), big);
    await user.click(screen.getByRole('button', { name: 'Качи' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Файлът е по-голям от 5 MB');
    await settle();
    expect(uploads()).toHaveLength(0);
  });

  it('refreshes the list and says so', async () => {
    const { user } = renderManager();
    await card('20250102-b.png');
    answers.list = inTurn(ok(['20250104-d.webp']), twoImages);
    await user.click(screen.getByRole('button', { name: 'Обнови' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Списъкът със снимки е обновен!');
    expect(await card('20250104-d.webp')).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: /20250102-b.png/ })).not.toBeInTheDocument();
  });

  it('says so when a refresh fails, keeping the images read before', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderManager();
    await card('20250102-b.png');
    answers.list = inTurn(networkError, twoImages);
    await user.click(screen.getByRole('button', { name: 'Обнови' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Грешка при зареждане на снимките$/);
    expect(screen.getByRole('figure', { name: /20250102-b.png/ })).toBeInTheDocument();
  });

  it('says when no image has been uploaded yet', async () => {
    answers.list = ok([]);
    renderManager();
    expect(await screen.findByText('Няма качени снимки.')).toBeInTheDocument();
    expect(screen.queryByText('Зареждане...')).not.toBeInTheDocument();
  });

  it('shows a failed load in the section and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answers.list = networkError;
    renderManager();
    expect(screen.getByText('Зареждане...')).toBeInTheDocument();
    expect(await screen.findByText('Грешка при зареждане на снимките')).toBeInTheDocument();
    expect(screen.queryByText('Няма качени снимки.')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Admin images:', 'Network Error');
  });

  it('picks an image as the featured image', async () => {
    const { user } = renderManager();
    await user.click(within(await card('20250101-a.jpg')).getByRole('button', { name: 'За основна' }));
    expect(onPick).toHaveBeenCalledWith('20250101-a.jpg');
    expect(screen.getByRole('status')).toHaveTextContent('Снимката е избрана за основна.');
  });

  it('marks the featured image', async () => {
    renderManager('20250101-a.jpg');
    const featured = await card('20250101-a.jpg');
    expect(within(featured).getByText('Основна')).toBeInTheDocument();
    expect(within(featured).getByRole('button', { name: 'За основна' })).toBeDisabled();
  });

  it('copies the image address for use in the content', async () => {
    const { user } = renderManager();
    await user.click(within(await card('20250101-a.jpg')).getByRole('button', { name: 'Копирай адреса' }));
    expect(await navigator.clipboard.readText()).toBe('/api/articles/images/20250101-a.jpg');
    expect(await screen.findByRole('status')).toHaveTextContent('Адресът е копиран: /api/articles/images/20250101-a.jpg');
  });

  it('deletes an image after confirmation', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    answers.remove = ok(null);
    const { user } = renderManager();
    const image = await card('20250101-a.jpg');
    answers.list = ok(['20250102-b.png']);
    await user.click(within(image).getByRole('button', { name: 'Изтрий' }));
    expect(window.confirm).toHaveBeenCalledWith('Сигурни ли сте, че искате да изтриете това изображение?');
    expect(await screen.findByRole('status')).toHaveTextContent('Изображението е изтрито успешно!');
    expect(deletions().map((request) => [request.url, request.headers.Authorization])).toEqual([['/images/delete-article/20250101-a.jpg', undefined]]);
    await waitFor(() => expect(listReads()).toHaveLength(2));
    expect(screen.queryByRole('figure', { name: /20250101-a.jpg/ })).not.toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledWith('20250101-a.jpg');
  });

  it('keeps an image when the confirmation is declined', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderManager();
    await user.click(within(await card('20250101-a.jpg')).getByRole('button', { name: 'Изтрий' }));
    await settle();
    expect(deletions()).toHaveLength(0);
    expect(screen.getByRole('figure', { name: /20250101-a.jpg/ })).toBeInTheDocument();
  });
});
