import { sendError } from '../../http/json';
import type { ExtraServiceFactory } from '../SandboxDeps';

export const IMAGES_PREFIX = '/sandbox/images';

/** The placeholder images for seeded image URLs. */
export const imagesService: ExtraServiceFactory = () => ({
  name: 'images',
  prefix: IMAGES_PREFIX,
  handle(_request, response) {
    sendError(response, 404, 'Not found');
  },
});
