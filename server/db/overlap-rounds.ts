/**
 * Applies rounds of work in the caller's transaction with two in flight: while the database runs
 * one round's statements, Node works out the next round's (the PostgreSQL pool pipelines a
 * connection's statements; PGlite runs them in turn). The rounds must touch different rows.
 *
 * Every round started has settled before this returns or throws, so no statement of a round is
 * sent after its transaction has ended. When rounds fail, the error thrown is the one that caused
 * it, not the "transaction is aborted" the statements after it then meet.
 */
export async function overlapRounds<T>(
  rounds: AsyncIterable<T>,
  apply: (round: T) => Promise<void>,
): Promise<void> {
  const running: Promise<void>[] = [];
  const errors: unknown[] = [];
  try {
    for await (const round of rounds) {
      if (errors.length > 0) break;
      running.push(apply(round).catch((error: unknown) => void errors.push(error)));
      if (running.length === 2) await running.shift();
    }
  } finally {
    await Promise.all(running);
  }
  if (errors.length > 0) throw errors.find((error) => !isTransactionAborted(error)) ?? errors[0];
}

/** SQLSTATE 25P02: a statement refused because an earlier one of its transaction failed. */
function isTransactionAborted(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '25P02') return true;
    current = cause;
  }
  return false;
}
