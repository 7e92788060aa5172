/** The error `promise` rejects with; throws (failing the test) when it resolves instead. */
export async function rejection<E = Error>(promise: Promise<unknown>): Promise<E> {
  try {
    await promise;
  } catch (error) {
    return error as E;
  }
  throw new Error('expected the call to be refused');
}
