import { makeAutoObservable } from 'mobx';

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

/** Short messages announced to screen readers (the Toaster renders them in a live region). */
export class ToastStore {
  toasts: Toast[] = [];
  private nextId = 1;

  constructor() {
    makeAutoObservable<ToastStore, 'nextId'>(this, { nextId: false }, { autoBind: true });
  }

  show(message: string, tone: ToastTone = 'info'): Toast {
    const toast = { id: this.nextId++, message, tone };
    this.toasts.push(toast);
    return toast;
  }

  success(message: string): Toast {
    return this.show(message, 'success');
  }

  error(message: string): Toast {
    return this.show(message, 'error');
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }
}
