import { act, screen } from '@testing-library/react';
import type { PictureInLibrary } from '@site/shared';
import { deferred } from '@site/shared/testing/deferred';
import { byRoute, fail, fakeApi, ok, reply, type Answer, type FakeAnswer } from '@site/shared/testing/fake-api';
import { FeedbackRegion } from '../../../components/feedback-region';
import { renderInRouter, resetAdminState, signInForTest } from '../../../test/render';
import { PictureUpload } from './picture-upload';

/** The server's answer to an upload (POST /pictures); a test sets it. */
let upload: Answer;
let api: ReturnType<typeof fakeApi>;

const uploaded: PictureInLibrary = {
  id: 5,
  alt: 'Зала',
  width: 960,
  height: 540,
  format: 'jpeg',
  widths: [480, 960],
  createdAt: '2026-11-22T10:00:00Z',
  usedBy: [],
};
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'zala.jpg', { type: 'image/jpeg' });

function renderUpload(onUploaded = jest.fn()) {
  const view = renderInRouter(
    <>
      <FeedbackRegion />
      <PictureUpload onUploaded={onUploaded} />
    </>,
  );
  return { ...view, onUploaded };
}

beforeEach(() => {
  resetAdminState();
  signInForTest();
  jest.resetAllMocks();
  upload = fail('no answer set', 599);
  api = fakeApi(byRoute({ 'POST /pictures': (config) => reply(upload, config) }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('PictureUpload', () => {
  it('asks for a file and an alternative text before sending anything', async () => {
    const { user } = renderUpload();
    await user.click(screen.getByRole('button', { name: 'Качи снимката' }));
    expect(screen.getByLabelText(/^Файл/)).toHaveAccessibleDescription('Изберете снимка за качване');
    expect(screen.getByLabelText(/^Алтернативен текст/)).toHaveAccessibleDescription('Въведете алтернативен текст на снимката');
    // Give a wrongly sent request the time to reach the server before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.requests).toHaveLength(0);
  });

  it('shows the progress while the file is sent, then says so and hands the picture over', async () => {
    const sent = deferred<FakeAnswer>();
    // The browser reports 40 % of the body sent, then the answer is held back.
    upload = (config) => {
      config.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true });
      return sent.promise;
    };
    const { user, onUploaded } = renderUpload();
    await user.upload(screen.getByLabelText(/^Файл/), photo());
    await user.type(screen.getByLabelText(/^Алтернативен текст/), '  Зала  ');
    await user.click(screen.getByRole('button', { name: 'Качи снимката' }));
    expect(await screen.findByRole('progressbar', { name: 'Качване' })).toHaveValue(40);
    const request = api.last();
    expect(request.headers.Authorization).toBeUndefined();
    const body = request.data as FormData;
    expect(body.get('alt')).toBe('Зала');
    expect(body.get('file')).toBeInstanceOf(File);
    expect((body.get('file') as File).name).toBe('zala.jpg');
    sent.resolve(ok(uploaded));
    expect(await screen.findByRole('status')).toHaveTextContent('Снимката е качена успешно!');
    expect(onUploaded).toHaveBeenCalledWith(uploaded);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Алтернативен текст/)).toHaveValue('');
  });

  it("shows the server's refusal", async () => {
    upload = fail('Файлът не е снимка. Позволени са JPEG, PNG, WebP, GIF и AVIF.', 400);
    const { user } = renderUpload();
    await user.upload(screen.getByLabelText(/^Файл/), photo());
    await user.type(screen.getByLabelText(/^Алтернативен текст/), 'Зала{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Файлът не е снимка. Позволени са JPEG, PNG, WebP, GIF и AVIF.');
  });
});
