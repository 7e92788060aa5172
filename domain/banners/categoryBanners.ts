import { HTTP_STATUS } from '../constants/http';

/** A category banner answer counts only when it is HTTP 200 with a non-empty list (001 §5). */
export function hasCategoryBanners<T>(response: { status: number; banners?: readonly T[] | null }): boolean {
  return response.status === HTTP_STATUS.OK && (response.banners?.length ?? 0) > 0;
}
