import { screen } from '@testing-library/react';
import type { PictureInLibrary } from '@site/shared';
import { deferred } from '@site/shared/testing/deferred';
import { ApiError } from '@site/shared/api-client';
import { FeedbackRegion } from '../../../components/feedback-region';
import { renderInRouter, resetAdminState, signInForTest, TEST_TOKEN } from '../../../test/render';
import { uploadPicture } from '../api';
import { PictureUpload } from './picture-upload';

jest.mock('../api');
const upload = jest.mocked(uploadPicture);

const uploaded: PictureInLibrary = { id: 5, alt: 'Зала', width: 960, height: 540, format: 'jpeg', widths: [480, 960], createdAt: '2026-11-22T10:00:00Z', usedBy: [] };
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
});

describe('PictureUpload', () => {
  it('asks for a file and an alternative text before sending anything', async () => {
    const { user } = renderUpload();
    await user.click(screen.getByRole('button', { name: 'Качи снимката' }));
    expect(screen.getByLabelText(/^Файл/)).toHaveAccessibleDescription('Изберете снимка за качване');
    expect(screen.getByLabelText(/^Алтернативен текст/)).toHaveAccessibleDescription('Въведете алтернативен текст на снимката');
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the progress while the file is sent, then says so and hands the picture over', async () => {
    const sent = deferred<PictureInLibrary>();
    upload.mockImplementation((_token, _file, _alt, onProgress) => {
      onProgress(40);
      return sent.promise;
    });
    const { user, onUploaded } = renderUpload();
    await user.upload(screen.getByLabelText(/^Файл/), photo());
    await user.type(screen.getByLabelText(/^Алтернативен текст/), '  Зала  ');
    await user.click(screen.getByRole('button', { name: 'Качи снимката' }));
    expect(upload).toHaveBeenCalledWith(TEST_TOKEN, expect.any(File), 'Зала', expect.any(Function));
    expect(await screen.findByRole('progressbar', { name: 'Качване' })).toHaveAttribute('value', '40');
    sent.resolve(uploaded);
    expect(await screen.findByRole('status')).toHaveTextContent('Снимката е качена успешно!');
    expect(onUploaded).toHaveBeenCalledWith(uploaded);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Алтернативен текст/)).toHaveValue('');
  });

  it("shows the server's refusal", async () => {
    upload.mockRejectedValue(new ApiError('Файлът не е снимка. Позволени са JPEG, PNG, WebP, GIF и AVIF.', 400));
    const { user } = renderUpload();
    await user.upload(screen.getByLabelText(/^Файл/), photo());
    await user.type(screen.getByLabelText(/^Алтернативен текст/), 'Зала{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Файлът не е снимка. Позволени са JPEG, PNG, WebP, GIF и AVIF.');
  });
});
