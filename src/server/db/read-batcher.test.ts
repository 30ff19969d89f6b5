import { describe, expect, it } from 'vitest';
import { createReadBatcher } from './read-batcher.js';

/** A batcher over `answer`, recording the inputs of every statement it runs. */
function recording<Input, Output>(
  answer: (input: Input) => Output,
  options: { groupOf?: (input: Input) => string; maxBatch?: number } = {},
) {
  const statements: Input[][] = [];
  const read = createReadBatcher<Input, Output>({
    ...options,
    async readMany(inputs) {
      statements.push(inputs);
      return inputs.map(answer);
    },
  });
  return { read, statements };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createReadBatcher', () => {
  it('answers the reads of one turn with one statement, each its own output', async () => {
    const { read, statements } = recording((n: number) => n * 10);
    expect(await Promise.all([read(1), read(2), read(3)])).toEqual([10, 20, 30]);
    expect(statements).toEqual([[1, 2, 3]]);
  });

  it('starts a new statement for reads of a later turn', async () => {
    const { read, statements } = recording((n: number) => n);
    const first = read(1);
    await nextTurn();
    const second = read(2);
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(statements).toEqual([[1], [2]]);
  });

  it('keeps groups apart and splits a turn larger than maxBatch', async () => {
    const { read, statements } = recording((n: number) => n, {
      groupOf: (n) => (n % 2 === 0 ? 'even' : 'odd'),
      maxBatch: 2,
    });
    expect(await Promise.all([1, 2, 3, 4, 5].map(read))).toEqual([1, 2, 3, 4, 5]);
    expect(statements).toEqual([[1, 3], [5], [2, 4]]);
  });

  it('reads a failed batch again one by one, so only the read at fault fails', async () => {
    const statements: number[][] = [];
    const read = createReadBatcher<number, number>({
      async readMany(inputs) {
        statements.push(inputs);
        if (inputs.includes(13)) throw new Error('bad value');
        return inputs;
      },
    });
    const results = await Promise.allSettled([read(1), read(13), read(2)]);
    expect(results).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: new Error('bad value') },
      { status: 'fulfilled', value: 2 },
    ]);
    expect(statements).toEqual([[1, 13, 2], [1], [13], [2]]);
  });
});
