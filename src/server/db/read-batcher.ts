/**
 * Reads that arrive in the same turn of the event loop share one statement (docs/decisions/
 * performance.md, "Reads batched per turn"). Where the database shares the server's cores, what a
 * small read costs is mostly its round trip: waking a backend, its answer waking the server, the
 * pool and the protocol around both. Under load, many requests for the same kind of read are
 * parsed in one turn; one statement that takes their values as arrays answers them all.
 *
 * Nothing is kept: a statement starts after every request it answers has arrived, so an answer is
 * as fresh as a read of its own. At low load a batch holds one read.
 */
export interface ReadBatcherOptions<Input, Output> {
  /**
   * Answers inputs of one group, in the same order, with one statement. Inputs are grouped by
   * `groupOf` (values the statement takes once, not per input: a filter, a page size).
   */
  readMany(inputs: Input[]): Promise<Output[]>;
  groupOf?(input: Input): string;
  /** Most inputs in one statement; more in one turn are split, and their statements run side by side. */
  maxBatch?: number;
}

export type BatchedRead<Input, Output> = (input: Input) => Promise<Output>;

interface Waiting<Input, Output> {
  input: Input;
  resolve(output: Output): void;
  reject(error: unknown): void;
}

/** Measured on 2 cores (docs/benchmarks.md): smaller batches cost more statements, larger ones idle the server while one runs. */
const DEFAULT_MAX_BATCH = 16;

export function createReadBatcher<Input, Output>({
  readMany,
  groupOf = () => '',
  maxBatch = DEFAULT_MAX_BATCH,
}: ReadBatcherOptions<Input, Output>): BatchedRead<Input, Output> {
  let waiting = new Map<string, Waiting<Input, Output>[]>();

  const run = async (batch: Waiting<Input, Output>[]) => {
    let outputs: Output[];
    try {
      outputs = await readMany(batch.map((entry) => entry.input));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // One request's values must not fail the others: each is read again alone, so only the one
      // at fault fails (or every one, when the database is down).
      for (const entry of batch) void run([entry]);
      return;
    }
    batch.forEach((entry, i) => entry.resolve(outputs[i]!));
  };

  // Runs after the I/O of this turn: every request parsed in it has asked by then.
  const flush = () => {
    const groups = waiting;
    waiting = new Map();
    for (const group of groups.values()) {
      for (let start = 0; start < group.length; start += maxBatch) {
        void run(group.slice(start, start + maxBatch));
      }
    }
  };

  return (input) =>
    new Promise<Output>((resolve, reject) => {
      if (waiting.size === 0) setImmediate(flush);
      const group = groupOf(input);
      const list = waiting.get(group);
      if (list) list.push({ input, resolve, reject });
      else waiting.set(group, [{ input, resolve, reject }]);
    });
}
