import { CkanError } from '../ckan-error.js';

/** The CkanError a client call fails with; any other error, or none, fails the test. */
export async function ckanFailure(call: Promise<unknown>): Promise<CkanError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof CkanError) return error;
    throw error;
  }
  throw new Error('expected the call to fail with a CkanError');
}
