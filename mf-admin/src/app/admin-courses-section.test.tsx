// The courses section as the console composes it (admin-console-screen.tsx: SectionEditor with the courses
// configuration and the picture library's field), with the features' API calls mocked.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import type { Course, PictureInLibrary } from '@site/shared';
import { ApiError } from '@site/shared/api-client';
import { makeCourse } from '@site/shared/testing/factories';
import { FeedbackRegion } from '../components/feedback-region';
import { renderInRouter, resetAdminState, signInForTest } from '../test/render';
import { changeCourse, deleteCourse, saveCourse } from '../features/courses-admin/api';
import { coursesSection } from '../features/courses-admin/config';
import { listPictures, uploadPicture } from '../features/pictures/api';
import { PictureField } from '../features/pictures/components/picture-field';
import type { PictureFieldProps } from '../components/item-editor/item-form';
import { SectionEditor } from '../components/item-editor/section-editor';

jest.mock('../features/courses-admin/api');
jest.mock('../features/pictures/api');
const save = jest.mocked(saveCourse);
const change = jest.mocked(changeCourse);
const remove = jest.mocked(deleteCourse);
const upload = jest.mocked(uploadPicture);
const library = jest.mocked(listPictures);

/** A course of one module, whose form the tests read back. */
const course = (overrides: Partial<Course> = {}): Course =>
  makeCourse({ moduleCount: 1, modules: [{ id: 5, title: 'Идея', description: 'Канва' }], ...overrides });

const planning = course({});
const sales = course({ id: 2, slug: 'turgovski-umeniia', title: 'Търговски умения', order: 2, isActive: false });

/** The console's own picture field (admin-console-screen.tsx), or none. */
const withPictureField = (props: PictureFieldProps) => <PictureField {...props} />;

function renderSection(items: Course[] = [planning, sales], renderPicture: (props: PictureFieldProps) => ReactNode = () => null) {
  return renderInRouter(
    <>
      <FeedbackRegion />
      <SectionEditor
        config={coursesSection}
        items={items}
        loadFailed={false}
        choices={{ lectorIds: [{ value: 3, label: 'Мария Иванова' }] }}
        renderPicture={renderPicture}
      />
    </>,
  );
}

beforeEach(() => {
  resetAdminState();
  signInForTest();
  jest.resetAllMocks();
});

