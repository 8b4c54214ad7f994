import { createGroupCommit, type JobOutcome } from './group-commit';

/** A writer that records each batch it gets and answers each job doubled, or refuses the odd ones when told. */
function recordingWriter(refuseOdd = false) {
  const batches: number[][] = [];
  const write = async (jobs: number[]): Promise<JobOutcome<number>[]> => {
    batches.push(jobs);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return jobs.map((job) => (refuseOdd && job % 2 === 1 ? { ok: false, error: new Error(`odd ${job}`) } : { ok: true, value: job * 2 }));
  };
  return { batches, write };
}

describe('group commit', () => {
  it('writes jobs sent together in one batch and answers each its own outcome', async () => {
    const { batches, write } = recordingWriter();
    const group = createGroupCommit(write, { maxBatch: 100, concurrency: 1 });
    expect(await Promise.all([1, 2, 3, 4].map((job) => group.submit(job)))).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1, 2, 3, 4]]);
  });

  it('gathers what arrives during a write into the next batch, at most maxBatch at a time', async () => {
    const { batches, write } = recordingWriter();
    const group = createGroupCommit(write, { maxBatch: 3, concurrency: 1 });
    const first = group.submit(1);
    while (batches.length === 0) await new Promise(setImmediate);
    const later = [2, 3, 4, 5, 6, 7, 8].map((job) => group.submit(job));
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[1], [2, 3, 4], [5, 6, 7], [8]]);
  });

  it('waits for jobs that keep arriving a turn of the event loop apart, as connections taken one a turn do', async () => {
    const { batches, write } = recordingWriter();
    // A long enough limit that a slow machine does not end the gathering by the clock.
    const group = createGroupCommit(write, { maxBatch: 100, maxWaitMs: 5_000, concurrency: 1 });
    const answers: Promise<number>[] = [];
    for (let job = 1; job <= 6; job += 1) {
      answers.push(group.submit(job));
      await new Promise(setImmediate);
    }
    await Promise.all(answers);
    expect(batches).toEqual([[1, 2, 3, 4, 5, 6]]);
  });

  it('waits through a few empty turns, as sign-ups come from the limits counted before them', async () => {
    const { batches, write } = recordingWriter();
    const group = createGroupCommit(write, { maxBatch: 100, maxWaitMs: 5_000, concurrency: 1 });
    const answers: Promise<number>[] = [];
    for (let job = 1; job <= 4; job += 1) {
      answers.push(group.submit(job));
      for (let turn = 0; turn < 6; turn += 1) await new Promise(setImmediate);
    }
    await Promise.all(answers);
    expect(batches).toEqual([[1, 2, 3, 4]]);
  });

  it('keeps gathering while the work before it has jobs in flight, never past maxWaitMs', async () => {
    const { batches, write } = recordingWriter();
    let upstreamBusy = true;
    const group = createGroupCommit(write, { maxBatch: 100, maxWaitMs: 5_000, concurrency: 1, waitWhile: () => upstreamBusy });
    const first = group.submit(1);
    // Far more empty turns than the group commit waits through on its own.
    for (let turn = 0; turn < 50; turn += 1) await new Promise(setImmediate);
    const second = group.submit(2);
    upstreamBusy = false;
    await Promise.all([first, second]);
    expect(batches).toEqual([[1, 2]]);

    const bounded = recordingWriter();
    const neverDone = createGroupCommit(bounded.write, { maxBatch: 100, maxWaitMs: 20, concurrency: 1, waitWhile: () => true });
    expect(await neverDone.submit(3)).toBe(6);
    expect(bounded.batches).toEqual([[3]]);
  });

  it('counts the jobs submitted and not answered yet, refused ones too', async () => {
    const { write } = recordingWriter(true);
    const group = createGroupCommit(write, { maxBatch: 100, concurrency: 1 });
    const answers = [1, 2, 3].map((job) => group.submit(job));
    expect(group.pending()).toBe(3);
    await Promise.allSettled(answers);
    expect(group.pending()).toBe(0);
  });

  it('refuses only the jobs the writer refused, and every job of a batch that failed as a whole', async () => {
    const refusing = recordingWriter(true);
    const group = createGroupCommit(refusing.write, { maxBatch: 10, concurrency: 1 });
    const outcomes = await Promise.allSettled([1, 2, 3].map((job) => group.submit(job)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'fulfilled', 'rejected']);

    const failing = createGroupCommit<number, number>(
      async () => {
        throw new Error('rolled back');
      },
      { maxBatch: 10, concurrency: 1 },
    );
    const failed = await Promise.allSettled([1, 2].map((job) => failing.submit(job)));
    expect(failed).toEqual([
      { status: 'rejected', reason: new Error('rolled back') },
      { status: 'rejected', reason: new Error('rolled back') },
    ]);
    // It goes on afterwards: a failed batch does not stop the next.
    expect(await group.submit(4)).toBe(8);
  });

  it('writes up to `concurrency` batches side by side', async () => {
    let running = 0;
    let most = 0;
    const group = createGroupCommit<number, number>(
      async (jobs) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return jobs.map((value) => ({ ok: true, value }));
      },
      { maxBatch: 1, concurrency: 2 },
    );
    await Promise.all([1, 2, 3, 4].map((job) => group.submit(job)));
    expect(most).toBe(2);
  });
});
