export { imageMimeType, imageTypeFromDecoded } from './imageType';
