import { ApiError } from '../../sdk/src/errors';

/**
 * A `.catch` handler: rethrows a refusal with its field map renamed by `rename` (the wire's names to the form's),
 * so a form matches the service's messages to its own fields. Anything else passes through untouched.
 */
export function rethrowWithFieldsRenamed(rename: (fields: Readonly<Record<string, string>>) => Record<string, string>) {
  return (error: unknown): never => {
    if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) throw error;
    throw new ApiError(error.message, {
      service: error.service,
      operation: error.operation,
      status: error.status,
      code: error.code,
      fields: rename(error.fields),
      body: error.body,
      cause: error,
    });
  };
}
