/** Resolves in a task of its own: the browser may paint and answer input before what follows runs. */
export function nextTask(view: Pick<Window, 'setTimeout'> = window): Promise<void> {
  return new Promise((resolve) => view.setTimeout(resolve, 0));
}
