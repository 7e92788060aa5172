export { ModalHost } from './ModalHost';
