import path from 'node:path';
import { queryKeys } from '@site/shared/data';
import { staffMarkProblems } from '@site/shared/testing/staff-marks';

/*
 * Forgetting the token forgets what carries the staff mark, so a read made with the token but defined without the mark
 * would keep personal data in memory. The walk (see staffMarkProblems) takes every query the features define and fails
 * on one that is neither marked nor a public read below (the inbox's course and event filters), and on one it could
 * not see (a query function outside a queries.ts, inline in a hook, or not exported). A new query is staff data unless
 * it is added to this list, on purpose.
 */
const publicReads = [queryKeys.courses.every(), queryKeys.events.every()];

test('every clients query but the public reads carries the staff mark where it is defined', async () => {
  expect(await staffMarkProblems(path.join(__dirname, '..'), { publicReads })).toEqual([]);
});
