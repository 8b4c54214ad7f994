import path from 'node:path';
import { queryKeys } from '@site/shared/data';
import { staffMarkProblems } from '@site/shared/testing/staff-marks';

/*
 * Sign-out forgets what carries the staff mark, so a staff read defined without it would outlive the session. The
 * walk (see staffMarkProblems) takes every query the features define and fails on one that is neither marked nor a
 * public read below, and on one it could not see (a query function outside a queries.ts, inline in a hook, or not
 * exported). A new query is staff data unless it is added to this list, on purpose. This file, which writes the query
 * function and the mark for every staff read, is the one allowed to write a query function outside a queries.ts.
 */
const publicReads = [queryKeys.courses.every(), queryKeys.events.every(), queryKeys.categories.every(), queryKeys.articles.images()];

test('every console query but the public reads carries the staff mark where it is defined', async () => {
  expect(await staffMarkProblems(path.join(__dirname, '..'), { publicReads, helpers: [path.join('lib', 'staff-read.ts')] })).toEqual([]);
});
