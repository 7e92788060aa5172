import { join } from 'node:path';
import { loadRestContract, type ContractService } from '../../../../scripts/sandbox/api/contract';
import { fieldErrors, validatorFor } from '../../../../scripts/sandbox/api/schemaValidation';
import { REPO_ROOT } from '../../../../scripts/sandbox/db';

let contracts: Promise<ContractService[]> | undefined;

/**
 * The contract's fields errors of a body against an operation's response schema: {} when it conforms.
 * The sandbox checks its own answers too; the tests check them again, independently of the pipeline.
 */
export async function contractErrors(operationId: string, status: number, body: unknown): Promise<Record<string, string>> {
  contracts ??= loadRestContract(join(REPO_ROOT, 'openapi'));
  const operation = (await contracts).flatMap((service) => service.operations).find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`No operation ${operationId} in the contract`);
  const schema = operation.responses[String(status)];
  if (!schema) throw new Error(`${operationId} declares no JSON answer for ${status}`);
  const validate = validatorFor(schema);
  return validate(body) ? {} : fieldErrors(validate.errors);
}

/** Posts a form the way a browser does, without following the redirect. */
export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The value of a hidden or text input in server-rendered HTML. */
export function inputValue(html: string, name: string): string | undefined {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? /value="([^"]*)"/.exec(tag)?.[1] : undefined;
}

/** Markup that only a script or an inline style would need: none may appear in the demo site's pages. */
export const INLINE_CODE = /<script|<style|\sstyle=|\son[a-z]+=|javascript:/i;