describe('the list', () => {
  it('shows each course with its status, order, address and prices', () => {
    renderSection();
    const row = screen.getByRole('article', { name: 'Търговски умения' });
    expect(within(row).getByText('Неактивен')).toBeInTheDocument();
    expect(within(row).getByText('Ред: 2')).toBeInTheDocument();
    expect(within(row).getByText('/courses/turgovski-umeniia')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Бизнес планиране' })).getByText(/^250,53 € · /)).toBeInTheDocument();
  });

  it('activates a course and says so', async () => {
    change.mockResolvedValue({ ...sales, isActive: true });
    const { user } = renderSection();
    await user.click(within(screen.getByRole('article', { name: 'Търговски умения' })).getByRole('button', { name: 'Активирай' }));
    expect(change).toHaveBeenCalledWith(2, { isActive: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Курсът е активиран и се вижда на сайта.');
  });

  it('moves a course down by writing the two orders that change', async () => {
    change.mockResolvedValue(planning);
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Премести „Бизнес планиране“ надолу' }));
    expect(change.mock.calls).toEqual([
      [2, { order: 1 }],
      [1, { order: 2 }],
    ]);
    expect(screen.getByRole('button', { name: 'Премести „Бизнес планиране“ нагоре' })).toBeDisabled();
  });

  it('deletes only after a confirmation, and shows the server message when it refuses', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    remove.mockRejectedValue(new ApiError('Сесията е невалидна', 500));
    const { user } = renderSection();
    const button = within(screen.getByRole('article', { name: 'Бизнес планиране' })).getByRole('button', { name: 'Изтрий' });
    await user.click(button);
    expect(confirm).toHaveBeenCalledWith('Сигурни ли сте, че искате да изтриете „Бизнес планиране“?');
    expect(remove).not.toHaveBeenCalled();
    await user.click(button);
    expect(remove).toHaveBeenCalledWith(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Сесията е невалидна');
  });
});

describe('the form', () => {
  it('says what is missing and sends nothing', async () => {
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Създай' }));
    expect(screen.getByLabelText(/^Заглавие/)).toHaveAccessibleDescription(/Полето „Заглавие“ не може да е празно/);
    expect(screen.getByLabelText(/^Цена \(€\)/)).toHaveAccessibleDescription(/Въведете цена в евро/);
    expect(await screen.findByRole('alert')).toHaveTextContent('Моля, поправете отбелязаните полета.');
    expect(save).not.toHaveBeenCalled();
  });

  it('creates a course with its address from the title, its modules, lecturers and lines', async () => {
    save.mockResolvedValue(planning);
    const { user } = renderSection();
    await user.type(screen.getByLabelText(/^Заглавие/), 'Лидерство в малкия екип');
    await user.type(screen.getByLabelText(/^Цена \(€\)/), '349,50');
    await user.type(screen.getByLabelText('Основни умения'), 'Делегиране{Enter}{Enter} Обратна връзка ');
    await user.click(screen.getByRole('button', { name: 'Добави модул' }));
    await user.type(screen.getByLabelText('Заглавие на модул 1'), 'Ролите в екипа');
    await user.click(screen.getByRole('checkbox', { name: 'Мария Иванова' }));
    await user.click(screen.getByRole('button', { name: 'Създай' }));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        slug: 'liderstvo-v-malkiia-ekip',
        title: 'Лидерство в малкия екип',
        price: 349.5,
        mainSkills: ['Делегиране', 'Обратна връзка'],
        modules: [{ title: 'Ролите в екипа', description: '' }],
        lectorIds: [3],
        realValue: null,
        pictureId: null,
        isActive: true,
      }),
      null,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Курсът е създаден успешно!');
    expect(screen.getByLabelText(/^Заглавие/)).toHaveValue('');
  });

  it('edits a course: the form fills in, takes focus, and saves under its id', async () => {
    save.mockResolvedValue(planning);
    const { user } = renderSection();
    await user.click(within(screen.getByRole('article', { name: 'Бизнес планиране' })).getByRole('button', { name: 'Редактирай' }));
    expect(screen.getByRole('heading', { name: 'Редактиране на „Бизнес планиране“' })).toHaveFocus();
    expect(screen.getByLabelText('Заглавие на модул 1')).toHaveValue('Идея');
    expect(screen.getByLabelText(/^Цена \(€\)/)).toHaveValue('250,53');
    await user.clear(screen.getByLabelText(/^Цена \(€\)/));
    await user.type(screen.getByLabelText(/^Цена \(€\)/), '301,66');
    await user.click(screen.getByRole('button', { name: 'Запази промените' }));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ slug: 'biznes-planirane', price: 301.66, modules: [{ title: 'Идея', description: 'Канва' }] }),
      1,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Курсът е обновен успешно!');
  });

  it('keeps the image address a course has from before the picture library when it is saved', async () => {
    const withOldImage = course({ image: 'https://cdn.example.bg/biznes.jpg' });
    save.mockResolvedValue(withOldImage);
    const { user } = renderSection([withOldImage, sales]);
    await user.click(within(screen.getByRole('article', { name: 'Бизнес планиране' })).getByRole('button', { name: 'Редактирай' }));
    await user.clear(screen.getByLabelText(/^Цена \(€\)/));
    await user.type(screen.getByLabelText(/^Цена \(€\)/), '590');
    await user.click(screen.getByRole('button', { name: 'Запази промените' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ price: 590, image: 'https://cdn.example.bg/biznes.jpg' }), 1);
  });
});

describe('a picture chosen in the form but not uploaded', () => {
  const uploaded: PictureInLibrary = {
    id: 7,
    alt: 'Отчет',
    width: 960,
    height: 540,
    format: 'png',
    widths: [480, 960],
    createdAt: '2026-11-22T10:00:00Z',
    usedBy: [],
  };
  const report = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'otchet.png', { type: 'image/png' });

  beforeEach(() => library.mockResolvedValue([]));

  it('is uploaded when the course is saved, and the course is saved with it', async () => {
    upload.mockResolvedValue(uploaded);
    save.mockResolvedValue({ ...planning, picture: uploaded });
    const { user } = renderSection([planning], withPictureField);
    await user.click(screen.getByRole('button', { name: 'Редактирай' }));
    await user.upload(screen.getByLabelText(/^Файл/), report());
    await user.type(screen.getByLabelText(/^Алтернативен текст/), 'Отчет');
    await user.click(screen.getByRole('button', { name: 'Запази промените' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Курсът е обновен успешно!');
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'Отчет', expect.any(Function));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ pictureId: 7 }), 1);
  });

  it('without its alternative text keeps the course from being saved, and says so beside the field', async () => {
    const { user } = renderSection([planning], withPictureField);
    await user.click(screen.getByRole('button', { name: 'Редактирай' }));
    await user.upload(screen.getByLabelText(/^Файл/), report());
    await user.click(screen.getByRole('button', { name: 'Запази промените' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Моля, поправете отбелязаните полета.');
    expect(screen.getByLabelText(/^Алтернативен текст/)).toHaveAccessibleDescription('Въведете алтернативен текст на снимката');
    expect(upload).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });
});
