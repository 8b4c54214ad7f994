// Exposed as 'catalog/CoursesSlider': a section of the shell's home page (a SectionModule).
import type { LoaderArgs } from '@site/shared/data';
import { readQuery } from '@site/shared/data';
import { CoursesSlider } from '../features/courses/components/courses-slider';
import { activeCoursesQuery } from '../features/courses/queries';

export const Component = CoursesSlider;

/** The home page starts this without waiting; the slider is shown with its courses once it is done. */
export async function loader({ queryClient }: Omit<LoaderArgs, 'params'>): Promise<void> {
  await readQuery(queryClient, activeCoursesQuery('Courses slider'));
}
